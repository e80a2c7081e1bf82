/**
 * The built-in assistant's readings tuned on the older question sets' remaining misses. Each
 * question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: what the calculator leaves out", () => {
  it("reads an electric car asked of the calculator as what it does not model, not our chargers", () => {
    for (const question of [
      "Will the savings calculator take my EV charging into account?",
      "does your estimate include my electric car charging?",
      "Does the calculator factor in my heat pump at all?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("Not modelled");
      expect(reply, question).not.toContain("approved to install");
    }
  });
});

describe("built-in assistant: a long message's clause leaning on what it said", () => {
  it("reads a battery for panels another firm fitted with the message, not the clause alone", () => {
    const reply = ask(
      "We've a terrace in Neath with panels from 2017, put on by a different company that went bust. Could you still fit a battery to them?",
    );
    expect(reply).toContain("other companies");
    expect(reply).not.toContain("Founded in Risca");
  });

  it("reads panels put on by 'some other lot' as another firm's", () => {
    const reply = ask("Ours were put on by some other lot years back. Can you add a battery to a system like that?");
    expect(reply).toContain("other companies");
  });
});

describe("built-in assistant: what the calculator needs", () => {
  it("reads 'savings calculator' as the calculator's name when asked what to put in it", () => {
    const reply = ask("My husband isn't sold on it. How does your savings calculator work, what would we put into it?");
    expect(reply).toContain("postcode");
  });

  it("reads the numbers in the calculator as what it assumes", () => {
    expect(ask("Where do the numbers in the calculator come from?")).toContain("Ofgem price cap");
  });
});
