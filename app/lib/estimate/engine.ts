/**
 * The savings estimate: MCS's standard-estimate structure (generation = kWp ×
 * Kk × SF), MGD 003's self-consumption structure, and the money at the price
 * cap and SEG rates. Pure and synchronous, so the server, the browser and the
 * build (the worked example on /how-we-estimate) all run the same code.
 */
import {
  consumption,
  daytimeShare,
  ESTIMATE_CONSTANTS_VERSION,
  generation,
  shadeFactor,
  sizing,
  tariffs,
  type Occupancy,
  type Shading,
  type Sourced,
} from "~/content/estimate";
import { SAP_AS_OF, SAP_SOURCE, type Orientation } from "~/content/estimate-solar";
import { systemCost } from "./cost";
import { locatePostcode, type PostcodeLocation } from "./postcode";
import { selfUse } from "./self-consumption";
import { yieldPerKwp } from "./solar";

export interface EstimateInput {
  postcode: string;
  /** One of the two: the monthly electricity bill (£) or the annual use (kWh). */
  monthlyBill?: number;
  annualKwh?: number;
  orientation: Orientation;
  pitch: number;
  shading: Shading;
  occupancy: Occupancy;
  /** Usable battery capacity, kWh; 0 for none. */
  battery: number;
  /** System size; sized from use and roof when absent. */
  kwp?: number;
}

export interface Range {
  low: number;
  typical: number;
  high: number;
}

export interface Estimate {
  postcode: string;
  kwp: number;
  generationKwh: Range;
  selfUseShare: Range;
  annualSavingsGbp: Range;
  systemCostGbp: { low: number; high: number };
  paybackYears: Range;
  assumptions: Sourced[];
  /** Not part of the API's fixed shape; for the page's explanation. */
  detail: {
    /** What the estimate was asked for, so a quote can carry the same case on. */
    input: EstimateInput;
    location: PostcodeLocation;
    annualKwh: number;
    kwpSized: boolean;
    yieldPerKwp: number;
    shadeFactor: number;
    constantsVersion: string;
  };
}

export type EstimateResult =
  { ok: true; estimate: Estimate } | { ok: false; error: string; fields: Record<string, string> };

const round = (value: number, step: number) => Math.round(value / step) * step;
const fix = (value: number, digits: number) => Number(value.toFixed(digits));

/** Annual use from a monthly bill: what is left after the standing charge, at the unit rate. */
export function annualKwhFromBill(monthlyBill: number): number {
  return (monthlyBill * 12 - tariffs.standingCharge.value * 365) / tariffs.unitRate.value;
}

/** The system size that would generate about the year's use, within what a typical roof takes. */
export function typicalKwp(annualKwh: number, kk: number, sf: number): number {
  const wanted = annualKwh / (kk * sf);
  const stepped = Math.round(wanted / sizing.step.value) * sizing.step.value;
  return Math.min(sizing.maxKwp.value, Math.max(sizing.minKwp.value, stepped));
}

