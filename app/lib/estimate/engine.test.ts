import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { occupancies, shadingLevels } from "~/content/estimate";
import { orientations } from "~/content/estimate-solar";
import { estimate, type Estimate, type EstimateInput } from "./engine";
import { selfUse } from "./self-consumption";
import { yieldPerKwp } from "./solar";

const postcodes = [
  "CF10 1AA",
  "NP20",
  "SA1 1AA",
  "LD1",
  "SY23 1AA",
  "BS1 4DJ",
  "BA1",
  "GL1",
  "TA1",
  "EX4",
  "PL1 1AA",
  "TQ1",
  "TR1",
  "DT1",
  "SN1",
  "SP1",
  "M1 1AA",
  "EH1",
  "BT1",
  "ZE1",
];

const inputArb: fc.Arbitrary<EstimateInput> = fc.record({
  postcode: fc.constantFrom(...postcodes),
  annualKwh: fc.integer({ min: 1000, max: 12000 }),
  orientation: fc.constantFrom(...orientations),
  pitch: fc.integer({ min: 0, max: 90 }),
  shading: fc.constantFrom(...shadingLevels),
  occupancy: fc.constantFrom(...occupancies),
  battery: fc.constantFrom(0, 2.5, 5, 10, 13.5, 20),
  kwp: fc.option(fc.double({ min: 0.5, max: 50, noNaN: true }), { nil: undefined }),
});

function run(input: EstimateInput): Estimate {
  const result = estimate(input);
  if (!result.ok) throw new Error(result.error);
  return result.estimate;
}

const numbersOf = (e: Estimate) => [
  e.kwp,
  ...Object.values(e.generationKwh),
  ...Object.values(e.selfUseShare),
  ...Object.values(e.annualSavingsGbp),
  ...Object.values(e.systemCostGbp),
  ...Object.values(e.paybackYears),
  ...e.assumptions.map((a) => a.value),
];

