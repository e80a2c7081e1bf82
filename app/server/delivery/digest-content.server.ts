/**
 * The digest e-mail: the leads whose own e-mails were held back by the
 * hourly e-mail ceiling, in one message (decision 051). Each lead keeps its
 * rows (LEAD_FIELDS), its message cut short so a flood of long messages
 * cannot make one enormous e-mail; the inbox holds everything.
 */
import { leadDigestCopy as copy } from "~/content/lead-email";
import type { Lead } from "../db/schema";
import { escapeHtml, type LeadEmail, leadRows, oneLine, quoted } from "./email-content.server";

/** Characters of a message shown in the digest. */
export const DIGEST_MESSAGE_CHARS = 500;

function cut(value: string): string {
  return value.length > DIGEST_MESSAGE_CHARS ? `${value.slice(0, DIGEST_MESSAGE_CHARS)}\n${copy.cut}` : value;
}

function rowsOf(lead: Lead) {
  const rows = leadRows(lead).map((row) => (row.multiline ? { ...row, value: cut(row.value) } : row));
  const turns = lead.conversationHistory?.length ?? 0;
  return turns ? [...rows, { label: "", value: copy.conversation(turns), multiline: false }] : rows;
}

/** Subject, plain text and HTML of the digest of these leads (oldest first). */
export function digestEmail(leads: Lead[], perHour: number): LeadEmail {
  const count = leads.length;
  const subject = copy.subject(count);
  const text = [
    copy.intro(count, perHour),
    ...leads.flatMap((lead, i) => [
      "",
      `--- ${copy.lead(i + 1, count)} ---`,
      ...rowsOf(lead).flatMap(({ label, value, multiline }) =>
        multiline ? [`${label}:`, ...quoted(value)] : [label ? `${label}: ${oneLine(value)}` : value],
      ),
    ]),
  ].join("\n");

  const cell = "padding:4px 10px;border-bottom:1px solid #d7dfe9;vertical-align:top;text-align:left";
  const html = [
    "<!doctype html>",
    '<html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f1f33">',
    `<p>${escapeHtml(copy.intro(count, perHour))}</p>`,
    ...leads.flatMap((lead, i) => [
      `<h2 style="font-size:16px">${escapeHtml(copy.lead(i + 1, count))}: ${escapeHtml(oneLine(lead.name))}</h2>`,
      '<table style="border-collapse:collapse">',
      ...rowsOf(lead).map(
        ({ label, value }) =>
          `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
    ]),
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
