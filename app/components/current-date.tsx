import { useSyncExternalStore } from "react";
import { isoDate, longDate, ukCalendarDate } from "~/lib/uk-date";

const subscribe = () => () => undefined;
const buildDate = new Date(__BUILD_DATE__);

let cachedDay = "";
let cachedDate = buildDate;
function today(): Date {
  const now = new Date();
  if (now.toDateString() !== cachedDay) {
    cachedDay = now.toDateString();
    cachedDate = now;
  }
  return cachedDate;
}

/**
 * Today's date in the visitor's browser. The HTML (prerendered at build time)
 * carries the build date, which hydration keeps and then replaces, so the
 * page never shows a stale year and never mismatches while hydrating.
 */
function useToday(): Date {
  return useSyncExternalStore(subscribe, today, () => buildDate);
}

// UK dates on both sides (app/lib/uk-date.ts), so server and browser agree while hydrating.
export function CurrentYear() {
  return <>{ukCalendarDate(useToday()).year}</>;
}

export function TodayLong() {
  const date = ukCalendarDate(useToday());
  return <time dateTime={isoDate(date)}>{longDate(date)}</time>;
}
