import { describe, expect, it } from "vitest";
import { parseEstimateQuery } from "./query";

const q = (s: string) => parseEstimateQuery(new URLSearchParams(s));

describe("parseEstimateQuery", () => {
  it("takes the defaults for what is left out or blank", () => {
    expect(q("postcode=CF10+1AA&monthlyBill=90&orientation=&pitch=&kwp=")).toEqual({
      ok: true,
      input: {
        postcode: "CF10 1AA",
        monthlyBill: 90,
        annualKwh: undefined,
        orientation: "S",
        pitch: 35,
        shading: "none",
        occupancy: "half",
        battery: 0,
        kwp: undefined,
      },
    });
  });

  it("prefers annual use to the bill when both are given", () => {
    expect(q("postcode=CF10&monthlyBill=90&annualKwh=2700")).toMatchObject({
      ok: true,
      input: { annualKwh: 2700, monthlyBill: undefined },
    });
  });

  it("accepts lower-case compass points", () => {
    expect(q("postcode=CF10&annualKwh=2700&orientation=sw")).toMatchObject({ ok: true, input: { orientation: "SW" } });
  });

  it.each([
    ["monthlyBill=90", "postcode"],
    ["postcode=CF10", "monthlyBill"],
    ["postcode=CF10&monthlyBill=abc", "monthlyBill"],
    ["postcode=CF10&monthlyBill=Infinity", "monthlyBill"],
    ["postcode=CF10&annualKwh=-5", "annualKwh"],
    ["postcode=CF10&annualKwh=2700&orientation=UP", "orientation"],
    ["postcode=CF10&annualKwh=2700&pitch=91", "pitch"],
    ["postcode=CF10&annualKwh=2700&shading=total", "shading"],
    ["postcode=CF10&annualKwh=2700&occupancy=never", "occupancy"],
    ["postcode=CF10&annualKwh=2700&battery=21", "battery"],
    ["postcode=CF10&annualKwh=2700&kwp=0.1", "kwp"],
    [`postcode=${"A".repeat(5000)}&annualKwh=2700`, "postcode"],
  ])("%s is refused, naming %s", (query, field) => {
    const result = q(query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields)).toContain(field);
    expect(result.error.length).toBeGreaterThan(0);
    expect(result.error.length).toBeLessThan(200);
  });
});
