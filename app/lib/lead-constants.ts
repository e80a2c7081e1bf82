/**
 * The plain values behind the lead schema, apart from zod so that the forms
 * can use them without shipping the validation library to the browser.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  address: 300,
  message: 5000,
  requirements: 1000,
  attribution: 200,
  referrer: 500,
  historyMessages: 50,
  historyContent: 2000,
} as const;

export const referralValues = ["facebook", "instagram", "linkedin", "google", "other"] as const;
export const contactMethodValues = ["phone", "email", "home_visit"] as const;

/**
 * The closed sets of values the lead tables hold, as `as const` arrays: the
 * Drizzle columns take them as `enum`, so a row read back has the literal
 * type and no cast is needed anywhere.
 */
/** `booking` leads are made by the booking form (/booking/new, POST /api/bookings), never posted to /api/leads. */
export const leadSources = ["contact", "quote", "quiz", "chat", "booking"] as const;
export type LeadSource = (typeof leadSources)[number];
export const quizVariants = ["a", "b"] as const;
export type QuizVariant = (typeof quizVariants)[number];
export const deliveryChannels = ["email", "webhook"] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const chatRoles = ["user", "assistant"] as const;
export type ChatRole = (typeof chatRoles)[number];
