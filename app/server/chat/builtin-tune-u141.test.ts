/**
 * The built-in assistant's readings tuned in u141 (small print and trust: privacy, cookies, terms).
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned in u141", () => {
  it("reads asking to see a copy of one's information as the privacy rights", () => {
    expect(ask("could I have a copy of all the details you keep on me please")).toContain("copy of your information");
    expect(ask("how do I make a subject access request?")).toContain("copy of your information");
  });

  it("reads how long cookies stay on a phone or laptop as how long they last", () => {
    expect(ask("how long will the facebook cookies remain on my laptop?")).toContain("90 days");
  });

  it("reads whether an older quote has run out as how long a quote is valid", () => {
    expect(ask("we had a quotation from you back in spring, has it expired by now?")).toContain("30 days");
  });

  it("hands off tax on exporting and the name of a data protection officer", () => {
    expectHandOffs(["do I pay income tax on what I earn exporting to the grid?", "who is your DPO?"]);
  });

  it("reads a disagreement over a fix and an independent body as the RECC dispute service", () => {
    expect(
      ask("If the work is faulty and we cannot agree on a repair, is there someone impartial I can turn to?"),
    ).toContain("RECC");
  });
});
