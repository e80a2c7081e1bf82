import { createHmac } from "node:crypto";
import type { Lead } from "../db/schema";
import { leadPayload } from "../lead-fields.server";
import { type DeliveryResult, describeError } from "./types";

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * `t=<unix seconds>,sha256=<hex>`: HMAC-SHA256, with the shared secret, of
 * the time, a dot and the exact body bytes (decision 054). A receiver checks
 * the HMAC and that `t` is recent, so a captured request cannot be replayed
 * later; docs/webhooks.md shows how.
 */
export function signBody(body: string, secret: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},sha256=${createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex")}`;
}

export interface WebhookOptions {
  url: string;
  /** Without a secret the request carries no X-Signature header. */
  secret?: string;
  timeoutMs?: number;
}

/**
 * POSTs the lead as JSON. `Idempotency-Key` is the lead id, so a receiver can
 * ignore the repeats that retries after a lost answer produce (delivery is at
 * least once). Each attempt is signed afresh. Any 2xx is success.
 */
export async function sendWebhook(lead: Lead, options: WebhookOptions): Promise<DeliveryResult> {
  const body = JSON.stringify(leadPayload(lead));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": lead.id,
    "User-Agent": "cymru-solar-leads/1",
  };
  if (options.secret) headers["X-Signature"] = signBody(body, options.secret);
  try {
    const res = await fetch(options.url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    // The answer is not read; drop it so the connection can be reused.
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true };
    return { ok: false, error: `HTTP ${res.status} ${res.statusText}`.trim() };
  } catch (err) {
    if (err instanceof DOMException && err.name === "TimeoutError") {
      return { ok: false, error: `timed out after ${options.timeoutMs ?? WEBHOOK_TIMEOUT_MS} ms` };
    }
    const cause = (err as { cause?: unknown }).cause;
    return { ok: false, error: describeError(cause ?? err) };
  }
}
