/**
 * The built-in assistant's readings added by tune-t147, learnt from a set of small-print questions:
 * whether the calculator's figure is the final price, what to tell us before the work starts, a
 * battery charging and emptying as its cycles a year, and where our figures come from. Each
 * question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: small print of the estimate and the terms (tune-t147)", () => {
  it("reads whether the calculator's number is the final price as the estimate not being a guarantee", () => {
    expect(ask("will the estimator's number be the exact cost I pay?")).toContain("not a guarantee");
  });

  it("reads what to tell us before the fitters start as our terms (roof defects or asbestos)", () => {
    expect(ask("What should I mention before the fitters start?")).toContain("asbestos");
    expect(ask("is there anything we must let you know before you begin on the house")).toContain("roof defects");
  });

  it("reads a battery being filled and drained as its full cycles a year in our estimate", () => {
    expect(ask("in your calculator how often is the battery filled and drained each year")).toContain("250");
  });

  it("reads where our prices come from, or whether they are made up, as the method and its sources", () => {
    expect(ask("where do you get your electricity prices from")).toContain("Ofgem");
    expect(ask("are your savings numbers just made up?")).toContain("Ofgem");
  });
});
