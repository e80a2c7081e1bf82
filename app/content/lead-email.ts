import type { LeadSource } from "~/lib/lead-constants";
import { site } from "./site";

/** Copy of the e-mails that announce leads to the sales inbox (one per lead, or a digest in a flood). */
export const leadEmailCopy = {
  sourceLabels: {
    contact: "home page contact form",
    quote: "free quote form (/contact-us)",
    quiz: "quiz",
    chat: "chat assistant",
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
