/**
 * The constants /how-we-estimate lists, in its order: one list, so the page and the chat
 * assistant (which answers "what standing charge does your estimate use?" from it) never
 * disagree. The figures themselves, with their sources, are in estimate.ts and estimate-prices.ts.
 */
import { battery, consumption, daytimeShare, generation, shadeFactor, sizing, type Sourced, tariffs } from "./estimate";
import { prices } from "./estimate-prices";

/** Every daytime share as the page lists it: its typical value, with its range in the unit. */
const daytimeShares: Sourced[] = Object.values(daytimeShare).map((d) => ({
  name: d.name,
  value: d.typical,
  unit: `fraction (range ${d.low}-${d.high})`,
  source: d.source,
  asOf: "2026-11-23",
}));

export const methodConstants: Sourced[] = [
  tariffs.unitRate,
  tariffs.standingCharge,
  tariffs.segLow,
  tariffs.segTypical,
  tariffs.segHigh,
  consumption.typical,
  generation.systemFactor,
  generation.weatherMargin,
  ...Object.values(shadeFactor),
  ...daytimeShares,
  battery.roundTrip,
  battery.cyclesPerYear,
  battery.usableSurplus,
  sizing.minKwp,
  sizing.maxKwp,
  ...Object.values(prices),
];
