import type { LeadSource } from "~/lib/lead-constants";
import { site } from "./site";

/** Copy of the e-mails that announce leads to the sales inbox (one per lead, or a digest in a flood). */
export const leadEmailCopy = {
  sourceLabels: {
    contact: "home page contact form",
    quote: "free quote form (/contact-us)",
    quiz: "quiz",
    chat: "chat assistant",
    booking: "consultation booking (/contact-us)",
  } satisfies Record<LeadSource, string>,
  subject: (source: string, name: string) => `New lead from the ${source}: ${name}`,
  intro: `New enquiry received by the ${site.name} website.`,
  heading: (name: string) => `New enquiry: ${name}`,
  replyHint: "Reply to this e-mail to answer the customer directly.",
  /** The transcript comes from the visitor's browser with the lead; the server never saw the assistant's side of it. */
  conversationHeading: "Chat conversation (as sent by the visitor's browser, not verified)",
  visitor: "Visitor",
  assistant: "Assistant",
} as const;

/** The digest that carries the leads held back once the hour's lead e-mails are used up (decision 051). */
export const leadDigestCopy = {
  subject: (count: number) => `Lead digest: ${count} new ${count === 1 ? "enquiry" : "enquiries"} held back`,
  intro: (count: number, perHour: number) =>
    `More than ${perHour} enquiries reached the ${site.name} website within an hour, so these ${count} come together in one e-mail instead of one each. Every one is stored, sent to the CRM webhook if there is one, and listed in the staff inbox (/quiz-analytics). A sudden flood may be a script: check before calling.`,
  cut: "[cut here; the whole message is in the staff inbox]",
  conversation: (turns: number) => `Chat conversation: ${turns} messages, in the staff inbox`,
  lead: (n: number, count: number) => `Enquiry ${n} of ${count}`,
} as const;

/** The reminder to the sales inbox when a lead is still new after one working hour (docs/product.md §15). */
export const speedReminderCopy = {
  subject: (name: string, source: string) => `Still waiting after a working hour: ${name} (${source})`,
  intro: (name: string) =>
    `${name} is still marked new, a working hour after their enquiry reached the ${site.name} website. Leads called back within the hour are far more likely to go ahead.`,
  source: "Came in through",
  received: "Received",
  open: "Open the staff inbox to call back and mark the lead contacted:",
  once: "This is the only reminder for this lead.",
} as const;
