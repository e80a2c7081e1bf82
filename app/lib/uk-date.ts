/**
 * Dates as the UK calendar has them, without Intl. A browser takes tens of
 * milliseconds to build its first time-zone-aware Intl formatter (it loads
 * the zone data), and every page shows the year in its footer: measured, that
 * was the longest task of a page's start-up.
 *
 * UK time is GMT, and BST (GMT+1) from 01:00 GMT on the last Sunday of March
 * to 01:00 GMT on the last Sunday of October (the rule since 1996).
 */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const HOUR_MS = 3_600_000;

/** 01:00 GMT on the last Sunday of a month (month 0-11), as a timestamp. */
function lastSundayAtOneGmt(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Whether British Summer Time is in force at this instant. */
export function isBritishSummerTime(at: Date): boolean {
  const year = at.getUTCFullYear();
  const t = at.getTime();
  return t >= lastSundayAtOneGmt(year, 2) && t < lastSundayAtOneGmt(year, 9);
}

/** The date on a calendar in the UK at this instant. */
export function ukCalendarDate(at: Date = new Date()): CalendarDate {
  const local = new Date(at.getTime() + (isBritishSummerTime(at) ? HOUR_MS : 0));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 2026-11-22 */
export const isoDate = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "September 2025" → "2025-09", the machine-readable month a <time> needs; undefined for anything else. */
export function monthDateTime(shown: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(shown.trim());
  const month = match ? MONTHS.indexOf(match[1] as (typeof MONTHS)[number]) + 1 : 0;
  return month > 0 ? `${match![2]}-${pad(month)}` : undefined;
}

/** 22 November 2026 */
export const longDate = (d: CalendarDate) => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;

/** Today's date in the UK, as YYYY-MM-DD. */
export const todayInUk = (now: Date = new Date()): string => isoDate(ukCalendarDate(now));
