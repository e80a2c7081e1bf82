import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseUtm, UTM_MAX, utmFromSearch } from "./attribution";

describe("normaliseUtm", () => {
  it.each([
    ["google", "google"],
    ["  facebook  ", "facebook"],
    ["Spring Sale!", "Spring-Sale"],
    ["autumn_2026.v2~a", "autumn_2026.v2~a"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["--x--", "x"],
    ["£££", undefined],
    ["", undefined],
    [null, undefined],
    ["a\u0000b\u202ec\nd", "a-b-c-d"],
  ])("%j → %j", (input, expected) => {
    expect(normaliseUtm(input)).toBe(expected);
  });

  it("keeps any input short, URL-safe and stable", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 500 }), (raw) => {
        const value = normaliseUtm(raw);
        if (value === undefined) return;
        expect(value.length).toBeGreaterThan(0);
        expect(value.length).toBeLessThanOrEqual(UTM_MAX);
        expect(value).toMatch(/^[A-Za-z0-9._~]([A-Za-z0-9._~-]*[A-Za-z0-9._~])?$/);
        expect(normaliseUtm(value)).toBe(value);
      }),
    );
  });
});

describe("utmFromSearch", () => {
  it("reads the three tags from a query string and drops empty ones", () => {
    expect(utmFromSearch("?utm_source=Face%20Book&utm_medium=&utm_campaign=x&v=a")).toEqual({
      utm_source: "Face-Book",
      utm_campaign: "x",
    });
    expect(utmFromSearch(`?utm_source=${"s".repeat(300)}`).utm_source).toHaveLength(UTM_MAX);
  });
});
