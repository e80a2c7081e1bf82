/**
 * Working time between two instants, by our opening hours in Europe/London
 * (app/content/site.ts), so that a lead sent at 17:50 on a Friday is not
 * "waiting over an hour" at 08:00 on Monday (docs/decisions/081). Bank
 * holidays count as working days: the site does not list them.
 */
import { site } from "~/content/site";
import { isBritishSummerTime, ukCalendarDate } from "./uk-date";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

/** Opening minutes after local midnight by weekday (0 Sunday), null when closed. */
export type WeekHours = ([open: number, close: number] | null)[];

/** Reads schema.org opening hours such as "Mo-Fr 08:00-18:00" or "Sa 09:00-16:00". */
export function parseOpeningHours(specs: readonly (string | null)[]): WeekHours {
  const week: WeekHours = Array.from({ length: 7 }, () => null);
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  for (const spec of specs) {
    const m = spec?.match(/^([A-Z][a-z])(?:-([A-Z][a-z]))? (\d{2}:\d{2})-(\d{2}:\d{2})$/);
    if (!m) continue;
    const first = DAYS.indexOf(m[1]!);
    const last = DAYS.indexOf(m[2] ?? m[1]!);
    if (first < 0 || last < 0) throw new Error(`Unknown day in opening hours: ${spec}`);
    for (let d = first; ; d = (d + 1) % 7) {
      week[d] = [minutes(m[3]!), minutes(m[4]!)];
      if (d === last) break;
    }
  }
  return week;
}

export const OPENING_HOURS = parseOpeningHours(site.openingHours.map((o) => o.schema));

/** Milliseconds of opening time in [from, to). Looks at most a year back: beyond that the answer is plainly "long". */
export function workingMsBetween(from: Date, to: Date, week: WeekHours = OPENING_HOURS): number {
  if (to <= from) return 0;
  const start = Math.max(from.getTime(), to.getTime() - 366 * DAY_MS);
  const day = ukCalendarDate(new Date(start));
  let total = 0;
  for (
    let midnightUtc = Date.UTC(day.year, day.month - 1, day.day);
    midnightUtc < to.getTime();
    midnightUtc += DAY_MS
  ) {
    const hours = week[new Date(midnightUtc).getUTCDay()];
    if (!hours) continue;
    // Clocks change at 01:00 GMT, before any opening time, so noon tells the day's offset.
    const offset = isBritishSummerTime(new Date(midnightUtc + DAY_MS / 2)) ? 60 * MINUTE_MS : 0;
    const open = midnightUtc - offset + hours[0] * MINUTE_MS;
    const close = midnightUtc - offset + hours[1] * MINUTE_MS;
    total += Math.max(0, Math.min(close, to.getTime()) - Math.max(open, start));
  }
  return total;
}

/** A lead still new after this much working time stands out in the inbox. */
export const SPEED_TO_LEAD_MS = 60 * MINUTE_MS;

/**
 * The instant at which `workMs` of opening time will have passed since
 * `from`: a lead at 15:55 on a Saturday is an hour old at 08:55 on Monday.
 * Null when the week has no opening time at all.
 */
export function workingDeadline(from: Date, workMs: number, week: WeekHours = OPENING_HOURS): Date | null {
  if (week.every((d) => !d)) return null;
  const day = ukCalendarDate(from);
  let left = workMs;
  for (let midnightUtc = Date.UTC(day.year, day.month - 1, day.day); ; midnightUtc += DAY_MS) {
    const hours = week[new Date(midnightUtc).getUTCDay()];
    if (!hours) continue;
    const offset = isBritishSummerTime(new Date(midnightUtc + DAY_MS / 2)) ? 60 * MINUTE_MS : 0;
    const open = Math.max(midnightUtc - offset + hours[0] * MINUTE_MS, from.getTime());
    const close = midnightUtc - offset + hours[1] * MINUTE_MS;
    if (close <= open) continue;
    if (close - open >= left) return new Date(open + left);
    left -= close - open;
  }
}
