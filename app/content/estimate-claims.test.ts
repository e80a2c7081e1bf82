import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tariffs } from "~/content/estimate";
import { estimate, type EstimateInput } from "~/lib/estimate/engine";
import { claims, referenceHome, referenceHomeWithBattery } from "./estimate-claims";

function run(input: EstimateInput) {
  const result = estimate(input);
  if (!result.ok) throw new Error(result.error);
  return result.estimate;
}

/** Share of the whole electricity bill (unit cost plus standing charge) that self-used solar replaces. */
function billCut(input: EstimateInput & { annualKwh: number }) {
  const e = run(input);
  const bill = input.annualKwh * tariffs.unitRate.value + 365 * tariffs.standingCharge.value;
  return (e.selfUseShare.typical * e.generationKwh.typical * tariffs.unitRate.value) / bill;
}

describe("the copy's figures agree with the engine for their stated case", () => {
  it("bill cut with panels alone", () => {
    expect(billCut(referenceHome)).toBeGreaterThan(claims.billCutPanels.value - 0.05);
    expect(billCut(referenceHome)).toBeLessThan(claims.billCutPanels.value + 0.05);
  });

  it("bill cut with a 5kWh battery", () => {
    expect(billCut(referenceHomeWithBattery)).toBeGreaterThan(claims.billCutBattery.value - 0.05);
    expect(billCut(referenceHomeWithBattery)).toBeLessThan(claims.billCutBattery.value + 0.05);
  });

  it("typical yearly savings and their range", () => {
    const e = run(referenceHome);
    expect(Math.abs(e.annualSavingsGbp.typical - claims.typicalSavings.value)).toBeLessThanOrEqual(10);
    expect(Math.abs(e.annualSavingsGbp.low - claims.savingsRange.low)).toBeLessThanOrEqual(10);
    expect(Math.abs(e.annualSavingsGbp.high - claims.savingsRange.high)).toBeLessThanOrEqual(10);
  });

  it("saving plus export income as a share of the bill, for 2,500-3,500 kWh a year", () => {
    for (const annualKwh of claims.savingsShareOfBill.uses) {
      const bill = annualKwh * tariffs.unitRate.value + 365 * tariffs.standingCharge.value;
      const share = run({ ...referenceHome, annualKwh }).annualSavingsGbp.typical / bill;
      expect(share).toBeGreaterThanOrEqual(claims.savingsShareOfBill.low);
      expect(share).toBeLessThanOrEqual(claims.savingsShareOfBill.high);
    }
  });

  it("typical payback", () => {
    expect(Math.round(run(referenceHome).paybackYears.typical)).toBe(claims.typicalPayback.value);
  });

  it("the FAQ's payback band holds for systems sized to 2,500-4,000 kWh a year", () => {
    for (const annualKwh of claims.paybackBand.uses) {
      const { kwp: _sized, ...sized } = { ...referenceHome, annualKwh };
      const payback = run(sized).paybackYears.typical;
      expect(payback).toBeGreaterThanOrEqual(claims.paybackBand.low);
      expect(payback).toBeLessThanOrEqual(claims.paybackBand.high);
    }
  });
});

describe("withdrawn claims stay withdrawn", () => {
  // Figures the engine contradicts for any reasonable case (docs/decisions/044). "50-70%" returns
  // only as the saving plus export income for a stated case (claims.savingsShareOfBill), never as a bill cut.
  const withdrawn = [
    /up to 80%/i,
    /up to 70%/i,
    /(cut|reduce|lower)[^.\n]{0,40}50-70%/i,
    /£1,200\+/,
    /5-7 years?/,
    /£30,000/,
    /£1,200 average/i,
  ];
  const dir = path.resolve(__dirname);
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "quiz.ts");

  it.each(files)("%s states none of them", (file) => {
    const text = readFileSync(path.join(dir, file), "utf8");
    for (const pattern of withdrawn) expect(text).not.toMatch(pattern);
  });
});
