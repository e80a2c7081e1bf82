/**
 * The built-in assistant's readings added by tune-h, learnt from the third party's sets
 * held-out-121 and -122: a count of panels in a price question, "num" for number, who does the
 * fitting, a visit to look at the roof, and a question answered beside something the site does
 * not cover. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added by tune-h", () => {
  it("prices panels when a count of them is asked about", () => {
    expect(ask("how much for 3 panels?")).toContain("£3,995");
    expect(ask("how much would ten solar panels be")).toContain("£3,995");
  });

  it("reads 'num' as a number", () => {
    expect(ask("wot num do i ring")).toContain("029 2018 0123");
  });

  it("answers who does the fitting with our own team, even beside another firm's subcontractors", () => {
    expect(ask("who will do the fitting?")).toContain("own team");
    expect(ask("who actually does the install? the company we used before sent subbies")).toContain("own team");
  });

  it("answers a visit to look at the roof with the home visit of the free consultation", () => {
    expect(ask("does one of your engineers come out to the property?")).toContain("Home visits");
    expect(ask("would somebody come round to inspect our roof")).toContain("Home visits");
  });

  it("answers the other question of a message that also names something the site does not cover", () => {
    const reply = ask("how do export payments work, and is that like the feed in tariff?");
    expect(reply).toContain("Smart Export Guarantee");
    expect(reply).toContain("doesn't cover the feed-in tariff");
  });
});

describe("built-in assistant: readings added by tune-h, follow-ups", () => {
  it("answers 'what if we got a battery too?' after our savings with the saving with one", () => {
    const history = turn("what would panels save us?", "About 30% with panels alone.");
    expect(ask("what if we got a battery too?", history)).toContain("about half");
  });
});

describe("built-in assistant: readings added by tune-h, projects near the visitor", () => {
  it("finds a home of ours in the town asked about before ('do you cover…?')", () => {
    const history = turn("do you cover Bath?", "Yes, Bath is one of our areas.");
    expect(ask("done any houses round here we could see?", history)).toContain("Bath");
  });
});

describe("built-in assistant: readings added by tune-h, roofs", () => {
  it("reads a big chimney stack on a roof as shading, with the roof's direction", () => {
    expect(
      ask(
        "ours faces north-west and has a massive chimney stack right in the middle, would panels definitely pay off for us?",
      ),
    ).toContain("direction, pitch and shading");
  });
});

describe("built-in assistant: readings added by tune-h, clauses", () => {
  it("answers both halves of '…worth it and roughly what would it cost?'", () => {
    const reply = ask("is solar worth doing for us and ballpark how much would it be?");
    expect(reply).toContain("£3,995");
    expect(reply).toContain("30%");
  });
});
