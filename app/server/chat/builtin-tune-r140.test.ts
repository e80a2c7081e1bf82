/**
 * The built-in assistant's readings from tune-r140: more subjects the site does not describe (a
 * team member's clubs and teams, forecasts of energy prices by a year). Each question is in words
 * of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings from tune-r140", () => {
  it("hands off a team member's clubs and teams, and forecasts of energy prices", () => {
    expectHandOffs([
      "what football team does Owen support?",
      "which choir does she sing in?",
      "how much will energy bills be in ten years' time?",
      "what will the electricity price cap be by 2028?",
    ]);
  });

  it("still answers a team member's interests from the team page", () => {
    expect(ask("what does Rhys do in his spare time?")).toContain("rugby");
  });
});
