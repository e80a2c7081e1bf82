/**
 * The payload of every lead, shared by the forms (client) and the server.
 * Strings are trimmed; optional fields left empty become undefined.
 */
import { z } from "zod";
import { chatRoles, contactMethodValues, leadSources, LIMITS, quizVariants, referralValues } from "./lead-constants";
import { todayInUk } from "./uk-date";
import { quizOptionValues } from "./quiz-options";
import { clickIdField, utmField } from "./attribution-schema";
import { quoteEstimateFields } from "./estimate/quote-fields";
import { isFreeText, isOneLineText, isStorableText, notOneLineMessage, unstorableMessage } from "./storable-text";

export { contactMethodValues, leadSources, LIMITS, referralValues, todayInUk };
export type { LeadSource } from "./lead-constants";

/** One line (a name, a phone number) unless `free` (a message, which keeps its line breaks). */
const textRule = (free: boolean) => (v: string) => (free ? isFreeText(v) : isOneLineText(v));
const textMessage = (label: string, free: boolean) => (free ? unstorableMessage(label) : notOneLineMessage(label));

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, unstorableMessage(label))
    .refine(textRule(false), textMessage(label, false));

export const optional = (label: string, max: number, { free = false } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, unstorableMessage(label))
    .refine(textRule(free), textMessage(label, free))
    .optional()
    .transform((v) => (v ? v : undefined));

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const nameField = required("Full Name", LIMITS.name);
export const emailField = z
  .string({ error: "Email Address is required" })
  .trim()
  .min(1, "Email Address is required")
  .max(LIMITS.email, "Email Address is too long")
  .pipe(z.email("Please enter a valid email address"));
export const phoneField = required("Phone Number", LIMITS.phone).refine((v) => {
  const digits = v.replace(/\D/g, "").length;
  return /^[+\d\s().-]+$/.test(v) && digits >= 10 && digits <= 15;
}, "Please enter a valid phone number");

/** UK postcode, returned upper-case with one space before the inward code ("CF10 1AA"). */
export const postcodeField = z
  .string({ error: "Postcode is required" })
  .trim()
  .min(1, "Postcode is required")
  .max(10, "Please enter a valid UK postcode")
  .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
  .refine((v) => /^([A-Z]{1,2}\d[A-Z\d]?|GIR)\d[A-Z]{2}$/.test(v), "Please enter a valid UK postcode")
  .transform((v) => `${v.slice(0, -3)} ${v.slice(-3)}`);

export const referralField = z.preprocess(
  emptyToUndefined,
  z.enum(referralValues, { error: "Please choose how you heard about us from the list" }).optional(),
);

const preferredDateField = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a valid date")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Please choose a valid date")
    .refine((v) => v >= todayInUk(), "The preferred contact date cannot be in the past")
    .optional(),
);

/** A set of campaign tags with the page it landed on (docs/decisions/095). */
const touchFields = {
  utm_source: utmField("utm_source"),
  utm_medium: utmField("utm_medium"),
  utm_campaign: utmField("utm_campaign"),
  utm_term: utmField("utm_term"),
  utm_content: utmField("utm_content"),
  landing_page: optional("Landing page", LIMITS.attribution),
};

/**
 * Where the lead came from: page, referrer, the last touch's campaign tags and
 * landing page (flat), the first touch (an object), and the advertising
 * click ids, which the server keeps only when `marketing_consent` is true.
 */
const attribution = {
  page: optional("Page", LIMITS.attribution),
  referrer: optional("Referrer", LIMITS.referrer),
  ...touchFields,
  first_touch: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .object(
        { ...touchFields, referrer: optional("First referrer", LIMITS.referrer) },
        { error: "first_touch must be an object" },
      )
      .optional(),
  ),
  marketing_consent: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.boolean({ error: "marketing_consent must be true or false" }).optional(),
  ),
  gclid: clickIdField("gclid"),
  gbraid: clickIdField("gbraid"),
  wbraid: clickIdField("wbraid"),
  fbclid: clickIdField("fbclid"),
  fbc: clickIdField("fbc"),
  fbp: clickIdField("fbp"),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
};

