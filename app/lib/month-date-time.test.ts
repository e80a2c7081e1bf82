import { describe, expect, it } from "vitest";
import { testimonials } from "~/content/testimonials";
import { monthDateTime } from "~/lib/uk-date";

describe("monthDateTime", () => {
  it.each([
    ["September 2025", "2025-09"],
    ["January 2026", "2026-01"],
    [" May 2025 ", "2025-05"],
    ["Sept 2025", undefined],
    ["2025-09", undefined],
    ["", undefined],
  ])("%j → %j", (shown, expected) => {
    expect(monthDateTime(shown)).toBe(expected);
  });

  it("reads every review's date, so each one is a valid <time>", () => {
    for (const review of testimonials) expect(monthDateTime(review.date), review.date).toMatch(/^\d{4}-\d{2}$/);
  });
});
