import { useSyncExternalStore } from "react";

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

// Formatted in UK time on both sides, so server and browser agree while hydrating.
const yearFormat = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Europe/London" });
const longFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});
const isoFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

export function CurrentYear() {
  return <>{yearFormat.format(useToday())}</>;
}

export function TodayLong() {
  const date = useToday();
  return <time dateTime={isoFormat.format(date)}>{longFormat.format(date)}</time>;
}
