/**
 * The particular a visitor asks about, kept in the reply: whether our surveyors come out to a town of
 * ours and which postcode area it is in, a home visit asked for from outside our areas, the brand a
 * vague request names as its example, the project of ours a "have you…" question asks for by kind,
 * and a "how do you handle that?" that leans on the message's setting. Each question is in words of
 * our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: where we work, said in full", () => {
  it("says our surveyors visit a town in one of our regions, not only its region", () => {
    const reply = ask("do you cover Stroud?");
    expect(reply).toContain("Gloucester & Surrounding");
    expect(reply).toContain("Our surveyors visit homes there");
  });

  it("names the postcode area of a town our surveyors visit outside our regions", () => {
    expect(ask("do you cover Builth Wells?")).toContain("LD postcode area");
  });

  it("reads 'any chance of a home visit' after a town outside our areas as a visit asked for", () => {
    const reply = ask("leeds - any chance of a home visit");
    expect(reply).toContain("outside our regional areas");
    expect(reply).toContain("video call");
    expect(reply).not.toMatch(/cookie/i);
  });
});

describe("built-in assistant: the particular of a request", () => {
  it("reads the example a vague request gives as what is asked for", () => {
    const reply = ask("do you install decent gear like GivEnergy or whatever is going cheap?");
    expect(reply).toContain("GivEnergy");
    expect(reply).not.toContain("don't sell");
  });

  it("answers 'have you put a battery in for a farm' with the farm project that has one", () => {
    expect(ask("have you put a battery in for a farm?")).toContain("30kWh battery");
  });

  it("answers 'how have you handled schools before' with our school projects", () => {
    expect(ask("how have you handled schools before?")).toContain("Easter");
  });

  it("reads 'how do you handle that?' in the light of the setting before it", () => {
    const reply = ask(
      "I'm a bursar at a primary school. The governors' main worry is builders round the children during term. How do you handle that?",
    );
    expect(reply).toContain("holidays");
    expect(reply).not.toContain("Information Commissioner");
  });
});

describe("built-in assistant: a figure of ours the visitor quotes", () => {
  it("states the quoted figure with what it is based on", () => {
    const reply = ask("I doubt that 30% saving is real. What is that figure based on?");
    expect(reply).toContain("about 30%");
    expect(reply).toContain("Cardiff");
  });
});
