/**
 * A question that only weighs what the visitor said before it ("what do you reckon realistically?")
 * is read with the claim it weighs: the claim's subject is what is asked. Each question is in words
 * of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";
import { askingClauses } from "./clauses.server";

describe("built-in assistant: a question weighing the claim before it", () => {
  it("reads a quoted payback claim, then 'what do you reckon realistically?', as a payback question", () => {
    const reply = ask(
      "Chap at the door yesterday swore panels pay for themselves in 3 years. Sounds far-fetched to me. What do you reckon realistically?",
    );
    expect(reply).toContain("7-12 years");
  });

  it("takes the claim a weighing question leans on as what it asks, without who made the claim", () => {
    const clauses = askingClauses(
      "My brother-in-law swore batteries last forty years. Seems a lot. What do you think?",
    );
    expect(clauses).toContain("batteries last forty years.");
  });

  it("takes the clause before 'does that sound right?' in the same sentence", () => {
    expect(askingClauses("We were quoted a ten year payback, does that sound about right?")).toContain(
      "We were quoted a ten year payback",
    );
  });
});

describe("built-in assistant: how long the workmen are at the house", () => {
  it("reads how long the workmen are at the property as how long the installation takes", () => {
    const reply = ask("How long are the workmen at the property for? I'm home with a newborn");
    expect(reply).toContain("1-3 days");
  });
});
