/**
 * Whether the price-cap figures of the estimate are out of date. Ofgem resets
 * the cap every quarter, so figures more than four months old have missed a
 * reset; the staff dashboard can show this as a warning (issue #13).
 */
import { tariffs } from "~/content/estimate";

export const PRICE_CAP_MAX_AGE_MONTHS = 4;

/** The ISO date `months` calendar months after `date` (both yyyy-mm-dd). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const mm = String((total % 12) + 1).padStart(2, "0");
  return `${Math.floor(total / 12)}-${mm}-${String(d).padStart(2, "0")}`;
}

/** Stale once `today` (yyyy-mm-dd, UK date) is past the cap figures' date plus four months. */
export function priceCapFreshness(today: string, asOf: string = tariffs.unitRate.asOf) {
  const staleAfter = addMonths(asOf, PRICE_CAP_MAX_AGE_MONTHS);
  return { asOf, staleAfter, stale: today > staleAfter };
}
