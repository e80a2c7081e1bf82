import { describe, expect, it } from "vitest";
import { quizBillCases } from "~/content/estimate-quiz";
import { estimate } from "./engine";
import { gbp } from "./format";
import { quizBandEstimates } from "./quiz";

describe("quizBandEstimates", () => {
  it("states, for each bill answer, the engine's range for the bill it stands for, in Cardiff", () => {
    const bands = quizBandEstimates();
    expect(Object.keys(bands)).toEqual(Object.keys(quizBillCases));
    for (const [band, bill] of Object.entries(quizBillCases)) {
      const r = estimate({
        postcode: "CF10 1AA",
        monthlyBill: bill,
        orientation: "S",
        pitch: 35,
        shading: "none",
        occupancy: "half",
        battery: 0,
      });
      if (!r.ok) throw new Error(r.error);
      const s = r.estimate.annualSavingsGbp;
      const b = bands[band as keyof typeof bands];
      expect(b.bandNote).toContain(`£${bill} monthly bill in Cardiff: ${gbp(s.low)} to ${gbp(s.high)}`);
      expect(b.line).toContain(`(typically ${gbp(s.typical)})`);
      expect(b.basis).toContain(`£${bill} monthly bill in Cardiff`);
    }
  });

  it("finds the original bands above the engine for a typical home (why the note is there: decision 100)", () => {
    // '£1,200-£2,000' for £100-£200 a month: the engine's best case for £150 stays below £1,200.
    expect(quizBandEstimates()["100-200"].bandNote).not.toMatch(/£1,[2-9]\d\d to/);
  });
});
