/**
 * The built-in assistant's readings of who else sees a visitor's details and of follow-ups about
 * cookies (issue #16). Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: who else sees a visitor's details", () => {
  it("reads 'who else sees my details' as the privacy policy's list of who receives them", () => {
    for (const q of [
      "If I order, who else gets to look at my personal details?",
      "Who else would end up with my name and address?",
      "Who do you pass my details on to?",
    ]) {
      const reply = ask(q);
      expect(reply).toContain("MCS");
      expect(reply).toContain("network operator");
      expect(reply).toContain("e-mail provider");
    }
  });

  it("still answers what we do with a visitor's data with the privacy policy", () => {
    expect(ask("What do you do with my data?")).toContain("privacy policy");
  });
});
