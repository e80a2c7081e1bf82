/**
 * Server-side conversions through the Meta Conversions API (docs/decisions/096).
 * Only leads whose visitor accepted marketing cookies ever get a meta_capi_*
 * delivery row, so nothing here runs without consent. Each event goes
 * through the outbox: retried with backoff, sent at most once per lead and
 * event (one row per lead and channel), and its event_id lets Meta
 * deduplicate it against the browser pixel's event of the same id.
 */
import { createHash } from "node:crypto";
import type { Lead } from "../db/schema";
import { getEnv } from "../env.server";
import { type DeliveryResult, describeError } from "./types";

export const META_CAPI_TIMEOUT_MS = 10_000;

export type MetaEventName = "Lead" | "Purchase";

/** Both the pixel and a token: without either, no event is queued or sent. */
export function metaCapiConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.META_PIXEL_ID && env.META_CAPI_TOKEN);
}

/** The event_id of a lead's event: the lead id for Lead (the pixel on /thank-you uses it too). */
export const metaEventId = (leadId: string, event: MetaEventName) => (event === "Lead" ? leadId : `${leadId}:purchase`);

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Meta's rule for e-mail: trimmed, lower case, then hashed. */
export const hashEmail = (email: string) => sha256(email.trim().toLowerCase());

/**
 * Meta's rule for phone numbers: digits only, with the country code and no
 * leading '+' or zeros. Our numbers are British: 07700 900123 → 447700900123,
 * +44 (0)7700… → 447700…, 0044… → 44….
 */
export function normalisePhone(phone: string): string {
  let digits = phone.replace(/\(0\)/g, "").replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = `44${digits.slice(1)}`;
  return digits;
}
export const hashPhone = (phone: string) => sha256(normalisePhone(phone));

/** fbc from a stored _fbc cookie, else built from the fbclid as Meta documents (fb.1.<ms>.<fbclid>). */
function fbcOf(lead: Lead): string | undefined {
  const ids = lead.attribution?.clickIds;
  if (ids?.fbc) return ids.fbc;
  if (ids?.fbclid) return `fb.1.${lead.createdAt.getTime()}.${ids.fbclid}`;
  return undefined;
}

/** One server event for a lead, in the shape of the Conversions API's `data` array. */
export function metaEvent(
  lead: Lead,
  event: MetaEventName,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
) {
  const ids = lead.attribution?.clickIds;
  const userData: Record<string, string | string[]> = {
    em: [hashEmail(lead.email)],
    ph: [hashPhone(lead.phone)],
  };
  const fbc = fbcOf(lead);
  if (fbc) userData.fbc = fbc;
  if (ids?.fbp) userData.fbp = ids.fbp;
  if (lead.attribution?.userAgent) userData.client_user_agent = lead.attribution.userAgent;
  // No client_ip_address: the address is not stored in clear (docs/decisions/096).
  const sourceUrl = new URL(lead.page ?? "/thank-you", publicUrl).href;
  const at = event === "Lead" ? lead.createdAt : now;
  return {
    event_name: event,
    event_time: Math.floor(at.getTime() / 1000),
    event_id: metaEventId(lead.id, event),
    action_source: "website",
    event_source_url: sourceUrl,
    user_data: userData,
    ...(event === "Purchase" ? { custom_data: { value: lead.valueGbp ?? 0, currency: "GBP" } } : {}),
  };
}

export interface MetaCapiOptions {
  baseUrl: string;
  pixelId: string;
  token: string;
  publicUrl: string;
  timeoutMs?: number;
}

/**
 * POSTs one event to <base>/<pixel id>/events. Success is a 2xx; anything
 * else is a failure the outbox retries. The token travels in the body, never
 * in a URL that could be logged.
 */
export async function sendMetaEvent(
  lead: Lead,
  event: MetaEventName,
  options: MetaCapiOptions,
): Promise<DeliveryResult> {
  // Defence in depth: a row queued for a lead without consent is never sent.
  if (!lead.attribution?.marketingConsent) return { ok: true };
  const body = JSON.stringify({
    data: [metaEvent(lead, event, { publicUrl: options.publicUrl })],
    access_token: options.token,
  });
  const timeoutMs = options.timeoutMs ?? META_CAPI_TIMEOUT_MS;
  try {
    const res = await fetch(`${options.baseUrl}/${encodeURIComponent(options.pixelId)}/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true };
    return { ok: false, error: `HTTP ${res.status} ${res.statusText}`.trim() };
  } catch (err) {
    if (err instanceof DOMException && err.name === "TimeoutError")
      return { ok: false, error: `timed out after ${timeoutMs} ms` };
    const cause = (err as { cause?: unknown }).cause;
    return { ok: false, error: describeError(cause ?? err) };
  }
}
