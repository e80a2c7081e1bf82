/** Copy of the sales pipeline in the staff inbox and its API errors (docs/product.md §15). */
import type { LeadStatus, LostReason } from "~/lib/lead-constants";
import { PIPELINE_LIMITS } from "~/lib/lead-constants";

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  survey_booked: "Survey booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  timing: "Not the right time",
  unsuitable_property: "Property not suitable",
  went_elsewhere: "Went with another installer",
  no_response: "No response",
  other: "Other",
};

export const pipelineErrors = {
  notFound: "No such lead",
  invalid: "Invalid lead update",
  status: "Unknown status",
  nothing: "Nothing to change: give a status, a note, a lost reason or a value",
  valueNotWon: "A value can only be given for a won lead",
  value: `The value must be a whole number of pounds from 0 to ${PIPELINE_LIMITS.valueGbp.toLocaleString("en-GB")}`,
  lostReasonNotLost: "A lost reason can only be given for a lost lead",
  lostReason: "Unknown lost reason",
  lostReasonMissing: "A lost lead needs a reason from the list",
  noteEmpty: "The note is empty",
  noteTooLong: `The note must be at most ${PIPELINE_LIMITS.note.toLocaleString("en-GB")} characters`,
  noteText: "The note contains characters that cannot be stored",
} as const;

export const pipelineCopy = {
  status: "Status",
  lostReason: "Lost reason",
  chooseReason: "Choose a reason",
  value: "Value (£, whole pounds)",
  update: "Update status or add a note",
  save: "Save",
  saving: "Saving...",
  saved: "Saved",
  note: "Add a note",
  addNote: "Add note",
  notes: "Notes",
  received: "Received",
  firstContacted: "First contacted",
  overdue: "Waiting over a working hour",
  /** One person's other enquiries, by the same e-mail or UK phone (decision 085). */
  related: "Same person",
  alsoEnquired: (date: string, source: string) => `also enquired on ${date} (${source})`,
  filters: {
    legend: "Find leads",
    status: "Status",
    allStatuses: "All statuses",
    source: "Source",
    allSources: "All sources",
    from: "Received from",
    to: "Received to",
    search: "Search name, e-mail, phone or postcode",
    apply: "Show",
    clear: "Clear",
  },
  noMatch: "No leads match these filters.",
  /** A filter in the address the inbox cannot use, e.g. a hand-edited date; `fields` names each. */
  invalidFilters: (fields: string[]) => `These filters cannot be used: ${fields.join("; ")}.`,
} as const;

/** The pipeline's figures on the funnel dashboard. */
export const pipelineFiguresCopy = {
  heading: "Sales pipeline",
  intro: "Leads received in the dates chosen above (the quiz variant does not apply).",
  medianToContact: "Median time to first contact",
  medianHint: "From receipt to the first status change, in clock time; bookings left out",
  none: "No contacts yet",
  contacted: (n: number) => `over ${n.toLocaleString("en-GB")} contacted ${n === 1 ? "lead" : "leads"}`,
  waiting: "Leads still new",
  bySource: "Lead to won, by source",
  byUtmSource: "Lead to won, by utm_source",
  sourceColumn: "Source",
  leadsColumn: "Leads",
  wonColumn: "Won",
  rateColumn: "Lead to won",
  noUtm: "(none)",
  empty: "No leads in these dates.",
} as const;

/** 45 min, 3 h 20 min, 2 days 4 h */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24
    ? `${days} ${days === 1 ? "day" : "days"} ${hours % 24} h`
    : `${days} ${days === 1 ? "day" : "days"}`;
}

/** Notes the server adds to a lead by itself, timestamped like staff notes. */
export const systemNotes = {
  bookingCancelled: (by: "visitor" | "staff", to: string) =>
    `[System] The consultation booking was cancelled by ${by === "visitor" ? "the visitor" : "staff"}; status moved back from Survey booked to ${to}.`,
} as const;
