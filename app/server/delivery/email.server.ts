import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { site } from "~/content/site";
import type { Lead } from "../db/schema";
import { digestEmail } from "./digest-content.server";
import { headerText, leadEmail } from "./email-content.server";
import { LEAD_IDS_HEADER } from "./mail-copies.server";
import { type DeliveryResult, describeError } from "./types";

export interface EmailOptions {
  to: string;
  from: string;
  /** smtp:// or smtps:// URL; without it each message is written to `mailDir` as an .eml file. */
  smtpUrl?: string;
  mailDir: string;
  /** The hourly e-mail ceiling, named in the digest's explanation. */
  perHour?: number;
}

export const defaultMailFrom = `"${site.shortName} website" <website@${site.email.split("@")[1]}>`;

/** Sends lead e-mails over SMTP, or writes each as an RFC 822 file when no SMTP server is configured. */
export interface EmailSender {
  send(lead: Lead): Promise<DeliveryResult>;
  /** One e-mail for the leads held back by the hourly e-mail ceiling (decision 051). */
  sendDigest(leads: Lead[]): Promise<DeliveryResult>;
  /** Any other message through the same transport (`to` given here wins), kept as a file without SMTP. */
  sendMail(mail: Mail.Options, file: { at: Date; name: string }): Promise<DeliveryResult>;
  close(): void;
}

export function createEmailSender(options: EmailOptions): EmailSender {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // Well under the worker's claim lease, so a stuck server cannot hold a row past it.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? "localhost";

  async function deliver(mail: Mail.Options, file: { at: Date; name: string }): Promise<DeliveryResult> {
    try {
      const info = await transport.sendMail({ to: options.to, from: options.from, ...mail });
      if (!options.smtpUrl) await writeEml(options.mailDir, file, info.message as Buffer);
      return { ok: true };
    } catch (err) {
      return { ok: false, error: describeError(err) };
    }
  }

  return {
    send(lead) {
      const { subject, text, html } = leadEmail(lead);
      return deliver(
        {
          replyTo: { name: headerText(lead.name), address: lead.email },
          subject,
          text,
          html,
          // The same id on every attempt, so a mailbox can spot a repeat after a lost answer.
          messageId: `<lead-${lead.id}@${domain}>`,
          date: lead.createdAt,
        },
        { at: lead.createdAt, name: lead.id },
      );
    },
    sendDigest(leads) {
      const first = leads[0];
      if (!first) return Promise.resolve({ ok: true });
      const { subject, text, html } = digestEmail(leads, options.perHour ?? leads.length);
      // No Reply-To: a digest answers nobody in particular.
      // A copy kept as a file lists its leads, so erasing one of them finds it (mail-copies.server.ts).
      const headers = options.smtpUrl ? undefined : { [LEAD_IDS_HEADER]: leads.map((l) => l.id).join(", ") };
      return deliver(
        { subject, text, html, headers, messageId: `<digest-${first.id}-${leads.length}@${domain}>` },
        { at: new Date(), name: `digest-${first.id}` },
      );
    },
    sendMail: deliver,
    close() {
      transport.close();
    },
  };
}

/** One file per message, named by time and lead id; written then renamed so a crash never leaves half a message. */
async function writeEml(dir: string, file: { at: Date; name: string }, raw: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const stamp = file.at.toISOString().replace(/[:.]/g, "-");
  const target = path.join(dir, `${stamp}-${file.name}.eml`);
  const tmp = `${target}.tmp`;
  await writeFile(tmp, raw);
  await rename(tmp, target);
}
