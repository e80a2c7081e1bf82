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
