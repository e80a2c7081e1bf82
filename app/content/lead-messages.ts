import { site } from "./site";

/** What POST /api/leads and the site's form actions answer when a lead is not stored. */
export const leadErrors = {
  invalid: "Please check the highlighted fields",
  rejected: "Submission rejected",
  tooMany: "Too many submissions. Please try again later.",
  unavailable: "We could not save your enquiry just now. Please try again.",
  /** The site-wide hourly ceiling is reached (a flood): a person can still call. */
  busy: `We are receiving an unusual number of enquiries. Please try again later, or call us on ${site.phone.display}.`,
} as const;
