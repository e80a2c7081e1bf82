import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBritishSummerTime, isoDate, longDate, todayInUk, ukCalendarDate } from "./uk-date";

// Node carries the full time-zone database: the reference the helpers must agree with.
const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
const long = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

describe("UK calendar dates without Intl", () => {
  it("agree with the time-zone database at any instant from 1997 to 2099", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1997, 0, 1), max: Date.UTC(2099, 11, 31) }), (t) => {
        const at = new Date(t);
        expect(todayInUk(at)).toBe(iso.format(at));
        expect(longDate(ukCalendarDate(at))).toBe(long.format(at));
      }),
      { numRuns: 5000 },
    );
  });

  it("change with the clocks at 01:00 GMT on the last Sundays of March and October", () => {
    expect(isBritishSummerTime(new Date("2026-03-29T00:59:59Z"))).toBe(false);
    expect(isBritishSummerTime(new Date("2026-03-29T01:00:00Z"))).toBe(true);
    expect(isBritishSummerTime(new Date("2026-10-25T00:59:59Z"))).toBe(true);
    expect(isBritishSummerTime(new Date("2026-10-25T01:00:00Z"))).toBe(false);
    // 23:30 GMT in summer is already tomorrow in the UK; in winter it is not.
    expect(todayInUk(new Date("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
    expect(todayInUk(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    expect(todayInUk(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01-01");
  });

  it("formats as the pages show them", () => {
    expect(isoDate({ year: 2026, month: 3, day: 7 })).toBe("2026-03-07");
    expect(longDate({ year: 2026, month: 11, day: 22 })).toBe("22 November 2026");
  });
});
