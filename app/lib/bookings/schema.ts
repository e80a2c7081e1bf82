import { z } from "zod";
import { BOOKING_PERIODS, BOOKING_TYPES } from "~/content/bookings";
import { LIMITS } from "~/lib/lead-constants";
import { emailField, nameField, optional, phoneField, postcodeField, referralField } from "~/lib/lead-schema";
import { isIsoDate } from "./rules";

/** A consultation request, as the /contact-us card and POST /api/bookings send it. */

export const bookingDateField = z
  .string({ error: "Please choose a date" })
  .trim()
  .refine(isIsoDate, "Please choose a valid date");

export const bookingTypeField = z.enum(BOOKING_TYPES, { error: "Please choose Home Visit, Phone Call or Video Call" });
export const bookingPeriodField = z.enum(BOOKING_PERIODS, { error: "Please choose Morning or Afternoon" });

export const bookingSchema = z.object({
  type: bookingTypeField,
  date: bookingDateField,
  period: bookingPeriodField,
  name: nameField,
  email: emailField,
  phone: phoneField,
  postcode: postcodeField,
  address: optional("Property Address", LIMITS.address),
  referral: referralField,
  requirements: optional("Special requirements", LIMITS.requirements),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});

export type BookingInput = z.output<typeof bookingSchema>;

export const rescheduleSchema = z.object({
  token: z.string().min(1).max(200),
  date: bookingDateField,
  period: bookingPeriodField,
});

/** The first message for each bad field, keyed by its name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}