export function estimate(input: EstimateInput): EstimateResult {
  const located = locatePostcode(input.postcode);
  if (!located.ok) return { ok: false, error: located.error, fields: { postcode: located.error } };
  const { location } = located;

  let annualKwh: number;
  if (input.annualKwh !== undefined) annualKwh = input.annualKwh;
  else if (input.monthlyBill !== undefined) annualKwh = annualKwhFromBill(input.monthlyBill);
  else {
    const error = "Give your monthly electricity bill or your annual use in kWh";
    return { ok: false, error, fields: { monthlyBill: error } };
  }
  if (!(annualKwh >= 100)) {
    const error = `A bill that small is mostly the standing charge (£${((tariffs.standingCharge.value * 365) / 12).toFixed(2)} a month); enter your annual use in kWh instead`;
    return { ok: false, error, fields: { monthlyBill: error } };
  }

  const kk = yieldPerKwp(location.region, input.orientation, input.pitch);
  const sf = shadeFactor[input.shading].value;
  const kwpSized = input.kwp === undefined;
  const kwp = input.kwp ?? typicalKwp(annualKwh, kk, sf);
  const margin = generation.weatherMargin.value;
  const typicalGeneration = kwp * kk * sf;
  const gen = {
    low: typicalGeneration * (1 - margin),
    typical: typicalGeneration,
    high: typicalGeneration * (1 + margin),
  };

  const day = daytimeShare[input.occupancy];
  const selfUseAt = (g: number, d: number) => selfUse(g, annualKwh, d, input.battery);
  const share = {
    low: selfUseAt(gen.typical, day.low).share,
    typical: selfUseAt(gen.typical, day.typical).share,
    high: selfUseAt(gen.typical, day.high).share,
  };
  // Savings grow with generation, with daytime use and with the export rate, so
  // the low and high cases take all three at their ends together.
  const savings = (g: number, d: number, seg: number) => {
    const used = selfUseAt(g, d).selfUsedKwh;
    return used * tariffs.unitRate.value + (g - used) * seg;
  };
  const save = {
    low: savings(gen.low, day.low, tariffs.segLow.value),
    typical: savings(gen.typical, day.typical, tariffs.segTypical.value),
    high: savings(gen.high, day.high, tariffs.segHigh.value),
  };
  const costExact = systemCost(kwp, input.battery);
  // Payback is worked out from the rounded figures shown, so a visitor dividing
  // one by the other gets the same answer.
  const cost = { low: round(costExact.low, 5), high: round(costExact.high, 5) };
  const saved = { low: Math.round(save.low), typical: Math.round(save.typical), high: Math.round(save.high) };
  if (saved.low < 1) {
    const error = "This system would save too little to estimate a payback; check the size, shading and orientation";
    return { ok: false, error, fields: { kwp: error } };
  }
  const midCost = (cost.low + cost.high) / 2;

  const assumptions: Sourced[] = [
    {
      name: `Kk for ${location.regionName}, facing ${input.orientation}, pitch ${input.pitch}°`,
      value: fix(kk, 0),
      unit: "kWh/kWp a year",
      source: SAP_SOURCE,
      asOf: SAP_AS_OF,
    },
    shadeFactor[input.shading],
    generation.systemFactor,
    generation.weatherMargin,
    {
      name: input.annualKwh !== undefined ? "Annual electricity use (given)" : "Annual electricity use from your bill",
      value: fix(annualKwh, 0),
      unit: "kWh/year",
      source:
        input.annualKwh !== undefined
          ? "Entered by you"
          : "Your monthly bill × 12, less the standing charge, divided by the unit rate",
      asOf: tariffs.unitRate.asOf,
    },
    { name: day.name, value: day.typical, unit: "fraction", source: day.source, asOf: ESTIMATE_CONSTANTS_VERSION },
    tariffs.unitRate,
    tariffs.standingCharge,
    tariffs.segLow,
    tariffs.segTypical,
    tariffs.segHigh,
    consumption.typical,
    ...costExact.assumptions,
  ];

  return {
    ok: true,
    estimate: {
      postcode: location.postcode,
      kwp: fix(kwp, 2),
      generationKwh: { low: round(gen.low, 10), typical: round(gen.typical, 10), high: round(gen.high, 10) },
      selfUseShare: { low: fix(share.low, 2), typical: fix(share.typical, 2), high: fix(share.high, 2) },
      annualSavingsGbp: saved,
      systemCostGbp: cost,
      paybackYears: {
        low: fix(cost.low / saved.high, 1),
        typical: fix(midCost / saved.typical, 1),
        high: fix(cost.high / saved.low, 1),
      },
      assumptions,
      detail: {
        input,
        location,
        annualKwh,
        kwpSized,
        yieldPerKwp: kk,
        shadeFactor: sf,
        constantsVersion: ESTIMATE_CONSTANTS_VERSION,
      },
    },
  };
}
