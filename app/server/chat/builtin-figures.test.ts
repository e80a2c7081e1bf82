/**
 * The built-in assistant's readings added in decision 117: the figures of our savings estimate
 * (every constant How We Estimate lists) when a question names one, and a follow-up whose own
 * words a runner-up answer matches better than the subject carried from before. Each question is
 * in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { methodConstants } from "~/content/estimate-constants";
import { tariffs } from "~/content/estimate";
import { ask, turn } from "../../../tests/support/chat-ask";
import { plainWords } from "./search.server";

describe("built-in assistant: the figures of our estimate", () => {
  it("gives a figure of the estimate the question names, with the page that lists it", () => {
    const standing = ask("which standing charge do your savings figures assume?");
    expect(standing).toContain("57.19p a day");
    expect(standing).toContain("(/how-we-estimate)");
    expect(ask("how efficient do you take a battery to be in the estimate, round trip?")).toContain("90%");
    expect(ask("what does your price list charge per extra kWp over the entry system?")).toContain("£505 per kWp");
    expect(ask("which SAP version is the solar data from in your method?")).toContain("SAP 2012");
  });

  it("says the figure the page lists, so the two never disagree", () => {
    expect(methodConstants).toContain(tariffs.standingCharge);
    expect(ask("what standing charge is in the calculator")).toContain(
      `${(tariffs.standingCharge.value * 100).toFixed(2)}p a day`,
    );
  });

  it("keeps our answers where the question does not ask about the estimate", () => {
    expect(ask("whats the smallest size you'd do for a business")).toContain("50kW");
    expect(ask("do you charge for coming out to survey the roof?")).not.toContain("savings estimate");
  });
});

describe("built-in assistant: a follow-up's own words", () => {
  it("answers what the follow-up asks when the subject carried over would answer something else", () => {
    const quote = turn(
      "what's the process for getting a quote?",
      "We survey your home, design the system, then send a fixed quote.",
    );
    expect(ask("for how long is it valid?", quote)).toContain("30 days");
    const process = turn(
      "how long is the whole thing start to finish?",
      "About four to eight weeks from the first chat.",
    );
    expect(ask("and the permits and paperwork part of that, how long?", process)).toMatch(
      /^Planning & Permits \(2-4 weeks\)/,
    );
  });

  it("does not drop a product the follow-up names for an answer that misses it", () => {
    const cleaning = turn("can you clean my panels?", "Yes, cleaning visits are available.");
    expect(ask("would you check the inverter too while you're up there?", cleaning)).toMatch(/inverter/i);
  });
});

describe("built-in assistant: everyday words the spelling check keeps", () => {
  it("leaves 'expect' and 'misused' as they are, though each is a letter from a word of ours", () => {
    expect(plainWords("what should we expect on the day?")).toBe("what should we expect on the day?");
    expect(plainWords("I think my data was misused")).toBe("I think my data was misused");
  });
});
