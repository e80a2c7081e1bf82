/**
 * The built-in assistant reading a question through the visitor's circumstances (tuning round
 * "circumstance"): "does X make a difference?" asks how much X matters, not what makes us
 * different; a condition before a question ("if I have panels fitted do they…") is the visitor's
 * situation, and "they" what it names. Each question is in words of our own, not a question of a
 * test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";
import { offersCall } from "~/lib/chat-triggers";

describe("built-in assistant: whether something makes a difference", () => {
  it("reads whether shade makes a difference as a question about shading, not our credentials", () => {
    const reply = ask(
      "Next door's conifers throw shadow over our roof most mornings. Does shade make a big difference?",
    );
    expect(reply).toContain("shading");
    expect(reply).not.toContain("500 installations");
  });

  it("reads whether a roof's pitch makes any difference as a question about the roof", () => {
    const reply = ask("Would the pitch of the roof make any difference? Ours is a shallow one.");
    expect(reply).toContain("pitch");
    expect(reply).not.toContain("500 installations");
  });
});

describe("built-in assistant: a condition before the question", () => {
  it("reads what a question asks of the panels a condition before it names", () => {
    const reply = ask(
      "My knees are bad these days. If we get solar panels fitted on the bungalow will they need lots of looking after?",
    );
    expect(reply).toContain("Very little");
    expect(offersCall(reply)).toBe(false);
  });
});
