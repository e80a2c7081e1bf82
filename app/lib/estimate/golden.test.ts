/**
 * Three reference homes worked by hand from the cited constants, written out
 * here rather than imported, so that a changed table or formula in the engine
 * shows up as a failure to be explained (and logged in the changelog).
 */
import { describe, expect, it } from "vitest";
import { estimate } from "./engine";

// SAP 2012 Table U3 declination and month lengths.
const declination = [-20.7, -12.8, -1.8, 9.8, 18.8, 23.1, 21.2, 13.7, 2.9, -8.7, -18.4, -23.0];
const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const rad = (d: number) => (d * Math.PI) / 180;

/** SAP U3.2 by hand: Σ months S_h × (A cos²(φ−δ) + B cos(φ−δ) + C) × hours, × 0.8 (Appendix M). */
function handKk(horizontal: number[], latitude: number, k: number[], pitch: number): number {
  const s = Math.sin(rad(pitch) / 2);
  const A = k[0]! * s ** 3 + k[1]! * s ** 2 + k[2]! * s;
  const B = k[3]! * s ** 3 + k[4]! * s ** 2 + k[5]! * s;
  const C = k[6]! * s ** 3 + k[7]! * s ** 2 + k[8]! * s + 1;
  let kwhPerM2 = 0;
  for (let m = 0; m < 12; m++) {
    const c = Math.cos(rad(latitude - declination[m]!));
    kwhPerM2 += (horizontal[m]! * (A * c * c + B * c + C) * days[m]! * 24) / 1000;
  }
  return 0.8 * kwhPerM2;
}

/** Smooth minimum used for self-consumption (decision 041): 1/√Σ(1/x²). */
const softMin = (...xs: number[]) => 1 / Math.sqrt(xs.reduce((t, x) => t + 1 / (x * x), 0));

// Table U5 columns.
const SOUTH = [-0.66, -0.106, 2.93, 3.63, -0.374, -7.4, -2.71, -0.991, 4.59];
const SE_SW = [-2.95, 2.89, 1.17, 5.67, -3.54, -4.28, -2.72, -0.25, 3.07];
// Table U3 rows and U4 latitudes.
const SEVERN = { irradiance: [32, 59, 105, 167, 201, 226, 206, 175, 130, 74, 40, 25], latitude: 51.5 };
const SOUTH_WEST = { irradiance: [36, 63, 111, 174, 210, 233, 204, 182, 136, 78, 44, 28], latitude: 50.5 };

// Ofgem cap July-Sept 2026 and the SEG rates of app/content/estimate.ts.
const UNIT = 0.2611;
const STANDING = 0.5719;
const SEG = { low: 0.041, typical: 0.12, high: 0.151 };

function handMoney(gen: number, use: number, day: number, battery: number, seg: number) {
  const direct = softMin(gen, use * day);
  const stored = battery > 0 ? softMin(battery * 0.9 * 250, 0.8 * (gen - direct), 0.8 * (use - direct)) : 0;
  const self = Math.min(gen, use, direct + stored);
  return { share: self / gen, savings: self * UNIT + (gen - self) * seg };
}

describe("golden cases", () => {
  it("a Cardiff semi: £90 a month, south at 35°, no shade, in half the day, sized by the engine", () => {
    const kk = handKk(SEVERN.irradiance, SEVERN.latitude, SOUTH, 35);
    expect(kk).toBeCloseTo(942.85, 1);
    const use = (90 * 12 - STANDING * 365) / UNIT; // 3,336.9 kWh
    const kwp = Math.round(use / kk / 0.5) * 0.5; // 3.5 kWp
    const gen = kwp * kk * 1.0;
    const typical = handMoney(gen, use, 0.4, 0, SEG.typical);
    const low = handMoney(gen * 0.9, use, 0.35, 0, SEG.low);
    const high = handMoney(gen * 1.1, use, 0.45, 0, SEG.high);
    const costLow = 3995 + 0.5 * 505; // 4,247.50 → £4,250
    const costHigh = costLow * 1.3; // 5,521.75 → £5,520

    const result = estimate({
      postcode: "CF14 3AB",
      monthlyBill: 90,
      orientation: "S",
      pitch: 35,
      shading: "none",
      occupancy: "half",
      battery: 0,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const e = result.estimate;
    expect(e.kwp).toBe(3.5);
    expect(e.generationKwh.typical).toBe(Math.round(gen / 10) * 10);
    expect(e.generationKwh.typical).toBe(3300);
    expect(e.selfUseShare.typical).toBeCloseTo(typical.share, 2);
    expect(e.annualSavingsGbp).toEqual({
      low: Math.round(low.savings),
      typical: Math.round(typical.savings),
      high: Math.round(high.savings),
    });
    expect(e.systemCostGbp).toEqual({ low: 4250, high: 5520 });
    expect(Math.round(costHigh / 5) * 5).toBe(5520);
    expect(e.paybackYears.typical).toBeCloseTo((4250 + 5520) / 2 / Math.round(typical.savings), 1);
  });

  it("a Plymouth bungalow: 2,500 kWh, south-west at 25°, light shade, home all day, 3 kWp", () => {
    const kk = handKk(SOUTH_WEST.irradiance, SOUTH_WEST.latitude, SE_SW, 25);
    const gen = 3 * kk * 0.8;
    const typical = handMoney(gen, 2500, 0.5, 0, SEG.typical);
    const result = estimate({
      postcode: "PL6 5AB",
      annualKwh: 2500,
      orientation: "SW",
      pitch: 25,
      shading: "light",
      occupancy: "home",
      battery: 0,
      kwp: 3,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const e = result.estimate;
    expect(e.generationKwh.typical).toBe(Math.round(gen / 10) * 10);
    expect(e.selfUseShare.typical).toBeCloseTo(typical.share, 2);
    expect(e.annualSavingsGbp.typical).toBe(Math.round(typical.savings));
    expect(e.systemCostGbp).toEqual({ low: 3995, high: Math.round((3995 * 1.3) / 5) * 5 });
  });

  it("a Swansea home with a 5kWh battery: 4,000 kWh, south at 40°, out all day, 4 kWp", () => {
    const kk = handKk(SEVERN.irradiance, SEVERN.latitude, SOUTH, 40);
    const gen = 4 * kk;
    const withBattery = handMoney(gen, 4000, 0.3, 5, SEG.typical);
    const without = handMoney(gen, 4000, 0.3, 0, SEG.typical);
    expect(withBattery.share).toBeGreaterThan(without.share);
    const result = estimate({
      postcode: "SA1 8PP",
      annualKwh: 4000,
      orientation: "S",
      pitch: 40,
      shading: "none",
      occupancy: "out",
      battery: 5,
      kwp: 4,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const e = result.estimate;
    expect(e.generationKwh.typical).toBe(Math.round(gen / 10) * 10);
    expect(e.selfUseShare.typical).toBeCloseTo(withBattery.share, 2);
    expect(e.annualSavingsGbp.typical).toBe(Math.round(withBattery.savings));
    // Panels from £4,500 (4kWp) plus a battery from £6,500.
    expect(e.systemCostGbp.low).toBe(11000);
  });
});