describe("estimate engine: properties", () => {
  it("every figure is finite and every range is ordered low ≤ typical ≤ high", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const e = run(input);
        for (const n of numbersOf(e)) expect(Number.isFinite(n)).toBe(true);
        for (const r of [e.generationKwh, e.selfUseShare, e.annualSavingsGbp, e.paybackYears]) {
          expect(r.low).toBeLessThanOrEqual(r.typical);
          expect(r.typical).toBeLessThanOrEqual(r.high);
        }
        expect(e.systemCostGbp.low).toBeLessThanOrEqual(e.systemCostGbp.high);
        expect(e.selfUseShare.low).toBeGreaterThanOrEqual(0);
        expect(e.selfUseShare.high).toBeLessThanOrEqual(1);
        expect(e.generationKwh.low).toBeGreaterThan(0);
      }),
    );
  });

  it("generation rises with kWp", () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.double({ min: 0.5, max: 25, noNaN: true }),
        fc.double({ min: 0.1, max: 25, noNaN: true }),
        (input, kwp, more) => {
          const small = run({ ...input, kwp });
          const large = run({ ...input, kwp: kwp + more });
          expect(large.generationKwh.typical).toBeGreaterThanOrEqual(small.generationKwh.typical);
          expect(large.generationKwh.high).toBeGreaterThan(small.generationKwh.low);
        },
      ),
    );
  });

  it("generation falls as shading gets heavier", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const kwp = input.kwp ?? 4;
        const gens = shadingLevels.map((shading) => run({ ...input, kwp, shading }).generationKwh.typical);
        for (let i = 1; i < gens.length; i++) expect(gens[i]!).toBeLessThan(gens[i - 1]!);
      }),
    );
  });

  it("south beats east and west, which beat north, on any pitched roof", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 21 }), fc.integer({ min: 5, max: 90 }), (region, pitch) => {
        const s = yieldPerKwp(region, "S", pitch);
        const e = yieldPerKwp(region, "E", pitch);
        const w = yieldPerKwp(region, "W", pitch);
        const n = yieldPerKwp(region, "N", pitch);
        expect(s).toBeGreaterThan(e);
        expect(e).toBe(w);
        expect(e).toBeGreaterThan(n);
      }),
    );
  });

  it("a flat plane yields the same whichever way it faces", () => {
    const flat = orientations.map((o) => yieldPerKwp(5, o, 0));
    for (const y of flat) expect(y).toBeCloseTo(flat[0]!, 9);
  });

  it("a battery never lowers self-use, and a bigger one never lowers it either", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 20000, noNaN: true }),
        fc.double({ min: 100, max: 20000, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (gen, use, day, b1, b2) => {
          const [small, large] = b1 <= b2 ? [b1, b2] : [b2, b1];
          const none = selfUse(gen, use, day, 0).share;
          const a = selfUse(gen, use, day, small).share;
          const b = selfUse(gen, use, day, large).share;
          expect(a).toBeGreaterThanOrEqual(none);
          expect(b).toBeGreaterThanOrEqual(a - 1e-12);
          expect(b).toBeLessThanOrEqual(1);
          // The home never uses more than it generates, nor more than it uses.
          expect(selfUse(gen, use, day, large).selfUsedKwh).toBeLessThanOrEqual(Math.min(gen, use) + 1e-9);
        },
      ),
    );
  });

  it("a 5kWh battery raises the typical share for a household in half the day", () => {
    const base = {
      postcode: "CF10 1AA",
      annualKwh: 3300,
      orientation: "S",
      pitch: 35,
      shading: "none",
      occupancy: "half",
      kwp: 3.5,
    } as const;
    expect(run({ ...base, battery: 5 }).selfUseShare.typical).toBeGreaterThan(
      run({ ...base, battery: 0 }).selfUseShare.typical,
    );
  });

  it("payback is the cost over the yearly saving", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const e = run(input);
        const mid = (e.systemCostGbp.low + e.systemCostGbp.high) / 2;
        // Payback is shown to 0.1 year, so it is within half a tenth of the division.
        const within = (shown: number, exact: number) =>
          expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        within(e.paybackYears.typical, mid / e.annualSavingsGbp.typical);
        within(e.paybackYears.low, e.systemCostGbp.low / e.annualSavingsGbp.high);
        within(e.paybackYears.high, e.systemCostGbp.high / e.annualSavingsGbp.low);
      }),
    );
  });

  it("refuses what it cannot estimate, never answering NaN or Infinity", () => {
    const base = { orientation: "S", pitch: 35, shading: "none", occupancy: "half", battery: 0 } as const;
    expect(estimate({ ...base, postcode: "75001", annualKwh: 3000 })).toMatchObject({
      ok: false,
      fields: { postcode: expect.any(String) },
    });
    expect(estimate({ ...base, postcode: "JE2 3AB", annualKwh: 3000 })).toMatchObject({
      ok: false,
      fields: { postcode: expect.any(String) },
    });
    expect(estimate({ ...base, postcode: "CF10" })).toMatchObject({
      ok: false,
      fields: { monthlyBill: expect.any(String) },
    });
    // £10 a month is less than the standing charge alone.
    expect(estimate({ ...base, postcode: "CF10", monthlyBill: 10 })).toMatchObject({
      ok: false,
      fields: { monthlyBill: expect.any(String) },
    });
    expect(estimate({ ...base, postcode: "CF10", annualKwh: Number.NaN })).toMatchObject({ ok: false });
  });

  it("sizes a system from the use when no size is given, within what a roof takes", () => {
    const base = {
      postcode: "CF10 1AA",
      orientation: "S",
      pitch: 35,
      shading: "none",
      occupancy: "half",
      battery: 0,
    } as const;
    expect(run({ ...base, annualKwh: 3300 }).kwp).toBe(3.5);
    expect(run({ ...base, annualKwh: 1000 }).kwp).toBe(2);
    expect(run({ ...base, annualKwh: 20000 }).kwp).toBe(6);
  });
});
