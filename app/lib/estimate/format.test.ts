import { describe, expect, it } from "vitest";
import { constantValue } from "./format";

describe("constantValue: a constant of the estimate said in words", () => {
  it("says rates in pence and prices in pounds", () => {
    expect(constantValue({ value: 0.5719, unit: "£/day" })).toBe("57.19p a day");
    expect(constantValue({ value: 0.2611, unit: "£/kWh" })).toBe("26.11p a kWh");
    expect(constantValue({ value: 450, unit: "£/kWh" })).toBe("£450 per kWh");
    expect(constantValue({ value: 3995, unit: "£" })).toBe("£3,995");
    expect(constantValue({ value: 505, unit: "£/kWp" })).toBe("£505 per kWp");
  });

  it("says shares as percentages, with their range, and sizes with their unit", () => {
    expect(constantValue({ value: 0.9, unit: "fraction" })).toBe("90%");
    expect(constantValue({ value: 0.4, unit: "fraction (range 0.35-0.45)" })).toBe("40% (from 35% to 45%)");
    expect(constantValue({ value: 0.3, unit: "fraction above the from-price" })).toBe("up to 30% above the from-price");
    expect(constantValue({ value: 2500, unit: "kWh/year" })).toBe("2,500 kWh a year");
    expect(constantValue({ value: 13.5, unit: "kWh" })).toBe("13.5kWh");
    expect(constantValue({ value: 0.65, unit: "factor" })).toBe("0.65");
  });
});
