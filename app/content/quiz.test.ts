import { describe, expect, it } from "vitest";
import { quizOptionValues } from "~/lib/quiz-options";
import { quizQuestions, savingsFor } from "./quiz";

describe("quiz content", () => {
  it("asks the five questions in order with exactly the option values of docs/product.md §9.2", () => {
    expect(quizQuestions.map((q) => q.id)).toEqual([
      "monthlyBill",
      "propertyType",
      "ownership",
      "roofCondition",
      "batteryInterest",
    ]);
    for (const q of quizQuestions) expect(q.options.map((o) => o.value)).toEqual(quizOptionValues[q.id]);
  });

  it.each([
    ["under50", "£300-£600"],
    ["50-100", "£600-£1,200"],
    ["100-200", "£1,200-£2,000"],
    ["over200", "£2,000+"],
  ])("estimates savings for a %s bill as %s", (bill, range) => {
    expect(savingsFor(bill)).toBe(range);
  });

  it("has no estimate before or without a known bill", () => {
    expect(savingsFor(undefined)).toBeUndefined();
    expect(savingsFor("toString")).toBeUndefined();
    expect(savingsFor("300")).toBeUndefined();
  });
});
