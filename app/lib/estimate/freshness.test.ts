import { describe, expect, it } from "vitest";
import { tariffs } from "~/content/estimate";
import { priceCapFreshness } from "./freshness";

describe("priceCapFreshness", () => {
  it("is fresh up to four months after the figures' date and stale after", () => {
    expect(priceCapFreshness("2026-10-31", "2026-07-01")).toMatchObject({ stale: false, staleAfter: "2026-11-01" });
    expect(priceCapFreshness("2026-11-01", "2026-07-01").stale).toBe(false);
    expect(priceCapFreshness("2026-11-02", "2026-07-01").stale).toBe(true);
    expect(priceCapFreshness("2027-03-01", "2026-10-01")).toMatchObject({ stale: true, staleAfter: "2027-02-01" });
  });

  it("crosses year ends", () => {
    expect(priceCapFreshness("2027-01-15", "2026-10-01")).toMatchObject({ staleAfter: "2027-02-01", stale: false });
  });

  it("reads the unit rate's date by default", () => {
    expect(priceCapFreshness("2000-01-01").asOf).toBe(tariffs.unitRate.asOf);
  });
});
