import { deliveryChannels } from "~/lib/lead-constants";
import type { StaffLead } from "~/lib/staff-types";
import { CSV_BOM, csvRow } from "./csv.server";
import { csvHeader, fieldText, LEAD_FIELDS, type LeadField } from "./lead-fields.server";
import { allLeads } from "./staff-leads.server";

type Column = [header: string, value: (l: StaffLead) => string];
const fieldColumn = (field: LeadField): Column => [
  csvHeader(field),
  (l) =>
    fieldText(
      {
        ...l,
        createdAt: new Date(l.createdAt),
        firstContactedAt: l.firstContactedAt ? new Date(l.firstContactedAt) : null,
        erasedAt: l.erasedAt ? new Date(l.erasedAt) : null,
      },
      field.key,
    ),
];

/** The lead's fields in the order of LEAD_FIELDS, then the delivery statuses; the id last, as the export always had it. */
const columns: Column[] = [
  ...LEAD_FIELDS.filter((f) => f.key !== "id").map(fieldColumn),
  ...deliveryChannels.map((channel): Column => [
    `${channel}_delivery`,
    (l) => l.deliveries.find((d) => d.channel === channel)?.status ?? "",
  ]),
  ...LEAD_FIELDS.filter((f) => f.key === "id").map(fieldColumn),
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
