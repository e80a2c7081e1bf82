import type { DeliveryChannel } from "~/lib/lead-constants";
import type { Lead } from "../db/schema";

/**
 * The outcome of one attempt to deliver a lead: expected failures are values,
 * never exceptions. `cancelled`: nothing was sent because nothing is needed
 * any more (a reminder for a lead already contacted).
 */
export type DeliveryResult = { ok: true; cancelled?: boolean } | { ok: false; error: string };

export type Channel = DeliveryChannel;

/** Sends one lead through one channel. */
export type Sender = (lead: Lead) => Promise<DeliveryResult>;

/** Sends the e-mails held back by the hourly ceiling as one digest. */
export type DigestSender = (leads: Lead[]) => Promise<DeliveryResult>;

/** A short, single-line description of an error for `last_error`. */
export function describeError(err: unknown): string {
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return message.replace(/\s+/g, " ").slice(0, 500);
}
