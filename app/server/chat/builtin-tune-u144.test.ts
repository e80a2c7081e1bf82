/**
 * The built-in assistant's readings added on branch tune-u144: the whole timeline asked as "from
 * the first call to panels on the roof", the kinds of consultation, a bare "cost?" follow-up, and
 * whether adding a battery years later causes problems. Each question is in words of our own,
 * not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: timelines, consultations, bare price follow-ups and batteries later", () => {
  it("reads 'from the first call to panels on the roof' as the whole timeline", () => {
    expect(ask("roughly how long from the first enquiry to having the panels up?")).toContain("4-8 weeks");
  });

  it("reads which kinds of consultation there are as how it is held", () => {
    const reply = ask("which types of consultation do you offer?");
    expect(reply).toContain("video call");
    expect(reply).toContain("at your home");
  });

  it("reads a bare 'cost?' after a product as that product's price", () => {
    const chargers = turn(
      "can you put in a car charger?",
      "Yes, we fit EV chargers as part of our smart energy upgrades, so your car can charge from surplus solar.",
    );
    expect(ask("costs?", chargers)).toContain("£1,200");
  });

  it("reads whether a battery added in a few years causes problems or rewiring as battery-ready", () => {
    expect(
      ask(
        "we'll do the panels first and maybe a battery in three years, would that give us any hassle with the system?",
      ),
    ).toContain("battery ready");
  });
});
