import { bookingPeriods, type BookingPeriod } from "~/content/bookings";
import { MONTHS } from "~/lib/uk-date";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "Tuesday 24 November 2026" from "2026-11-24" (a calendar date: no time zone involved). */
export function bookingDateLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Tue 24 Nov, morning": short enough for a button on a phone. */
export function shortSlotLabel(date: string, period: BookingPeriod): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]!.slice(0, 3)} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)}, ${bookingPeriods[period].label.toLowerCase()}`;
}

/** "Morning, 09:00-12:00" */
export const periodLabel = (period: BookingPeriod) =>
  `${bookingPeriods[period].label}, ${bookingPeriods[period].start}-${bookingPeriods[period].end}`;
