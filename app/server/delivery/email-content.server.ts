import { site } from "~/content/site";
import type { Lead } from "../db/schema";

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const sourceLabels: Record<string, string> = {
  contact: "home page contact form",
  quote: "free quote form (/contact-us)",
  quiz: "quiz",
  chat: "chat assistant",
};

/** The lead's fields as labelled rows, in reading order; empty ones left out. */
export function leadRows(lead: Lead): [label: string, value: string][] {
  const rows: [string, string | null | undefined][] = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Address", lead.address],
    ["Postcode", lead.postcode],
    ["Preferred contact date", lead.preferredDate],
    ["Preferred contact method", lead.contactMethod?.replace("_", " ")],
    ["Heard about us via", lead.referral],
    ["Message", lead.message],
    ...Object.entries(lead.quizAnswers ?? {}).map(([q, a]): [string, string] => [`Quiz: ${q}`, a]),
    ["Source", sourceLabels[lead.source] ?? lead.source],
    ["Quiz variant", lead.variant],
    ["Page", lead.page],
    ["Referrer", lead.referrer],
    ["utm_source", lead.utmSource],
    ["utm_medium", lead.utmMedium],
    ["utm_campaign", lead.utmCampaign],
    ["Lead id", lead.id],
    ["Received", lead.createdAt.toISOString()],
  ];
  return rows.filter((r): r is [string, string] => typeof r[1] === "string" && r[1] !== "");
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** Subject, plain-text and HTML bodies of the e-mail announcing a lead. Every lead value is escaped in the HTML. */
export function leadEmail(lead: Lead): LeadEmail {
  const rows = leadRows(lead);
  const history = lead.conversationHistory ?? [];
  // Header values cannot carry line breaks; nodemailer encodes the rest.
  const subject = `New lead from the ${sourceLabels[lead.source] ?? lead.source}: ${lead.name}`.replace(/\s+/g, " ");

  const text = [
    `New enquiry received by the ${site.name} website.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(history.length
      ? [
          "",
          "Chat conversation:",
          ...history.map((m) => `${m.role === "user" ? "Visitor" : "Assistant"}: ${m.content}`),
        ]
      : []),
    "",
    "Reply to this e-mail to answer the customer directly.",
  ].join("\n");

  const cell = "padding:6px 12px;border-bottom:1px solid #d7dfe9;vertical-align:top;text-align:left";
  const html = [
    "<!doctype html>",
    '<html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f1f33">',
    `<h1 style="font-size:20px">New enquiry: ${escapeHtml(lead.name)}</h1>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    ...(history.length
      ? [
          '<h2 style="font-size:16px">Chat conversation</h2>',
          "<ol>",
          ...history.map(
            (m) =>
              `<li><strong>${m.role === "user" ? "Visitor" : "Assistant"}:</strong> <span style="white-space:pre-wrap">${escapeHtml(m.content)}</span></li>`,
          ),
          "</ol>",
        ]
      : []),
    "<p>Reply to this e-mail to answer the customer directly.</p>",
    "</body></html>",
  ].join("\n");

  return { subject, text, html };
}
