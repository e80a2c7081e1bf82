/**
 * The built-in assistant's readings of farms, schools, shops and fleets: a question where the
 * visitor's business or place says which of our answers fits, not only that it is commercial.
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { offersCall } from "~/lib/chat-triggers";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: farms, schools, shops and fleets", () => {
  it("reads whether a business's roof is strong enough as the structural checks of its feasibility study", () => {
    const reply = ask(
      "We keep sheep, and the roof of our lambing barn is getting on: will its timbers take the weight of an array?",
    );
    expect(reply).toContain("structural checks");
    expect(offersCall(reply)).toBe(true);
  });

  it("still leaves a home's roof strength to its survey", () => {
    const reply = ask("Are my rafters strong enough for panels?");
    expect(reply).toContain("survey checks your roof");
    expect(reply).not.toContain("structural");
  });
});

describe("built-in assistant: a business named after three words that describe it", () => {
  it("reads 'a sheep and beef farm' as a business", () => {
    const reply = ask("We run a sheep and beef farm. Will the roof of the shed take the weight of panels?");
    expect(reply).toContain("structural checks");
  });
});

describe("built-in assistant: a business's fleet", () => {
  it("hands off charging for a fleet of vehicles, not priced as a home's charger", () => {
    const reply = ask(
      "Our firm has a fleet of twelve electric vans. Could you put depot charging in, and what would 12 chargers cost?",
    );
    expect(reply).toContain("fleet of vehicles");
    expect(reply).not.toContain("£1,200");
    expect(offersCall(reply)).toBe(true);
  });

  it("still prices a home's EV charger", () => {
    expect(ask("how much is an ev charger for my house?")).toContain("£1,200");
  });
});
