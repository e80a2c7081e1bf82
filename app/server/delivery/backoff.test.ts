import { describe, expect, it } from "vitest";
import { backoffDelay, defaultBackoff } from "./backoff";

describe("backoffDelay", () => {
  it("doubles from 30 s and stops growing at one hour", () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12, 40].map((n) => backoffDelay(n, defaultBackoff, none))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it("shortens each delay by at most the jitter fraction", () => {
    expect(backoffDelay(2, defaultBackoff, () => 1)).toBe(48_000);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(3, defaultBackoff);
      expect(d).toBeGreaterThanOrEqual(96_000);
      expect(d).toBeLessThanOrEqual(120_000);
    }
  });

  it("takes injected timings", () => {
    expect(backoffDelay(3, { baseMs: 10, capMs: 25, jitter: 0 })).toBe(25);
  });
});
