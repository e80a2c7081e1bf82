import path from "node:path";
import { site } from "~/content/site";
import { getDatabase } from "../db/index.server";
import { dataDir, getEnv } from "../env.server";
import { getLogger } from "../logger.server";
import { bookingEmailSender } from "./booking-email.server";
import { createEmailSender, defaultMailFrom } from "./email.server";
import { defaultBackoff } from "./backoff";
import type { Channel, DigestSender, Sender } from "./types";
import { speedReminderSender } from "./speed-reminder.server";
import { sendMetaEvent } from "./meta-capi.server";
import { sendWebhook } from "./webhook.server";
import { createDeliveryWorker, type DeliveryWorker, type WorkerOptions } from "./worker.server";

export { createDeliveryWorker } from "./worker.server";

let worker: DeliveryWorker | undefined;
let closeSenders: (() => void) | undefined;

/** The senders of the configured channels, from the environment. */
export function configuredSenders(): {
  senders: Partial<Record<Channel, Sender>>;
  digest: DigestSender;
  close: () => void;
} {
  const env = getEnv();
  const mailer = createEmailSender({
    to: env.LEAD_EMAIL_TO ?? site.email,
    from: env.MAIL_FROM ?? defaultMailFrom,
    smtpUrl: env.SMTP_URL,
    mailDir: path.join(dataDir(), "mail"),
    perHour: env.LEAD_EMAILS_PER_HOUR,
  });
  const visitor = { publicUrl: env.PUBLIC_URL, replyTo: env.LEAD_EMAIL_TO ?? site.email };
  const senders: Partial<Record<Channel, Sender>> = {
    email: (lead) => mailer.send(lead),
    booking_confirmation: bookingEmailSender(mailer, "booking_confirmation", visitor),
    booking_update: bookingEmailSender(mailer, "booking_update", visitor),
    booking_reminder: bookingEmailSender(mailer, "booking_reminder", visitor),
    speed_reminder: speedReminderSender(mailer, { publicUrl: env.PUBLIC_URL }),
  };
  const url = env.LEAD_WEBHOOK_URL;
  // Rows of a webhook that is no longer configured stay pending until it is configured again.
  if (url) senders.webhook = (lead) => sendWebhook(lead, { url, secret: env.LEAD_WEBHOOK_SECRET });
  const { META_PIXEL_ID: pixelId, META_CAPI_TOKEN: token } = env;
  // Rows queued while the Conversions API was configured wait, like the webhook's, until it is again.
  if (pixelId && token) {
    const capi = { baseUrl: env.META_CAPI_URL, pixelId, token, publicUrl: env.PUBLIC_URL };
    senders.meta_capi_lead = (lead) => sendMetaEvent(lead, "Lead", capi);
    senders.meta_capi_purchase = (lead) => sendMetaEvent(lead, "Purchase", capi);
  }
  return { senders, digest: (leads) => mailer.sendDigest(leads), close: () => mailer.close() };
}

/** Starts the process's delivery worker (idempotent). */
export function startDeliveryWorker(overrides: Partial<WorkerOptions> = {}): DeliveryWorker {
  if (worker) return worker;
  const { senders, digest, close } = configuredSenders();
  closeSenders = close;
  const env = getEnv();
  worker = createDeliveryWorker({
    getDb: async () => (await getDatabase()).db,
    senders,
    digest,
    log: getLogger().child({ module: "delivery" }),
    leaseMs: env.LEAD_DELIVERY_LEASE_MS,
    backoff: { ...defaultBackoff, baseMs: env.LEAD_DELIVERY_RETRY_MS },
    ...overrides,
  });
  worker.start();
  return worker;
}

/** Stops polling, finishes the sends in flight and closes the mail transport. */
export async function stopDeliveryWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.stop();
  closeSenders?.();
  closeSenders = undefined;
}
