/**
 * The e-mail that announces a lead: subject, plain text and HTML, with the
 * lead's fields in the order of LEAD_FIELDS. Lead text is data, never markup
 * or structure: escaped in the HTML, unable to start a line of its own in the
 * plain text, unable to pose as an encoded word in a header (decision 053).
 */
import { leadEmailCopy as copy } from "~/content/lead-email";
import type { Lead } from "../db/schema";
import { fieldWords, LEAD_FIELDS } from "../lead-fields.server";

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// C0 and C1 controls, and the bidirectional embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g;

/** Text for one line of a message or header: controls and bidi overrides become a space. */
export function oneLine(text: string): string {
  return text.replace(UNSAFE_IN_LINE, " ").replace(/ {2,}/g, " ").trim();
}

/**
 * Text for a header that nodemailer may send as it is: `=?` cannot open an
 * RFC 2047 encoded word (a mail client would decode `=?UTF-8?B?…?=` in a name
 * into any subject the sender likes), so a zero-width space goes between the
 * two characters. The header is then no longer plain ASCII and nodemailer
 * encodes all of it, the literal `=?` included.
 */
export function headerText(text: string): string {
  return oneLine(text).replace(/=\?/g, "=\u200b?");
}

/** Free text in the plain-text body: each of its lines quoted, so none can pose as a field ("Email: …"). */
export function quoted(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => `> ${line.replace(UNSAFE_IN_LINE, " ")}`);
}

type Row = { label: string; value: string; multiline: boolean };

/** The lead's fields as labelled rows, in the order of LEAD_FIELDS; empty ones, the transcript and the pipeline left out. */
export function leadRows(lead: Lead): Row[] {
  return LEAD_FIELDS.filter((f) => f.key !== "conversationHistory" && !("pipeline" in f && f.pipeline))
    .map((f) => ({ label: f.label, value: fieldWords(lead, f.key), multiline: "multiline" in f && f.multiline }))
    .filter((row) => row.value !== "");
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

const speaker = (role: string) => (role === "user" ? copy.visitor : copy.assistant);

/** Subject, plain-text and HTML bodies of the e-mail announcing a lead. */
export function leadEmail(lead: Lead): LeadEmail {
  const rows = leadRows(lead);
  const history = lead.conversationHistory ?? [];
  const subject = headerText(copy.subject(copy.sourceLabels[lead.source], lead.name));

  const text = [
    copy.intro,
    "",
    ...rows.flatMap(({ label, value, multiline }) =>
      multiline ? [`${label}:`, ...quoted(value)] : [`${label}: ${oneLine(value)}`],
    ),
    ...(history.length
      ? ["", `${copy.conversationHeading}:`, ...history.flatMap((m) => [`${speaker(m.role)}:`, ...quoted(m.content)])]
      : []),
    "",
    copy.replyHint,
  ].join("\n");

  const cell = "padding:6px 12px;border-bottom:1px solid #d7dfe9;vertical-align:top;text-align:left";
  const html = [
    "<!doctype html>",
    '<html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f1f33">',
    `<h1 style="font-size:20px">${escapeHtml(copy.heading(oneLine(lead.name)))}</h1>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ({ label, value }) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    ...(history.length
      ? [
          `<h2 style="font-size:16px">${escapeHtml(copy.conversationHeading)}</h2>`,
          "<ol>",
          ...history.map(
            (m) =>
              `<li><strong>${escapeHtml(speaker(m.role))}:</strong> <span style="white-space:pre-wrap">${escapeHtml(m.content)}</span></li>`,
          ),
          "</ol>",
        ]
      : []),
    `<p>${escapeHtml(copy.replyHint)}</p>`,
    "</body></html>",
  ].join("\n");

  return { subject, text, html };
}
