/** Copy of the contact and quote forms, their messages (docs/product.md §4.1, §8.1) and the pages around them. */
import type { contactMethodValues, referralValues } from "~/lib/lead-constants";

export const formMessages = {
  submitting: "Submitting...",
  successTitle: "Success!",
  successDescription: "Thank you for your inquiry. We'll be in touch shortly.",
  errorTitle: "Error",
  errorDescription: "There was a problem submitting your form. Please try again.",
  fieldErrorsIntro: "Please correct the highlighted fields and send the form again.",
} as const;

export const fieldLabels = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  address: "Property Address",
  preferred_date: "Preferred Contact Date",
  contact_method: "Preferred Contact Method",
  referral: "How did you hear about us?",
  message: "Message",
  postcode: "Postcode",
  monthlyBill: "Monthly electricity bill (£)",
  annualKwh: "Annual electricity use (kWh)",
  kwp: "System size (kWp)",
} as const;

export type LeadFieldName = keyof typeof fieldLabels;

export const placeholders: Partial<Record<LeadFieldName, string>> = {
  name: "e.g. Ceri Jones",
  email: "e.g. ceri@example.co.uk",
  phone: "e.g. 07700 900123",
  address: "House number, street, town and postcode",
  message: "Tell us about your property, your energy bills or any questions you have",
};

export const optionalNote = "(optional)";
export const chooseOption = "Choose an option";

export const contactMethodLabels: Record<(typeof contactMethodValues)[number], string> = {
  phone: "Phone call",
  email: "Email",
  home_visit: "Home visit",
};

export const referralLabels: Record<(typeof referralValues)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  google: "Google search",
  other: "Other",
};

export const honeypotLabel = "Leave this field empty";

export const homeContact = {
  heading: "Get Your Free Quote",
  intro:
    "Tell us a little about your home or business and one of our surveyors will get back to you with honest advice and a no-obligation quote.",
  submit: "Send My Enquiry",
  detailsHeading: "Talk to us",
  phoneLabel: "Call us",
  emailLabel: "Email us",
  responseHeading: "Fast response",
  responsePromise: "We reply within 24 hours, same day for urgent calls.",
  privacyNote: "We only use your details to answer your enquiry.",
} as const;

export const quotePage = {
  intro: "Free, no-obligation advice from local, MCS certified installers. We reply within 24 hours.",
  formHeading: "Get Your Free Quote",
  formIntro: "Send us your details and we will prepare a quote for your property.",
  submit: "Get My Free Quote",
  estimateHint: "With your postcode and bill we send your surveyor a first savings estimate with your enquiry.",
  carriedHeading: "From your savings estimate",
  /** The calculator's roof answers, carried with the quote (docs/product.md §13.6). */
  carriedRoof: (parts: string[]) => `Also sent with your enquiry: ${parts.join(", ")}.`,
  quickActions: {
    heading: "Quick Actions",
    items: [
      { label: "Free Quote", description: "Fill in the form on this page", href: "#quote-form" },
      { label: "Phone Consultation", description: "Speak to an adviser now", href: "tel" },
      { label: "Site Survey", description: "Book a free survey of your roof", href: "tel" },
    ],
  },
  contactInfo: {
    heading: "Contact Information",
    phone: "Phone",
    email: "Email",
    address: "Address",
    responseTimes: "Response times",
    responseLines: ["Quotes: within 24 hours", "Urgent calls: same day"],
  },
} as const;

export const thankYou = {
  lead: "Thanks for getting in touch: our team will be in touch within 24 hours.",
  nextHeading: "What happens next?",
  steps: [
    "An adviser reviews your details and any questions you sent us.",
    "We call or email you to talk through your property and what you want from solar.",
    "We arrange a free site survey and send you a clear, no-obligation quote.",
  ],
  home: "Return to Homepage",
  learnMore: "Learn More About Solar",
  callPrompt: "Need to talk sooner? Call us on",
} as const;
