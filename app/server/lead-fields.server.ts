/**
 * The lead's fields, written once (docs/decisions/050): the table column, the
 * label staff read in the e-mail, the name outside (the webhook payload, which
 * uses the names of POST /api/leads) and, where the export always spelled it
 * differently, the CSV header. The e-mail, the CSV export and the webhook are
 * all driven by this list, in this order; a column added to the table without
 * an entry here fails the type check (see `Unlisted` below).
 */
import { leadEmailCopy } from "~/content/lead-email";
import { clickIdKeys, type LeadAttribution, utmKeys } from "~/lib/attribution";
import { estimateSummary } from "~/lib/estimate/stored";
import type { Lead } from "./db/schema";

interface FieldSpec {
  key: keyof Lead;
  label: string;
  external: string;
  csv?: string;
  /** Free text that may span lines (the message): quoted line by line in the plain-text e-mail. */
  multiline?: boolean;
  /**
   * Where staff are with the lead (docs/product.md §15): in the CSV and the
   * webhook, but not in the e-mail that announces a lead, which is always new then.
   */
  pipeline?: boolean;
}

export const LEAD_FIELDS = [
  { key: "createdAt", label: "Received", external: "created_at", csv: "received" },
  { key: "source", label: "Source", external: "source" },
  { key: "name", label: "Name", external: "name" },
  { key: "email", label: "Email", external: "email" },
  { key: "phone", label: "Phone", external: "phone" },
  { key: "address", label: "Address", external: "address" },
  { key: "postcode", label: "Postcode", external: "postcode" },
  { key: "preferredDate", label: "Preferred contact date", external: "preferred_date" },
  { key: "contactMethod", label: "Preferred contact method", external: "contact_method" },
  { key: "referral", label: "Heard about us via", external: "referral" },
  { key: "message", label: "Message", external: "message", multiline: true },
  { key: "quizAnswers", label: "Quiz answers", external: "quizAnswers", csv: "quiz_answers" },
  { key: "conversationHistory", label: "Chat conversation", external: "conversationHistory", csv: "conversation" },
  { key: "variant", label: "Quiz variant", external: "variant" },
  { key: "estimate", label: "Savings estimate", external: "estimate" },
  { key: "page", label: "Page", external: "page" },
  { key: "referrer", label: "Referrer", external: "referrer" },
  { key: "utmSource", label: "utm_source", external: "utm_source" },
  { key: "utmMedium", label: "utm_medium", external: "utm_medium" },
  { key: "utmCampaign", label: "utm_campaign", external: "utm_campaign" },
  { key: "attribution", label: "Attribution", external: "attribution" },
  { key: "status", label: "Status", external: "status", pipeline: true },
  { key: "firstContactedAt", label: "First contacted", external: "first_contacted_at", pipeline: true },
  { key: "lostReason", label: "Lost reason", external: "lost_reason", pipeline: true },
  { key: "valueGbp", label: "Value (£)", external: "value_gbp", pipeline: true },
  // Set on a lead whose person was erased (docs/product.md §16): its contact fields are then empty.
  { key: "erasedAt", label: "Erased", external: "erased_at", pipeline: true },
  { key: "id", label: "Lead id", external: "id" },
] as const satisfies readonly FieldSpec[];

export type LeadField = (typeof LEAD_FIELDS)[number];

/**
 * Columns the database derives for its own use (docs/decisions/085: the
 * normalised e-mail and phone that link one person's enquiries): never sent
 * anywhere, so not listed above.
 */
export type DerivedColumn = "emailNormalized" | "phoneNormalized";
/** A lead without its derived columns: what the fields above are read from. */
export type LeadRecord = Omit<Lead, DerivedColumn>;

/** Every column of the table must have an entry above; this is `never` when one is missing. */
type Unlisted = Exclude<keyof Lead, LeadField["key"] | DerivedColumn>;
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyColumnListed;

type JsonValue<T> = T extends Date ? string : T;

/** A stored lead as the webhook receives it: every field present, null when not given, dates as ISO text. */
export type LeadPayload = { [F in LeadField as F["external"]]: JsonValue<Lead[F["key"]]> };

export function leadPayload(lead: Lead): LeadPayload {
  const payload: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS) {
    const value = lead[field.key];
    payload[field.external] = value instanceof Date ? value.toISOString() : value;
  }
  return payload as LeadPayload;
}

/** A field's stored value as text ('' when empty), as the CSV export writes it. */
export function fieldText(lead: LeadRecord, key: keyof LeadRecord): string {
  switch (key) {
    case "createdAt":
      return lead.createdAt.toISOString();
    case "firstContactedAt":
      return lead.firstContactedAt?.toISOString() ?? "";
    case "erasedAt":
      return lead.erasedAt?.toISOString() ?? "";
    case "quizAnswers":
      return Object.entries(lead.quizAnswers ?? {})
        .map(([question, answer]) => `${question}: ${answer}`)
        .join("; ");
    case "estimate":
      // Words in the e-mail and the CSV; the webhook receives the object itself (inputs, outputs, version).
      return lead.estimate ? estimateSummary(lead.estimate) : "";
    case "conversationHistory":
      return (lead.conversationHistory ?? []).map((m) => `${m.role}: ${m.content}`).join("\n");
    case "attribution":
      return attributionText(lead.attribution);
    default: {
      const value = lead[key];
      return value == null ? "" : String(value);
    }
  }
}

/**
 * The attribution on one line: "first touch: utm_source=…, landing_page=…;
 * last touch: …; marketing consent: yes; gclid=…". Every value is normalised
 * URL-safe text or a bounded one-line field, so nothing here can break a line.
 */
const TOUCH_KEYS = [...utmKeys, "landing_page", "referrer"] as const;

export function attributionText(attribution: LeadAttribution | null): string {
  if (!attribution) return "";
  // In a fixed order: jsonb does not keep the order keys were written in.
  const pairs = (record: Record<string, string | undefined> | null, keys: readonly string[]) =>
    keys
      .filter((k) => record?.[k])
      .map((k) => `${k}=${record?.[k]}`)
      .join(", ");
  const parts: string[] = [];
  if (attribution.firstTouch) parts.push(`first touch: ${pairs({ ...attribution.firstTouch }, TOUCH_KEYS)}`);
  if (attribution.lastTouch) parts.push(`last touch: ${pairs({ ...attribution.lastTouch }, TOUCH_KEYS)}`);
  parts.push(`marketing consent: ${attribution.marketingConsent ? "yes" : "no"}`);
  if (attribution.clickIds) parts.push(pairs({ ...attribution.clickIds }, clickIdKeys));
  return parts.join("; ");
}

/** A field's value in words for the e-mail: the source named, "home visit" for home_visit. */
export function fieldWords(lead: LeadRecord, key: keyof LeadRecord): string {
  if (key === "source") return leadEmailCopy.sourceLabels[lead.source];
  if (key === "contactMethod") return lead.contactMethod?.replace("_", " ") ?? "";
  return fieldText(lead, key);
}

/** The CSV header of a field. */
export const csvHeader = (field: LeadField): string => ("csv" in field ? field.csv : field.external);
