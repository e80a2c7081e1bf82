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
/**
 * `email` and `webhook` announce a lead to staff, `speed_reminder` reminds
 * them of one still new after a working hour; the `booking_*` channels
 * write to the visitor who booked a consultation (confirmation, a change or
 * cancellation, and a reminder the day before); the `meta_capi_*` channels
 * send the lead's `Lead` and, once won, `Purchase` event to the Meta
 * Conversions API, only with marketing consent (docs/decisions/096).
 */
export const deliveryChannels = [
  "email",
  "webhook",
  "booking_confirmation",
  "booking_update",
  "booking_reminder",
  "speed_reminder",
  "meta_capi_lead",
  "meta_capi_purchase",
] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
/** Narrows text from a URL or a form to a channel, so callers need no cast. */
export const isDeliveryChannel = (value: unknown): value is DeliveryChannel =>
  (deliveryChannels as readonly unknown[]).includes(value);
/** `cancelled`: nothing left to send (a reminder for a booking that was cancelled, or for a lead already contacted). */
export const deliveryStatuses = ["pending", "delivered", "failed", "cancelled"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const chatRoles = ["user", "assistant"] as const;
export type ChatRole = (typeof chatRoles)[number];
/**
 * Where staff are with a lead (docs/product.md §15): `new` until first
 * contact, then along the sales pipeline to `won` or `lost`.
 */
export const leadStatuses = ["new", "contacted", "survey_booked", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** Narrows text from a URL, a form or JSON to a status, so callers need no cast. */
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  (leadStatuses as readonly unknown[]).includes(value);
/** Why a lead was lost: a short closed list, so the reasons can be counted (labels in app/content/pipeline.ts). */
export const lostReasons = [
  "price",
  "timing",
  "unsuitable_property",
  "went_elsewhere",
  "no_response",
  "other",
] as const;
export type LostReason = (typeof lostReasons)[number];
export const isLostReason = (value: unknown): value is LostReason =>
  (lostReasons as readonly unknown[]).includes(value);
/** Limits of the pipeline's staff input. */
export const PIPELINE_LIMITS = { note: 2000, valueGbp: 10_000_000 } as const;
