/** Installed cost from our price list: "from" at the low end, plus the survey allowance at the high end. */
import type { Sourced } from "~/content/estimate";
import { prices } from "~/content/estimate-prices";

export function batteryPrice(usableKwh: number): number {
  if (usableKwh <= 0) return 0;
  const above = Math.max(0, usableKwh - prices.batteryIncludedKwh.value);
  return prices.batteryFrom.value + above * prices.batteryPerKwhAbove.value;
}

export function panelsPrice(kwp: number): number {
  return prices.entrySystem.value + Math.max(0, kwp - prices.entryKwp.value) * prices.perKwpAboveEntry.value;
}

export function systemCost(kwp: number, batteryKwh: number): { low: number; high: number; assumptions: Sourced[] } {
  const low = panelsPrice(kwp) + batteryPrice(batteryKwh);
  const high = low * (1 + prices.surveyAllowance.value);
  const assumptions: Sourced[] = [prices.entrySystem, prices.entryKwp, prices.perKwpAboveEntry, prices.surveyAllowance];
  if (batteryKwh > 0) assumptions.push(prices.batteryFrom, prices.batteryIncludedKwh, prices.batteryPerKwhAbove);
  return { low, high, assumptions };
}
