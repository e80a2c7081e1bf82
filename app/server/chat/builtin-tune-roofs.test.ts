/**
 * The built-in assistant's readings of homes and roofs added in the "roofs" tuning round (decision 119).
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: homes and roofs in visitors' words", () => {
  it("reads 'still be doing anything in 15 years' as how long panels last, not adding something later", () => {
    const reply = ask("I'm nearly 80. Would the panels still be doing anything in 15 years?");
    expect(reply).toContain("25-30 years");
  });

  it("reads 'still producing much in 25 years' as how long panels last", () => {
    expect(ask("Will they still be producing much in 25 years?")).toContain("25-30 years");
  });
});
