/**
 * The built-in assistant's readings of questions about someone checking a roof or a system: a
 * surveyor asked to come from outside the area we visit, a failed panel found without scaffolding,
 * and how anyone would know a panel had stopped working. Each question is in words of our own, not a
 * question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: someone checking a roof or a system", () => {
  it("reads 'any chance your engineer could come' from a town outside our area as asking for a visit", () => {
    const reply = ask("We live in Leeds, any chance your engineer could come and see the house?");
    expect(reply).toContain("video call");
    expect(reply).toContain("South Wales and the South West");
  });

  it("says our surveyors visit a town in our area when someone is asked to come", () => {
    const reply = ask("We're in Swansea, any chance someone might come and look at the roof?");
    expect(reply).toContain("Our surveyors visit homes");
  });

  it("answers finding a failed panel from the ground with the thermal drone survey", () => {
    const reply = ask("Is there a way of spotting a dead panel without anyone getting the ladders out?");
    expect(reply).toContain("thermal imaging");
    expect(reply).toContain("Drone surveys");
  });

  it("answers how anyone would know a panel had failed with monitoring and its alerts", () => {
    const history = turn("Is there much upkeep with panels?", "Very little: rain keeps most of them clean.");
    const reply = ask("ok so how would I even know if one had packed up?", history);
    expect(reply).toContain("monitoring app");
    expect(reply).toContain("remotely");
    expect(reply).toContain("alerts");
  });

  it("answers checking panels over from above with the thermal drone survey", () => {
    const reply = ask("Another firm fitted ours and output seems low. Could you check them over from overhead?");
    expect(reply).toContain("thermal imaging");
    expect(reply).toContain("£350");
  });
});
