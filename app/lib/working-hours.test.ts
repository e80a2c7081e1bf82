import { describe, expect, it } from "vitest";
import { OPENING_HOURS, parseOpeningHours, workingMsBetween } from "./working-hours";

const H = 3_600_000;
const at = (iso: string) => new Date(iso);

describe("working hours", () => {
  it("reads the site's opening hours", () => {
    expect(OPENING_HOURS[1]).toEqual([480, 1080]); // Monday 08:00-18:00
    expect(OPENING_HOURS[5]).toEqual([480, 1080]);
    expect(OPENING_HOURS[6]).toEqual([540, 960]); // Saturday 09:00-16:00
    expect(OPENING_HOURS[0]).toBeNull();
    expect(parseOpeningHours(["Fr-Mo 10:00-11:00"]).map((d) => d !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it("counts only opening time, in GMT", () => {
    // Monday 23 November 2026, GMT.
    expect(workingMsBetween(at("2026-11-23T09:00:00Z"), at("2026-11-23T10:30:00Z"))).toBe(1.5 * H);
    // Sent 17:50 on Friday: by 08:30 on Monday, Friday 10 minutes, Saturday 7 hours, Monday 30 minutes.
    expect(workingMsBetween(at("2026-11-20T17:50:00Z"), at("2026-11-23T08:30:00Z"))).toBe(7 * H + 40 * 60_000);
    // Saturday night to Monday 08:59: 59 minutes.
    expect(workingMsBetween(at("2026-11-21T20:00:00Z"), at("2026-11-23T08:59:00Z"))).toBe(59 * 60_000);
    expect(workingMsBetween(at("2026-11-23T10:00:00Z"), at("2026-11-23T09:00:00Z"))).toBe(0);
  });

  it("follows British Summer Time", () => {
    // Monday 15 June 2026: 08:00 BST is 07:00 GMT.
    expect(workingMsBetween(at("2026-06-15T06:00:00Z"), at("2026-06-15T08:00:00Z"))).toBe(H);
    expect(workingMsBetween(at("2026-06-15T16:30:00Z"), at("2026-06-15T18:00:00Z"))).toBe(30 * 60_000);
  });
});
