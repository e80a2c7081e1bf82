/**
 * The built-in assistant's readings added on branch tune-d: follow-ups that lean on our answer
 * before them without a pronoun. Each question is in words of our own, not a question of a test
 * set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: short follow-ups without a pronoun", () => {
  it("reads a short question that names nothing of ours after our answer as about that answer", () => {
    const exportScheme = turn(
      "tell me about being paid for exported power",
      "Your energy supplier pays you for the surplus electricity your panels send to the grid.",
    );
    expect(ask("am I eligible?", exportScheme)).toContain("smart meter");
    expect(ask("how do I qualify", exportScheme)).toContain("smart meter");
  });

  it("keeps the audience of the conversation: a business's smallest system is a commercial one", () => {
    const business = turn(
      "can you do solar for businesses?",
      "Yes, we install commercial systems from 50kW up to our record 756kW school roof.",
    );
    expect(ask("rough cost of the smallest?", business)).toContain("£50,000");
    expect(ask("smallest price?", business)).toContain("£50,000");
  });

  it("reads 'bigger than that' as past the size our reply gave, not that reply again", () => {
    const battery = turn(
      "what's a battery going to cost me?",
      "Batteries start from £6,500 for up to 13.5kWh of storage.",
    );
    expect(ask("and bigger than that?", battery)).toContain("£450");
  });
});

describe("built-in assistant: answers added on branch tune-d", () => {
  it("gives the entry system's size and the price of each kWp above it, from our price list", () => {
    expect(ask("how many kWp do I get for £3,995?")).toContain("3kWp");
    expect(ask("what does each additional kW cost on top of the entry system?")).toContain("£505");
    const cheapest = turn("what's your cheapest system?", "Our home systems start from £3,995 including VAT.");
    expect(ask("how many kW would that be?", cheapest)).toContain("3kWp");
  });
});

describe("built-in assistant: conditions on what was just said", () => {
  const cleaning = turn("can you give my panels a clean?", "Yes, panel cleaning is part of our maintenance service.");

  it("answers a condition that has an answer of its own, not more of the reply before", () => {
    expect(ask("even if you didn't install them?", cleaning)).toContain("installed by others");
  });

  it("reads panels not installed by us as another installer's", () => {
    expect(ask("still ok if they weren't installed by you?", cleaning)).toContain("installed by others");
    expect(ask("will you service a system that wasn't fitted by your team?")).toContain("installed by others");
  });
});

describe("built-in assistant: whether what was just said covers something", () => {
  it("reads 'does that cover…' after a maintenance plan as the plan for what it names", () => {
    const plan = turn("what's a maintenance plan cost?", "Maintenance plans start from £150 per year.");
    expect(ask("does it cover panels a different firm put up?", plan)).toContain("installed by others");
    expect(ask("does it also cover panels from another installer?", plan)).toContain("installed by others");
  });
});

describe("built-in assistant: a follow-up's own question over the answer it follows", () => {
  it("answers the savings asked after the payback, though no word of the question is rare", () => {
    const payback = turn("how long before solar pays for itself?", "Most systems pay for themselves in 7-12 years.");
    expect(ask("and what would that be in savings a year?", payback)).toContain("south-facing roof in Cardiff");
    expect(ask("so what savings a year is that?", payback)).toContain("south-facing roof in Cardiff");
  });
});
