import {
  BOOKING_HORIZON_DAYS,
  type BookingPeriod,
  type BookingType,
  bankHolidays,
  homeVisitPostcodeAreas,
  openPeriodsByWeekday,
} from "~/content/bookings";
import { todayInUk } from "~/lib/uk-date";

/**
 * The booking calendar's rules, on plain YYYY-MM-DD dates (UK calendar
 * days): which periods are open, how soon and how far ahead a visitor may
 * book, and where home visits go. Capacity is the database's business; this
 * module says only whether a period exists to be booked.
 */

export interface Slot {
  date: string;
  period: BookingPeriod;
}

export type RuleBreach = "closed" | "too_soon" | "too_late" | "out_of_area";

const DAY_MS = 86_400_000;
const holidays: ReadonlySet<string> = new Set(bankHolidays.dates);

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** A real calendar date written as YYYY-MM-DD (rejects 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = toUtc(value);
  return Number.isFinite(ms) && fromUtc(ms) === value;
}

/** The periods open on a date: none on Sundays and bank holidays. */
export function openPeriodsOn(date: string): readonly BookingPeriod[] {
  if (holidays.has(date)) return [];
  return openPeriodsByWeekday[new Date(toUtc(date)).getUTCDay()] ?? [];
}

/** The first and last bookable dates seen from this instant: the next working day, and 8 weeks ahead. */
export function bookingWindow(now: Date = new Date()): { first: string; last: string } {
  const today = todayInUk(now);
  let first = addDays(today, 1);
  while (openPeriodsOn(first).length === 0) first = addDays(first, 1);
  return { first, last: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** Every open period from `from` for `days` days, limited to the booking window. */
export function openSlots(from: string, days: number, now: Date = new Date()): Slot[] {
  const { first, last } = bookingWindow(now);
  const slots: Slot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (date < first) continue;
    if (date > last) break;
    for (const period of openPeriodsOn(date)) slots.push({ date, period });
  }
  return slots;
}

/** The postcode area (the leading letters): "CF" for "CF10 1AA", "B" for "B1 1AA". */
export const postcodeArea = (postcode: string): string =>
  /^[A-Za-z]{1,2}/.exec(postcode.trim())?.[0].toUpperCase() ?? "";

export const homeVisitsCover = (postcode: string): boolean =>
  (homeVisitPostcodeAreas as readonly string[]).includes(postcodeArea(postcode));

/** Why this booking cannot be made, or null when the rules allow it (capacity aside). */
export function ruleBreach(
  booking: { type: BookingType; date: string; period: BookingPeriod; postcode: string },
  now: Date = new Date(),
): RuleBreach | null {
  const { first, last } = bookingWindow(now);
  if (booking.date < first) return "too_soon";
  if (booking.date > last) return "too_late";
  if (!openPeriodsOn(booking.date).includes(booking.period)) return "closed";
  if (booking.type === "home_visit" && !homeVisitsCover(booking.postcode)) return "out_of_area";
  return null;
}
