/**
 * The estimate a lead carries (the `estimate` column of leads): the inputs the
 * server used, the engine's ranges and the constants version, so the surveyor
 * starts from the same figures the visitor saw. Types and wording only, so the
 * staff inbox can show it without loading the engine.
 */
import type { Occupancy, Shading } from "~/content/estimate";
import type { Orientation } from "~/content/estimate-solar";
import type { Range } from "./engine";
import { gbp, kwh, kwp, percent, range, years } from "./format";

/** Where the year's use came from: given in kWh or as a bill, a quiz bill band, or Ofgem's typical use. */
export type UseBasis = "annual-kwh" | "monthly-bill" | "quiz-bill-band" | "typical-use";

export interface StoredEstimateInputs {
  postcode: string;
  monthlyBill: number | null;
  annualKwh: number | null;
  orientation: Orientation;
  pitch: number;
  shading: Shading;
  occupancy: Occupancy;
  battery: number;
  /** null: sized by the engine. */
  kwp: number | null;
  use: UseBasis;
  /** The quiz's bill answer, when the bill stands for it. */
  quizBillBand: string | null;
}

export interface StoredEstimateOutputs {
  postcode: string;
  kwp: number;
  annualKwh: number;
  generationKwh: Range;
  selfUseShare: Range;
  annualSavingsGbp: Range;
  systemCostGbp: { low: number; high: number };
  paybackYears: Range;
}

export interface StoredEstimate {
  constantsVersion: string;
  inputs: StoredEstimateInputs;
  outputs: StoredEstimateOutputs;
}

const useWords: Record<UseBasis, (i: StoredEstimateInputs) => string> = {
  "annual-kwh": (i) => `use ${kwh(i.annualKwh ?? 0)} a year (given)`,
  "monthly-bill": (i) => `bill £${i.monthlyBill} a month (given)`,
  "quiz-bill-band": (i) => `bill taken as £${i.monthlyBill} a month (quiz answer ${i.quizBillBand})`,
  "typical-use": () => "typical use assumed (no bill or use given)",
};

/** One paragraph for staff: the figures, then the case they are for. */
export function estimateSummary(e: StoredEstimate): string {
  const o = e.outputs;
  const i = e.inputs;
  return [
    `Savings and export income ${range(o.annualSavingsGbp, gbp)} a year;`,
    `payback ${range(o.paybackYears, years)};`,
    `${kwp(o.kwp)}${i.kwp === null ? " (sized)" : ""} generating ${range(o.generationKwh, kwh)};`,
    `self-use ${percent(o.selfUseShare.low)}-${percent(o.selfUseShare.high)};`,
    `installed cost £${o.systemCostGbp.low}-£${o.systemCostGbp.high}.`,
    `For ${o.postcode}, ${useWords[i.use](i)}, ${kwh(Math.round(o.annualKwh))} a year,`,
    `facing ${i.orientation} at ${i.pitch}°, shading ${i.shading}, occupancy ${i.occupancy},`,
    `battery ${i.battery ? `${i.battery} kWh` : "none"}; constants of ${e.constantsVersion}.`,
  ].join(" ");
}
