import { site } from "./site";

/** The e-mails a visitor gets about a consultation they booked: plain, useful, nothing marketing. */
export const bookingEmailCopy = {
  confirmationSubject: (when: string) => `Your free consultation with ${site.shortName}: ${when}`,
  updateSubject: (when: string) => `Your consultation has moved: ${when}`,
  cancellationSubject: (when: string) => `Your consultation on ${when} is cancelled`,
  reminderSubject: (when: string) => `Reminder: your free consultation tomorrow, ${when}`,
  greeting: (name: string) => `Hello ${name},`,
  confirmationIntro: "Thank you for booking a free consultation. Here are the details:",
  updateIntro: "Your consultation has moved. Here are the new details:",
  cancellationIntro:
    "Your consultation is cancelled, as asked. If you would like another time, you can book again at any time.",
  reminderIntro: "A reminder of your free consultation tomorrow:",
  type: "Type",
  when: "When",
  where: "Where",
  calendarNote: "The attached invitation adds it to your calendar.",
  manage: "To move or cancel it:",
  bookAgain: "Book again:",
  questions: `Questions? Call us on ${site.phone.display} or reply to this e-mail.`,
  signOff: `${site.name}`,
} as const;
