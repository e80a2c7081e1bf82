import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { site } from "~/content/site";
import type { Lead } from "../db/schema";
import { headerText, leadEmail } from "./email-content.server";
import { type DeliveryResult, describeError } from "./types";

export interface EmailOptions {
  to: string;
  from: string;
  /** smtp:// or smtps:// URL; without it each message is written to `mailDir` as an .eml file. */
  smtpUrl?: string;
  mailDir: string;
}

export const defaultMailFrom = `"${site.shortName} website" <website@${site.email.split("@")[1]}>`;

/** Sends lead e-mails over SMTP, or writes each as an RFC 822 file when no SMTP server is configured. */
export interface EmailSender {
  send(lead: Lead): Promise<DeliveryResult>;
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

  return {
    async send(lead) {
      const { subject, text, html } = leadEmail(lead);
      const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
      try {
        const info = await transport.sendMail({
          to: options.to,
          from: options.from,
          replyTo: { name: headerText(lead.name), address: lead.email },
          subject,
          text,
          html,
          // The same id on every attempt, so a mailbox can spot a repeat after a lost answer.
          messageId: `<lead-${lead.id}@${domain}>`,
          date: lead.createdAt,
        });
        if (!options.smtpUrl) await writeEml(options.mailDir, lead, info.message as Buffer);
        return { ok: true };
      } catch (err) {
        return { ok: false, error: describeError(err) };
      }
    },
    close() {
      transport.close();
    },
  };
}

/** One file per lead, named by time and id; written then renamed so a crash never leaves half a message. */
async function writeEml(dir: string, lead: Lead, raw: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const stamp = lead.createdAt.toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${lead.id}.eml`);
  const tmp = `${file}.tmp`;
  await writeFile(tmp, raw);
  await rename(tmp, file);
}
