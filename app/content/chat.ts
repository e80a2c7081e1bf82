/**
 * Copy of the chat assistant: the widget's labels and messages (docs/product.md §2.4, §8.1)
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
  /** Shown when the visitor asks for a call or accepts the offer of one (docs/product.md §4.2). */
  detailsRequest:
    "Happy to arrange that. Please share a few details below and one of our advisers will give you a free call.",
  leadThanks: (name: string) =>
    `Thank you, ${name}! Our team will be in touch shortly, usually within 24 hours and the same day if it is urgent.`,
  form: {
    title: "Request a free call",
    intro: "Leave your details and an adviser will call you back.",
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    address: "Property Address (optional)",
    submit: "Request Call",
    submitting: "Sending…",
    cancel: "Cancel",
    privacy: "We only use your details to contact you about your enquiry. See our",
    privacyLink: "privacy policy",
  },
  /** The fixed `message` of every chat lead (docs/product.md §3.1). */
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
