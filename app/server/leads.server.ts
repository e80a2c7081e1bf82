import type { DeliveryChannel } from "~/lib/lead-constants";
import { type LeadInput, parseLead } from "~/lib/lead-schema";
import { getDatabase } from "./db/index.server";
import { leadDeliveries, leads, type NewLead } from "./db/schema";
import { getEnv } from "./env.server";
import { emitLeadStored } from "./lead-events.server";
import { getLogger } from "./logger.server";
import { createLimiter, type Limiter } from "./rate-limit.server";

export type CreateLeadResult =
  | { ok: true; id: string }
  | { ok: false; status: 400; error: string; fields: Record<string, string> }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number }
  | { ok: false; status: 503; error: string };

export const LEAD_ERRORS = {
  invalid: "Please check the highlighted fields",
  rejected: "Submission rejected",
  tooMany: "Too many submissions. Please try again later.",
  unavailable: "We could not save your enquiry just now. Please try again.",
} as const;

let limiter: Limiter | undefined;
function leadLimiter(): Limiter {
  limiter ??= createLimiter("leads", { points: getEnv().LEAD_RATE_LIMIT_PER_HOUR, duration: 3600 });
  return limiter;
}

/** The channels every new lead is delivered through: e-mail always, the webhook when configured. */
export function deliveryChannels(): DeliveryChannel[] {
  return getEnv().LEAD_WEBHOOK_URL ? ["email", "webhook"] : ["email"];
}

function toRow(lead: LeadInput): NewLead {
  const row: NewLead = {
    source: lead.source,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    address: lead.address ?? null,
    page: lead.page ?? null,
    referrer: lead.referrer ?? null,
    utmSource: lead.utm_source ?? null,
    utmMedium: lead.utm_medium ?? null,
    utmCampaign: lead.utm_campaign ?? null,
  };
  switch (lead.source) {
    case "contact":
      return {
        ...row,
        preferredDate: lead.preferred_date ?? null,
        contactMethod: lead.contact_method ?? null,
        referral: lead.referral ?? null,
        message: lead.message ?? null,
      };
    case "quote":
      return { ...row, referral: lead.referral ?? null, message: lead.message ?? null };
    case "quiz":
      return { ...row, postcode: lead.postcode, variant: lead.variant, quizAnswers: lead.quizAnswers };
    case "chat":
      return { ...row, message: lead.message ?? null, conversationHistory: lead.conversationHistory };
  }
}

/**
 * Takes a lead of any source: validates it and checks the honeypot, then
 * counts it against the client's rate limit (only valid submissions count, so
 * typos from a shared office address never lock out its real enquiries), then
 * stores it with one delivery row per channel in a single transaction.
 * `ok: true` means the lead is committed.
 */
export async function createLead({ raw, ip }: { raw: unknown; ip: string }): Promise<CreateLeadResult> {
  const log = getLogger();
  const parsed = parseLead(raw);
  if (!parsed.ok) return { ok: false, status: 400, error: LEAD_ERRORS.invalid, fields: parsed.fields };
  if (parsed.lead.website) {
    log.info({ source: parsed.lead.source }, "lead rejected by honeypot");
    return { ok: false, status: 400, error: LEAD_ERRORS.rejected, fields: {} };
  }
  const limit = await leadLimiter().consume(ip);
  if (!limit.ok)
    return { ok: false, status: 429, error: LEAD_ERRORS.tooMany, retryAfterSeconds: limit.retryAfterSeconds };

  try {
    const { db } = await getDatabase();
    const channels = deliveryChannels();
    const id = await db.transaction(async (tx) => {
      const [stored] = await tx.insert(leads).values(toRow(parsed.lead)).returning({ id: leads.id });
      if (!stored) throw new Error("insert returned no row");
      await tx.insert(leadDeliveries).values(channels.map((channel) => ({ leadId: stored.id, channel })));
      return stored.id;
    });
    // Ids and channels only: the contact details stay in the database.
    log.info({ leadId: id, source: parsed.lead.source, channels }, "lead stored, deliveries queued");
    emitLeadStored(id);
    return { ok: true, id };
  } catch (err) {
    log.error({ err, source: parsed.lead.source }, "lead could not be stored");
    return { ok: false, status: 503, error: LEAD_ERRORS.unavailable };
  }
}