const contactBase = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  address: optional("Property Address", LIMITS.address),
  ...attribution,
};

export const contactLeadSchema = z.object({
  source: z.literal("contact"),
  ...contactBase,
  preferred_date: preferredDateField,
  contact_method: z.preprocess(
    emptyToUndefined,
    z.enum(contactMethodValues, { error: "Please choose a contact method from the list" }).optional(),
  ),
  referral: referralField,
  message: optional("Message", LIMITS.message, { free: true }),
});

/** A quote: the contact fields, and optionally the estimate's inputs (postcode, bill or use, roof) to work one out. */
export const quoteLeadSchema = z.object({
  source: z.literal("quote"),
  ...contactBase,
  referral: referralField,
  message: optional("Message", LIMITS.message, { free: true }),
  ...quoteEstimateFields,
});

const quizAnswersSchema = z.object({
  monthlyBill: z.enum(quizOptionValues.monthlyBill),
  propertyType: z.enum(quizOptionValues.propertyType),
  ownership: z.enum(quizOptionValues.ownership),
  roofCondition: z.enum(quizOptionValues.roofCondition),
  batteryInterest: z.enum(quizOptionValues.batteryInterest),
});

/**
 * A quiz lead. Variant B sends `quizAnswers` (docs/product.md §3.1); variant A sends the
 * answers as flat snake_case fields (property_type, ownership, roof_condition,
 * monthly_bill, battery_interest). Both are stored the same way.
 */
export const quizLeadSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const r = raw as Record<string, unknown>;
    if (r.quizAnswers !== undefined) return r;
    const flat = ["property_type", "ownership", "roof_condition", "monthly_bill", "battery_interest"];
    if (!flat.some((k) => k in r)) return r;
    return {
      ...r,
      quizAnswers: {
        propertyType: r.property_type,
        ownership: r.ownership,
        roofCondition: r.roof_condition,
        monthlyBill: r.monthly_bill,
        batteryInterest: r.battery_interest,
      },
    };
  },
  z.object({
    source: z.literal("quiz"),
    ...contactBase,
    postcode: postcodeField,
    variant: z.enum(quizVariants, { error: "Quiz variant must be a or b" }),
    quizAnswers: quizAnswersSchema,
  }),
);

export const chatMessageSchema = z.object({
  role: z.enum(chatRoles),
  content: z
    .string()
    .max(LIMITS.historyContent)
    .refine(isStorableText, unstorableMessage("A message"))
    .refine(isFreeText, unstorableMessage("A message")),
});

export const chatLeadSchema = z.object({
  source: z.literal("chat"),
  ...contactBase,
  message: optional("Message", LIMITS.message, { free: true }),
  conversationHistory: z
    .array(chatMessageSchema)
    .max(LIMITS.historyMessages, `At most ${LIMITS.historyMessages} messages`)
    .default([]),
});

const schemas = {
  contact: contactLeadSchema,
  quote: quoteLeadSchema,
  quiz: quizLeadSchema,
  chat: chatLeadSchema,
} as const;

export type LeadInput =
  | z.output<typeof contactLeadSchema>
  | z.output<typeof quoteLeadSchema>
  | z.output<typeof quizLeadSchema>
  | z.output<typeof chatLeadSchema>;

export type ParseResult = { ok: true; lead: LeadInput } | { ok: false; fields: Record<string, string> };

/** Validates a lead of any source; on failure names each bad field with a message. */
export function parseLead(raw: unknown): ParseResult {
  const source =
    raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>).source : undefined;
  if (typeof source !== "string" || !Object.hasOwn(schemas, source)) {
    return { ok: false, fields: { source: `source must be one of ${Object.keys(schemas).join(", ")}` } };
  }
  const result = schemas[source as keyof typeof schemas].safeParse(raw);
  if (result.success) return { ok: true, lead: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}
