import { describe, expect, it } from "vitest";
import { OPENING_HOURS, parseOpeningHours, workingDeadline, workingMsBetween } from "./working-hours";

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

  it("finds when a lead has waited a working hour", () => {
    const due = (iso: string) => workingDeadline(at(iso), H)?.toISOString();
    // Monday 10:00 GMT: 11:00 the same day.
    expect(due("2026-11-23T10:00:00Z")).toBe("2026-11-23T11:00:00.000Z");
    // Friday 17:55: five minutes on Friday, 55 on Saturday morning (open 09:00).
    expect(due("2026-11-20T17:55:00Z")).toBe("2026-11-21T09:55:00.000Z");
    // Saturday 15:55: five minutes on Saturday, Sunday closed, 55 on Monday (open 08:00).
    expect(due("2026-11-21T15:55:00Z")).toBe("2026-11-23T08:55:00.000Z");
    // Sunday, and before opening: the hour starts at the next opening.
    expect(due("2026-11-22T12:00:00Z")).toBe("2026-11-23T09:00:00.000Z");
    expect(due("2026-11-23T06:00:00Z")).toBe("2026-11-23T09:00:00.000Z");
    // BST: 17:30 BST Friday 12 June 2026 is 16:30 GMT; due 09:30 BST Saturday.
    expect(due("2026-06-12T16:30:00Z")).toBe("2026-06-13T08:30:00.000Z");
    // Agrees with workingMsBetween.
    const from = at("2026-11-20T17:55:00Z");
    expect(workingMsBetween(from, workingDeadline(from, H)!)).toBe(H);
    expect(
      workingDeadline(
        from,
        H,
        Array.from({ length: 7 }, () => null),
      ),
    ).toBeNull();
  });
});
