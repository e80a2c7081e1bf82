/** What a visitor reads while booking, moving or cancelling a free consultation. */
export const bookingMessages = {
  invalid: "Please check the highlighted fields",
  rejected: "Submission rejected",
  tooMany: "Too many bookings from your connection. Please call us instead.",
  unavailable: "We could not save your booking just now. Please try again, or call us.",
  justTaken: "Sorry, that period has just been taken. These are the nearest free ones:",
  notFound: "We could not find that booking. Please use the link in your confirmation e-mail.",
  wrongToken: "That link does not match this booking. Please use the link in your confirmation e-mail.",
  notConfirmed: "This booking has been cancelled, so it cannot be moved. Please book a new one.",
} as const;

/** The booking form: the /contact-us card "Book Your Free Consultation" and /booking/new. */
export const bookingForm = {
  heading: "Book Your Free Consultation",
  intro:
    "Choose a home visit, a phone call or a video call and a free morning or afternoon. You will get a confirmation e-mail with a calendar invitation, and a link to move or cancel it.",
  typeLegend: "Consultation type",
  dateLabel: "Preferred date",
  dateHint: "Monday to Friday, and Saturday mornings, from the next working day up to 8 weeks ahead.",
  timeLegend: "Preferred time",
  full: "full",
  closed: "closed",
  nextFree: "Next free times",
  loadingTimes: "Checking free times...",
  postcodeLabel: "Postcode",
  postcodePlaceholder: "e.g. CF10 1AA",
  requirementsLabel: "Special requirements",
  requirementsPlaceholder: "Access, parking, or anything that helps us help you",
  submit: "Book Consultation",
  submitting: "Booking...",
  alternativesHeading: "Free times nearby",
  choose: "Choose",
  pageTitle: "Book a free consultation",
} as const;

/** The visitor's own booking page, reached from the link in the confirmation. */
export const managePage = {
  title: "Your free consultation",
  booked: "Your free consultation is booked",
  bookedIntro:
    "We have sent a confirmation to {email} with a calendar invitation. Keep this page's address: it is your link to move or cancel the booking.",
  moved: "Your booking has been moved. We have sent you an updated calendar invitation.",
  cancelledNow: "Your booking is cancelled. We have sent you a cancellation for your calendar.",
  cancelled: "This booking is cancelled.",
  type: "Type",
  time: "Time",
  when: "When",
  where: "Where",
  contact: "Your details",
  requirements: "Special requirements",
  moveHeading: "Move it",
  moveSubmit: "Move my booking",
  cancelHeading: "Cancel it",
  cancelIntro: "If you no longer need the consultation, cancel it here so that someone else can have the time.",
  cancelSubmit: "Cancel my booking",
  bookAgain: "Book another consultation",
  notFoundTitle: "We could not find that booking",
  notFoundBody:
    "The link may be incomplete, or from an older e-mail. Please use the link in your latest confirmation e-mail, or call us and we will help.",
  phoneWhere: "We will call you on {phone}.",
  videoWhere: "A video call: we will e-mail you the link before the call.",
} as const;
