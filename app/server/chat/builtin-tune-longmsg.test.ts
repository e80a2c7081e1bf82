/**
 * Tuning round "longmsg": answerable questions inside long, chatty messages or in unusual words,
 * which the assistant handed off because words of the visitor's setting (the unit wanted, the town
 * the home is in, "or can we just crack on", "those headline figures", "which of your lot") sank
 * the reading's confidence or hid the clause that asks. Paraphrases in words of our own.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

const HAND_OFF = "not sure I can answer that one properly";

describe("built-in assistant: long messages and unusual ways of asking", () => {
  it("answers a yearly saving asked 'in hard cash terms', counting the export payments", () => {
    const reply = ask(
      "for a normal home what are households really saving a year in hard cash terms, including whatever you get paid for sending it back?",
    );
    expect(reply).toContain("£330-£750");
    expect(reply).not.toContain(HAND_OFF);
  });

  it("reads 'in actual pounds' after a saving as the unit, with the export payments counted in", () => {
    const reply = ask("what do people save a year in actual pounds, including whatever you get paid for exporting?");
    expect(reply).toContain("£330-£750");
  });

  it.each([
    "do we need planning for solar on our plain old semi in Caerphilly or can we just crack on?",
    "do I need planning for panels on a bungalow in Bridgend or can we just go ahead? the council were awful last time",
    "do we need planning on a mid terrace in Newport, or can we just get cracking?",
  ])("answers planning for a home in a named town, with 'or can we just crack on?': %s", (question) => {
    const reply = ask(question);
    expect(reply).toContain("permitted development");
    expect(reply).not.toContain(HAND_OFF);
  });

  it("answers what the typical home is when the figures are 'those headline savings figures'", () => {
    const reply = ask(
      "My daughter usually handles the bills. The calculator mentions a 'typical home' and I want to know what kind of house those headline savings figures are based on, because ours is a small semi in Penarth.",
    );
    expect(reply).toContain("Cardiff");
    expect(reply).toContain("2,500 kWh");
  });

  it("names the battery specialist when asked 'which of your lot' knows batteries", () => {
    const reply = ask(
      "which of you lot is the battery expert? my husband wants to grill someone who knows them properly lol",
    );
    expect(reply).toContain("Tom Harris");
  });

  it("answers how far ahead a survey can be rebooked", () => {
    const reply = ask(
      "can I re-book the home visit for later in the summer? how far ahead can it go, we're away for weeks",
    );
    expect(reply).toContain("8 weeks");
  });

  it("answers who is told about a new system with the network operator", () => {
    const reply = ask("once the panels are up, who has to be notified about the system? someone mentioned the grid");
    expect(reply).toContain("network operator");
    expect(reply).not.toContain(HAND_OFF);
  });

  it("keeps 'who on your team is the battery person' a question about our team", () => {
    expect(ask("who on your team is the battery person, I've got questions about sizing one")).toContain("Tom Harris");
  });

  it("answers what house the savings are based on, asked without 'figures'", () => {
    const reply = ask("what house are your headline savings based on? mine's a 2 bed terrace");
    expect(reply).toContain("Cardiff");
    expect(reply).toContain("2,500 kWh");
  });

  it("answers whether anyone else is told about a new battery with the network operator", () => {
    expect(ask("does anyone else get told about my battery after it's fitted?")).toContain("network operator");
  });

  it("reads a saving asked 'in cash' as the unit, and 'pay in cash' still as paying", () => {
    expect(ask("honestly what do households save a year in cash, with the export money included")).toContain(
      "£330-£750",
    );
    expect(ask("can I pay in cash?")).not.toContain("£330-£750");
  });
});
