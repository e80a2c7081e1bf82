/**
 * The built-in assistant picking the right answer among near ones when a terse message names what
 * it asks about in passing: a heading before a dash ("batteries - price and warranty?"), the
 * visitor's own job in a town (not our project there), "roughly what for…" as a price, days of the
 * week shortened, the project our home page puts forward, two figures of our estimate asked
 * together, "drag on" as how long a stage takes, "like" before a question, and another way to
 * survey a roof. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: a heading says what each clause after it asks about", () => {
  it("prices the product named before a dash, not a whole system", () => {
    for (const question of [
      "battery storage - whats the cheapest price and how long is the warranty",
      "batteries: how much to start with, and how long r they guaranteed?",
    ]) {
      const reply = ask(question);
      expect(reply).toContain("6,500");
      expect(reply).not.toContain("3,995");
    }
  });

  it("reads a town the visitor is working in as their setting, not a project of ours there", () => {
    const reply = ask(
      "I'm on a job in Cwmbran at the mo so be quick. batteries - starting cost for one of yours and the guarantee length?",
    );
    expect(reply).toContain("6,500");
    expect(reply).toContain("10-year");
    expect(reply).not.toContain("Business Park Offices");
  });
});

describe("built-in assistant: terse ways of asking", () => {
  it("reads 'roughly what for' a size as its price", () => {
    for (const question of ["ballpark what for a 4kw system fitted", "roughly what would a 4kw fitted be?"]) {
      const reply = ask(question);
      expect(reply).toContain("4,500");
      expect(reply).not.toContain("500 installations");
    }
  });

  it("reads a shortened day of the week as the day", () => {
    const reply = ask("any chance the surveyor could do this sat? im at work all week");
    expect(reply).toContain("Saturday morning");
  });

  it("reads the job our home page boasts of as our record installation", () => {
    const reply = ask("the school project you're always going on about, how many kW and how many panels was it");
    expect(reply).toContain("756");
    expect(reply).toContain("1,626");
  });

  it("gives both figures of the estimate a message asks together", () => {
    const reply = ask(
      "Your calculator goes off the price cap. What unit rate per kWh does that come to, and what standing charge per day?",
    );
    expect(reply).toContain("26.11p");
    expect(reply).toContain("57.19p");
    expect(reply).not.toContain("3,995");
  });

  it("reads how long a stage drags on for as its length", () => {
    const reply = ask("the permits and planning part, how long will that drag on?");
    expect(reply).toContain("2-4 weeks");
  });

  it("reads a question after 'like' in a long sentence", () => {
    const reply = ask(
      "my brother in law keeps saying his battery changed everything on top of his panels, like how much would a battery save me compared to panels alone?",
    );
    expect(reply).toMatch(/about half/);
    expect(reply).toContain("30%");
  });

  it("reads another way to survey a tall roof as the drone survey", () => {
    const reply = ask(
      "three floors up and a steep pitch, I'd rather not have scaffolding put up only so someone can take a look. Any other way of checking it?",
    );
    expect(reply).toContain("drone");
  });

  it("reads whether something is expensive as its price", () => {
    const reply = ask("I'd like a drone survey of the roof, is it very expensive?");
    expect(reply).toContain("£350");
  });
});
