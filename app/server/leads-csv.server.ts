import type { StaffLead } from "~/lib/staff-types";
import { CSV_BOM, csvRow } from "./csv.server";
import { allLeads } from "./staff-leads.server";

const columns: [string, (l: StaffLead) => unknown][] = [
  ["received", (l) => l.createdAt],
  ["source", (l) => l.source],
  ["name", (l) => l.name],
  ["email", (l) => l.email],
  ["phone", (l) => l.phone],
  ["address", (l) => l.address],
  ["postcode", (l) => l.postcode],
  ["preferred_date", (l) => l.preferredDate],
  ["contact_method", (l) => l.contactMethod],
  ["referral", (l) => l.referral],
  ["message", (l) => l.message],
  [
    "quiz_answers",
    (l) =>
      l.quizAnswers
        ? Object.entries(l.quizAnswers)
            .map(([q, a]) => `${q}: ${a}`)
            .join("; ")
        : "",
  ],
  ["conversation", (l) => (l.conversationHistory ?? []).map((m) => `${m.role}: ${m.content}`).join("\n")],
  ["variant", (l) => l.variant],
  ["page", (l) => l.page],
  ["referrer", (l) => l.referrer],
  ["utm_source", (l) => l.utmSource],
  ["utm_medium", (l) => l.utmMedium],
  ["utm_campaign", (l) => l.utmCampaign],
  ["email_delivery", (l) => l.deliveries.find((d) => d.channel === "email")?.status ?? ""],
  ["webhook_delivery", (l) => l.deliveries.find((d) => d.channel === "webhook")?.status ?? ""],
  ["id", (l) => l.id],
];

/** The CSV export, streamed page by page. */
export function leadsCsv(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const leads = allLeads();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(columns.map(([name]) => name))));
        return;
      }
      const next = await leads.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvRow(columns.map(([, get]) => get(next.value)))));
    },
    async cancel() {
      await leads.return(undefined);
    },
  });
}
