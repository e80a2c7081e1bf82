/**
 * How much of the generation the home uses itself, in the structure of MCS
 * MGD 003: occupancy archetype, annual use, annual generation and usable
 * battery capacity in; a share of the generation out. The numbers are our
 * documented approximation, not MGD 003's look-up tables (docs/decisions/041).
 */
import { battery as batteryConstants } from "~/content/estimate";

/**
 * A smooth minimum: close to the smaller of the values when they differ a lot,
 * below both when they are alike, as generation and demand rarely coincide
 * hour by hour even when their totals match.
 */
function softMin(...values: number[]): number {
  if (values.some((v) => v <= 0)) return 0;
  return 1 / Math.sqrt(values.reduce((sum, v) => sum + 1 / (v * v), 0));
}

export interface SelfUse {
  /** kWh of generation used in the home a year, directly or through the battery. */
  selfUsedKwh: number;
  directKwh: number;
  batteryKwh: number;
  /** Share of generation used in the home, 0-1. */
  share: number;
}

export function selfUse(generationKwh: number, annualKwh: number, daytimeShare: number, batteryKwh: number): SelfUse {
  if (generationKwh <= 0) return { selfUsedKwh: 0, directKwh: 0, batteryKwh: 0, share: 0 };
  const daytimeDemand = annualKwh * daytimeShare;
  const directKwh = softMin(generationKwh, daytimeDemand);
  const reach = batteryConstants.usableSurplus.value;
  const stored =
    batteryKwh > 0
      ? softMin(
          batteryKwh * batteryConstants.roundTrip.value * batteryConstants.cyclesPerYear.value,
          reach * (generationKwh - directKwh),
          reach * (annualKwh - directKwh),
        )
      : 0;
  const selfUsedKwh = Math.min(generationKwh, annualKwh, directKwh + stored);
  return { selfUsedKwh, directKwh, batteryKwh: selfUsedKwh - directKwh, share: selfUsedKwh / generationKwh };
}
