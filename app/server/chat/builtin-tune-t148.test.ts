/**
 * The built-in assistant's readings tuned in t148 (businesses, farms, schools and landlords).
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned in t148", () => {
  it("reads whether a kind of customer's review says a thing as that review, in their own words", () => {
    expect(ask("did any commercial clients mention whether the payback numbers turned out right?")).toContain(
      "spot on",
    );
    expect(ask("has a customer ever said the fitters were tidy?")).toContain("tidy, polite");
  });

  it("reads the grid connection as the network operator's paperwork we handle", () => {
    expect(ask("for our warehouse array, is getting the grid connection our job or yours?")).toContain(
      "network operator",
    );
  });

  it("reads round-the-clock running in a payback question as the site's demand, and hands off the exact figure", () => {
    expectHandOffs(["how quickly would a 120kW array pay back for our bakery that runs round the clock?"]);
    expect(ask("our plant is 24/7, can the fitting happen without shutting us down?")).toContain("working hours");
  });
});
