import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/api.estimate";
import { hostileString, queryString } from "../support/hostile";
import { type AnyArgs, asRoute, context, request } from "./staff-helpers";

/** GET /api/estimate called as React Router calls it. */
const get = (query: string) =>
  asRoute(loader as (args: AnyArgs) => unknown)({
    request: request(`/api/estimate?${query}`),
    context: context(),
    params: {},
  });

const rangeKeys = ["low", "typical", "high"].sort();

describe("GET /api/estimate", () => {
  it("answers the documented shape for the documented example", async () => {
    const response = await get("postcode=CF10%201AA&monthlyBill=90");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "postcode",
        "kwp",
        "generationKwh",
        "selfUseShare",
        "annualSavingsGbp",
        "systemCostGbp",
        "paybackYears",
        "assumptions",
      ].sort(),
    );
    expect(body.postcode).toBe("CF10 1AA");
    for (const key of ["generationKwh", "selfUseShare", "annualSavingsGbp", "paybackYears"]) {
      expect(Object.keys(body[key]).sort()).toEqual(rangeKeys);
    }
    expect(Object.keys(body.systemCostGbp).sort()).toEqual(["high", "low"]);
    expect(body.selfUseShare.high).toBeLessThanOrEqual(1);
    for (const a of body.assumptions) {
      expect(Object.keys(a).sort()).toEqual(["asOf", "name", "source", "unit", "value"]);
      expect(a.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("takes every optional parameter", async () => {
    const response = await get(
      "postcode=SA1&annualKwh=2700&orientation=SE&pitch=40&shading=light&occupancy=out&battery=5&kwp=4",
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.kwp).toBe(4);
    expect(body.systemCostGbp.low).toBe(4500 + 6500);
  });

  it.each([
    ["monthlyBill=90", "postcode"],
    ["postcode=75001&monthlyBill=90", "postcode"],
    ["postcode=JE2%203AB&monthlyBill=90", "postcode"],
    ["postcode=CF10", "monthlyBill"],
    ["postcode=CF10&monthlyBill=10", "monthlyBill"],
    ["postcode=CF10&annualKwh=2700&pitch=abc", "pitch"],
    ["postcode=CF10&annualKwh=2700&orientation=UP", "orientation"],
  ])("%s → 400 naming %s", async (query, field) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(typeof body.error).toBe("string");
    expect(Object.keys(body.fields)).toContain(field);
  });

  it("answers any query with 200 or a clear 400, never a 5xx or a non-finite number", async () => {
    const known = fc
      .record({
        postcode: fc.oneof(fc.constantFrom("CF10 1AA", "PL1", "EH1", "JE2 3AB", ""), hostileString),
        monthlyBill: fc.oneof(fc.constantFrom("90", "0", "-1", "1e309", "NaN", ""), hostileString),
        annualKwh: fc.oneof(fc.constantFrom("2700", "1e9", ""), hostileString),
        orientation: fc.oneof(fc.constantFrom("S", "nw", "__proto__"), hostileString),
        pitch: fc.oneof(fc.constantFrom("0", "90", "35.5", "-0"), hostileString),
        battery: fc.oneof(fc.constantFrom("0", "20", "5"), hostileString),
        kwp: fc.oneof(fc.constantFrom("0.5", "50", "4"), hostileString),
      })
      .map((r) =>
        new URLSearchParams(Object.entries(r).filter(([, v]) => v !== "")).toString().replace(/%EF%BF%BD/g, ""),
      );
    await fc.assert(
      fc.asyncProperty(fc.oneof(known, queryString), async (query) => {
        const response = await get(query);
        expect([200, 400]).toContain(response.status);
        const text = await response.text();
        expect(text).not.toMatch(/NaN|Infinity|null/);
        const body = JSON.parse(text);
        if (response.status === 400) expect(body.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
