import type { LeadSource } from "~/lib/lead-constants";

/** Messages of the staff API and log-in; "Invalid password" is the spec's, kept exactly (scripts read it). */
export const AUTH_ERRORS = {
  required: "Password is required",
  tooLong: "Password must be at most 100 characters",
  invalid: "Invalid password",
  tooMany: "Too many log-in attempts. Please wait a few minutes and try again.",
  crossOrigin: "Cross-origin request refused",
  unavailable: "The staff area is unavailable just now (database). Please try again shortly.",
} as const;

/** Copy of the staff area (/quiz-analytics). Strings quoted in docs/product.md §8 are kept exactly. */
export const staffCopy = {
  /** Shown on every staff page while the estimate's price-cap figures are over four months old (issue #13). */
  priceCap: {
    heading: "Savings estimates use an old price cap",
    body: (asOf: string, staleAfter: string) =>
      `The electricity unit rate and standing charge in the estimate are from the Ofgem price cap of ${asOf}, and were due an update by ${staleAfter}. Until they are updated in app/content/estimate.ts, the calculator, the quiz and the estimates stored with new leads use them.`,
    link: "See the figures and their sources",
  },
  title: "Quiz Analytics",
  areaLabel: "Staff area",
  gate: {
    heading: "Staff log-in",
    intro: "Enter the staff password to see how the quiz is doing and which enquiries have come in.",
    passwordLabel: "Password",
    submit: "Log in",
    submitting: "Logging in...",
    required: "Password is required",
    expired: "Session expired. Please log in again.",
    failed: "We could not log you in just now. Please try again.",
  },
  logOut: "Log out",
  logOutEverywhere: "Log out everywhere",
  logOutEverywhereHint: "Ends every staff session, on every device",
  tabs: { label: "Staff area sections", inbox: "Leads inbox", bookings: "Bookings", funnel: "Quiz funnel" },
  bookings: {
    heading: "Bookings",
    intro: "Free consultations from yesterday on. Cancelling tells the visitor by e-mail and frees the place.",
    empty: "No bookings from yesterday on.",
    cancel: "Cancel",
    done: "Mark done",
    requirements: "Requirements",
    status: { confirmed: "Confirmed", cancelled: "Cancelled", done: "Done" } as Record<string, string>,
    failed: "That did not work. Please reload the page and try again.",
  },
  loading: "Loading analytics...",
  loadFailed: "Failed to load analytics data",
  empty: "No analytics data available yet",
  filters: {
    legend: "Filter the figures",
    from: "From",
    to: "To",
    variant: "Quiz variant",
    allVariants: "Both variants",
    variantA: "Variant A",
    variantB: "Variant B",
    reset: "Clear filters",
    apply: "Apply filters",
    invalid: "These filters could not be used:",
    note: "Sessions are counted on the day (UK time) they began.",
  },
  cards: {
    starts: "Total Quiz Starts",
    formReached: "Reached Contact Form",
    submissions: "Completed Submissions",
    abandoned: "Abandoned",
    completionRate: "completion rate",
    conversionRate: "conversion rate",
    dropOffRate: "drop-off rate",
    /** Accessible name of each card's hint button. */
    aboutLabel: (label: string) => `How "${label}" is counted`,
    hints: {
      starts: "Visitors who began the quiz in the chosen period, each counted once however often they reloaded.",
      formReached:
        "Of those, the visitors who answered all five questions and saw the contact form. The rate is a share of starts.",
      submissions: "Of those, the visitors who sent their details. The rate is a share of starts.",
      abandoned: "Visitors who left the quiz page without sending their details. The rate is a share of starts.",
    },
  },
  questions: {
    heading: "Question Performance",
    intro: "Sessions that answered each question, as a share of quiz starts.",
    answered: "answered",
  },
  popular: {
    heading: "Popular Answers",
    responses: (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "response" : "responses"}`,
  },
  variants: {
    heading: "Variant A against variant B",
    /** The figures are rows and the variants columns, so the table fits a phone. */
    figureColumn: "Figure",
    rows: { starts: "Starts", formReached: "Reached form", submissions: "Submissions", conversionRate: "Conversion" },
    names: { a: "Variant A", b: "Variant B" },
    better: "converts better",
  },
  utm: {
    heading: "Where visitors came from",
    /** Three columns, so the table fits a phone; the conversion rate follows the submissions. */
    columns: ["Source (utm_source)", "Starts", "Submissions (conversion)"],
    none: "(none)",
    /** Sessions whose tag came after the day's quota of new tags (QUIZ_UTM_SOURCES_PER_DAY). */
    overflow: "New tags past the daily limit",
    /** The sources beyond the 20 listed, summed. */
    other: (sources: number) => `${sources.toLocaleString("en-GB")} other ${sources === 1 ? "source" : "sources"}`,
  },
  daily: {
    heading: "Daily trend",
    chartLabel: (from: string, to: string) =>
      `Quiz starts, contact forms reached and submissions per day, ${from} to ${to}`,
    series: { starts: "Starts", formReached: "Reached form", submissions: "Submissions" },
    showTable: "Show the figures as a table",
    dateColumn: "Date",
  },
  leads: {
    heading: "Leads inbox",
    intro: "Newest first. Each enquiry is e-mailed (and sent to the CRM webhook when one is set up).",
    downloadCsv: "Download CSV",
    loadMore: "Load more",
    loading: "Loading leads...",
    none: "No leads yet.",
    failed: "Failed to load leads",
    sessionEnded: "Your session has ended.",
    logInAgain: "Log in again",
    retry: "Retry",
    retrying: "Retrying...",
    retryFailed: "Could not retry this delivery",
    fields: {
      email: "Email",
      phone: "Phone",
      address: "Address",
      postcode: "Postcode",
      preferredDate: "Preferred date",
      contactMethod: "Contact method",
      referral: "Heard about us",
      message: "Message",
      quizAnswers: "Quiz answers",
      estimate: "Savings estimate (worked out by the site when the lead arrived)",
      // The transcript arrives with the lead from the browser; the server never checked it (decision 053).
      conversation: "Chat transcript from the visitor's browser, not verified",
      attribution: "Attribution",
      deliveries: "Delivery",
    },
    /** The lead's campaign: each touch's tags, landing page and referrer; click ids only when kept. */
    touches: {
      firstAndLast: "First and last touch",
      first: "First touch",
      last: "Last touch",
      clickIds: "Click ids",
      landingPage: "landing page",
      referrer: "referrer",
      page: "sent from",
      variant: "quiz variant",
    },
    sources: {
      contact: "Home form",
      quote: "Quote form",
      quiz: "Quiz",
      chat: "Chat",
      booking: "Consultation booking",
    } satisfies Record<LeadSource, string> as Record<string, string>,
    status: {
      pending: "Pending",
      delivered: "Delivered",
      failed: "Failed",
      cancelled: "Not needed (booking cancelled or lead already contacted)",
    } as Record<string, string>,
    channels: {
      email: "E-mail",
      webhook: "CRM webhook",
      booking_confirmation: "Booking confirmation to the visitor",
      booking_update: "Booking change to the visitor",
      booking_reminder: "Booking reminder to the visitor",
      speed_reminder: "Reminder: still new after a working hour",
      meta_capi_lead: "Meta conversion: Lead",
      meta_capi_purchase: "Meta conversion: Purchase",
    } as Record<string, string>,
  },
} as const;

/** Labels of the quiz questions and their answers, as staff read them. */
export const questionLabels: Record<string, string> = {
  monthlyBill: "Monthly electricity bill",
  propertyType: "Property type",
  ownership: "Own or rent",
  roofCondition: "Roof condition",
  batteryInterest: "Interested in a battery",
};

export const answerLabels: Record<string, string> = {
  under50: "Under £50",
  "50-100": "£50-£100",
  "100-200": "£100-£200",
  over200: "Over £200",
  residential: "Residential",
  commercial: "Commercial",
  own: "Own",
  rent: "Rent",
  excellent: "Excellent",
  good: "Good",
  fair: "Fair",
  poor: "Poor",
  yes: "Yes",
  maybe: "Maybe",
  no: "No",
};
