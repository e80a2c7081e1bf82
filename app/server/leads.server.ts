import { and, gt, sql } from "drizzle-orm";
import { leadErrors } from "~/content/lead-messages";
import type { StoredEstimate } from "~/lib/estimate/stored";
import type { DeliveryChannel } from "~/lib/lead-constants";
import { type LeadInput, parseLead } from "~/lib/lead-schema";
import { type Database, getDatabase } from "./db/index.server";
import { leadDeliveries, leads, type NewLead } from "./db/schema";
import { getEnv } from "./env.server";
import { leadAttribution } from "./lead-attribution.server";
import { estimateForLead } from "./lead-estimate.server";
import { emitLeadStored } from "./lead-events.server";
import { metaCapiConfigured } from "./delivery/meta-capi.server";
import { consumeAddressQuota, consumeEmailQuota, consumeSiteQuota } from "./lead-limits.server";
import { getLogger } from "./logger.server";

export type CreateLeadResult =
  | { ok: true; id: string; duplicate: boolean; estimate: StoredEstimate | null }
  | { ok: false; status: 400; error: string; fields: Record<string, string> }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number }
  | { ok: false; status: 503; error: string; retryAfterSeconds?: number };

/**
 * The channels a new lead is delivered through: e-mail always, the webhook
 * when configured, and the Meta Conversions API's Lead event when it is
 * configured and the visitor accepted marketing cookies.
 */
export function deliveryChannels(consented = false): DeliveryChannel[] {
  const env = getEnv();
  const channels: DeliveryChannel[] = env.LEAD_WEBHOOK_URL ? ["email", "webhook"] : ["email"];
  if (consented && metaCapiConfigured()) channels.push("meta_capi_lead");
  return channels;
}

function toRow(lead: LeadInput, userAgent: string | undefined, estimate: StoredEstimate | null): NewLead {
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
    attribution: leadAttribution(lead, userAgent),
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
      return {
        ...row,
        postcode: lead.postcode ?? null,
        referral: lead.referral ?? null,
        message: lead.message ?? null,
        estimate,
      };
    case "quiz":
      return {
        ...row,
        postcode: lead.postcode,
        variant: lead.variant,
        quizAnswers: lead.quizAnswers,
        estimate,
      };
    case "chat":
      return { ...row, message: lead.message ?? null, conversationHistory: lead.conversationHistory };
  }
}

/** Who a lead is, for spotting the same one sent twice: the e-mail in lower case and the phone's digits. */
function identity(lead: LeadInput) {
  return { email: lead.email.toLowerCase(), digits: lead.phone.replace(/\D/g, "") };
}

/** The id of a lead with this e-mail and phone stored within the window, if any. */
async function findRecent(db: Database, lead: LeadInput, minutes: number): Promise<string | undefined> {
  const { email, digits } = identity(lead);
  const [found] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        // The created_at index bounds the scan to the window's leads (at most the site's hourly ceiling).
        gt(leads.createdAt, sql`now() - ${minutes} * interval '1 minute'`),
        sql`lower(${leads.email}) = ${email}`,
        sql`regexp_replace(${leads.phone}, '[^0-9]', '', 'g') = ${digits}`,
      ),
    )
    .limit(1);
  return found?.id;
}

/**
 * Takes a lead of any source: validates it and checks the honeypot; counts it
 * against the client's quota (only valid submissions count, so typos from a
 * shared office address never lock out its real enquiries); collapses it into
 * an identical one stored minutes ago (decision 052: the visitor is answered
 * as if it were new, and no second e-mail goes out); then, within the site's
 * hourly ceiling, stores it with one delivery row per channel in a single
 * transaction, its e-mail marked for the digest once the hour's e-mails are
 * used up (decision 051). `ok: true` means the lead is committed.
 */
export async function createLead({
  raw,
  ip,
  userAgent,
}: {
  raw: unknown;
  ip: string;
  /** The browser's User-Agent header: kept only with marketing consent, for the Conversions API. */
  userAgent?: string | null;
}): Promise<CreateLeadResult> {
  const log = getLogger();
  const parsed = parseLead(raw);
  if (!parsed.ok) return { ok: false, status: 400, error: leadErrors.invalid, fields: parsed.fields };
  const lead = parsed.lead;
  if (lead.website) {
    log.info({ source: lead.source }, "lead rejected by honeypot");
    return { ok: false, status: 400, error: leadErrors.rejected, fields: {} };
  }
  const limit = await consumeAddressQuota(ip);
  if (!limit.ok)
    return { ok: false, status: 429, error: leadErrors.tooMany, retryAfterSeconds: limit.retryAfterSeconds };

  // Worked out on the server from the validated fields; the visitor's browser is shown this same figure.
  const estimate = estimateForLead(lead);
  const window = getEnv().LEAD_DUPLICATE_WINDOW_MINUTES;
  try {
    const { db } = await getDatabase();
    // Most repeats (a second click, a resent form) are found here, before any site-wide quota is spent.
    const earlier = window > 0 ? await findRecent(db, lead, window) : undefined;
    if (earlier) return collapsed(earlier, lead.source, estimate);

    const site = await consumeSiteQuota();
    if (!site.ok) return { ok: false, status: 503, error: leadErrors.busy, retryAfterSeconds: site.retryAfterSeconds };
    const alone = await consumeEmailQuota();
    const digestDelayMs = getEnv().LEAD_EMAIL_DIGEST_MINUTES * 60_000;
    const channels = deliveryChannels(lead.marketing_consent === true);

    const stored = await db.transaction(async (tx) => {
      if (window > 0) {
        // Two identical submissions at the same moment: the second waits for the first and then finds it.
        const { email, digits } = identity(lead);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${email}:${digits}`}, 0))`);
        const racing = await findRecent(tx, lead, window);
        if (racing) return { id: racing, duplicate: true };
      }
      const [row] = await tx
        .insert(leads)
        .values(toRow(lead, userAgent ?? undefined, estimate))
        .returning({ id: leads.id });
      if (!row) throw new Error("insert returned no row");
      await tx.insert(leadDeliveries).values(
        channels.map((channel) =>
          channel === "email" && !alone
            ? {
                leadId: row.id,
                channel,
                digest: true,
                nextAttemptAt: sql`now() + ${digestDelayMs} * interval '1 millisecond'`,
              }
            : { leadId: row.id, channel },
        ),
      );
      return { id: row.id, duplicate: false };
    });
    if (stored.duplicate) return collapsed(stored.id, lead.source, estimate);
    // Ids and channels only: the contact details stay in the database.
    log.info({ leadId: stored.id, source: lead.source, channels, digest: !alone }, "lead stored, deliveries queued");
    emitLeadStored(stored.id);
    return { ok: true, id: stored.id, duplicate: false, estimate };
  } catch (err) {
    log.error({ err, source: lead.source }, "lead could not be stored");
    return { ok: false, status: 503, error: leadErrors.unavailable };
  }
}

function collapsed(id: string, source: string, estimate: StoredEstimate | null): CreateLeadResult {
  getLogger().info({ leadId: id, source }, "identical lead collapsed into one stored minutes before");
  return { ok: true, id, duplicate: true, estimate };
}
