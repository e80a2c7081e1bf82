/**
 * Copy of the chat assistant: the widget's labels and messages (spec §2, §8)
 * and the built-in assistant's own phrasing. Facts come from faq.ts,
 * services.ts, process.ts and site.ts; what is only here is what those files
 * do not say in a form a reply can use.
 */

export const chatCopy = {
  greeting: "Hello, how can I help you today?",
  launcherLabel: "Open chat",
  closeLabel: "Close chat",
  bubble: "Chat with us",
  dismissBubble: "Dismiss chat prompt",
  panelTitle: "Chat with Cymru Solar",
  panelSubtitle: "Ask about prices, savings or batteries",
  logLabel: "Chat messages",
  inputLabel: "Your message",
  inputPlaceholder: "Type your message…",
  send: "Send message",
  thinking: "Thinking…",
  /** Shown when the visitor asks for a call or accepts the offer of one (spec §4, local triggers). */
  detailsRequest:
    "Happy to arrange that. Please share a few details below and one of our advisers will give you a free call.",
  leadThanks: (name: string) =>
    `Thank you, ${name}! Our team will be in touch shortly, usually within 24 hours and the same day if it is urgent.`,
  form: {
    title: "Request a free call",
    intro: "Leave your details and an adviser will call you back.",
    submit: "Request Call",
    submitting: "Sending…",
    cancel: "Cancel",
    privacy: "We only use your details to contact you about your enquiry. See our",
    privacyLink: "privacy policy",
  },
  /** The fixed `message` of every chat lead (spec §3). */
  leadMessage: "Customer expressed interest through the chatbot",
  toasts: {
    rateLimited: ["Rate limit exceeded", "Please try again in a moment."],
    unavailable: ["Service unavailable", "AI service temporarily unavailable."],
    sendFailed: ["Error", "Failed to send message. Please try again."],
    missing: ["Missing information", "Please provide your name, email and phone number"],
    leadFailed: ["Error", "Failed to submit your information. Please try again."],
    leadSent: ["Thank you!", "Our team will contact you shortly."],
  },
} as const;

/** The built-in assistant's phrasing. */
export const assistantCopy = {
  offerCall: "Would you like a free call from one of our advisers?",
  /** When retrieval finds nothing it is confident about. */
  unsure: "I'm not sure I can answer that one properly here, but our advisers certainly can.",
  /** Buying intent with no specific answer (a quote, a price for the visitor's own home). */
  intent: "Every home is different, so the best next step is a free, no-obligation chat with one of our advisers.",
  hello:
    "Hello! I can help with prices, savings, batteries, installation, our service areas and more. What would you like to know?",
  thanks: "You're welcome! Is there anything else I can help with?",
} as const;

/** Extra answers the built-in assistant can give, each with words visitors use for it. */
export interface AssistantTopic {
  id: string;
  keywords: string;
  answer: string;
}

export const assistantTopics: AssistantTopic[] = [
  {
    id: "headline-price",
    keywords: "price cost how much cheapest system starting from budget afford expensive",
    answer:
      "Complete solar systems start from £3,995 including VAT, and a typical 4kW home system is from £4,500 fully installed. Your price is fixed after a free survey.",
  },
  {
    id: "warranty",
    keywords: "warranty guarantee guaranteed cover covered faulty breakdown",
    answer:
      "Our systems come with warranties of up to 25 years on the panels; batteries carry a 10-year warranty and inverters usually 10 years or more.",
  },
  {
    id: "reply-time",
    keywords: "quote reply respond response hear back how quickly soon urgent",
    answer: "We reply to quote requests within 24 hours, and the same day for urgent calls.",
  },
  {
    id: "record",
    keywords: "record biggest largest project school commercial experience installations done",
    answer:
      "We hold the Welsh record for a single installation: 756.09kW from 1,626 panels across 3 roof levels of a school. We have completed over 500 installations.",
  },
  {
    id: "terms",
    keywords: "quote valid validity cancel cancellation cooling off change mind vat included",
    answer:
      "Our quotes are valid for 30 days, prices include VAT, and you have a 14-day cooling-off period after signing.",
  },
];

/**
 * Visitors' words mapped to the words our content uses, so "fitting" finds
 * installation answers and "overcast" finds the cloudy-weather answer.
 */
export const assistantSynonyms: Record<string, string> = {
  fit: "install",
  fitting: "install",
  fitted: "install",
  put: "install",
  cost: "price",
  costs: "price",
  charge: "price",
  money: "save",
  overcast: "cloudy",
  cloud: "cloudy",
  clouds: "cloudy",
  rain: "cloudy",
  rainy: "cloudy",
  grey: "cloudy",
  dull: "cloudy",
  winter: "cloudy",
  accredited: "certified",
  accreditation: "certifications",
  accreditations: "certifications",
  qualified: "certified",
  registered: "certified",
  approved: "certified",
  export: "export",
  sell: "export",
  feed: "export",
  surplus: "export",
  seg: "export",
  permission: "planning",
  council: "planning",
  consent: "planning",
  worth: "value",
  increase: "value",
  damaged: "repairs",
  repair: "repairs",
  fix: "repairs",
  leak: "repairs",
  leaking: "repairs",
  condition: "roof",
  lifespan: "last",
  life: "last",
  lifetime: "last",
  durable: "last",
  pays: "pay",
  payback: "pay",
  recoup: "pay",
  return: "pay",
  storage: "battery",
  servicing: "maintenance",
  service: "maintenance",
  clean: "cleaning",
  cleaned: "cleaning",
  upkeep: "maintenance",
  located: "address",
  based: "address",
  office: "address",
  where: "address",
  open: "hours",
  opening: "hours",
  closed: "hours",
  weekend: "hours",
  saturday: "hours",
  sunday: "hours",
  cover: "areas",
  area: "areas",
  region: "areas",
  steps: "process",
  timeline: "process",
  weeks: "process",
};
