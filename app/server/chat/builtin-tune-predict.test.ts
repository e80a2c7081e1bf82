/**
 * What only the visitor's own case settles: an exact figure or time for their home, a figure for a
 * size or angle of theirs that our typical figures do not name, their own records, and what the
 * council will decide for them. Each gets the offer of a call (with our general answer first where
 * it is no figure), while the general question is still answered from our content. In words of
 * our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";
import { assistantCopy } from "~/content/chat";

describe("built-in assistant: the visitor's own case", () => {
  it("hands off an exact figure or time asked for the visitor's home", () => {
    expectHandOffs([
      "We're on a time-of-use tariff. What exact time should I set the battery to start charging?",
      "We heat the house with oil and have a 3-bed semi. Exactly how much would panels save us a year?",
    ]);
    const reply = ask("Exactly how much would a battery save us a year? We have a 5-bed detached.");
    expect(reply).not.toContain("about half");
  });

  it("does not answer a figure for a size or angle of theirs with our typical home's", () => {
    for (const question of [
      "how many hours would a 6kWh battery keep my house going in a power cut?",
      "Our roof is east-facing at about 45 degrees. What percentage would we lose against south?",
      "What ROI would a 60kW array on our dairy using 120,000 kWh a year give? Just the payback years.",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toContain("7-12 years");
      expect(reply, question).not.toContain("about 30%");
    }
  });

  it("hands off a question about the visitor's own records", () => {
    const reply = ask(
      "We bought our system years ago. What size of system have we got, and when does our warranty run out?",
    );
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("£");
  });

  it("says what our content says about planning, then offers a call, when asked what the council will decide", () => {
    for (const question of [
      "Our farmhouse is grade II listed. Will the planners approve panels on the barn side?",
      "Is 7 Church Lane inside the conservation area?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("permitted development");
      expect(reply, question).toContain(assistantCopy.offerCall);
    }
  });

  it("offers a call when asked what is wrong with the visitor's own system", () => {
    const reply = ask("Our inverter has started clicking all evening. What's wrong with it?");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(ask("What make of battery did we get fitted?")).toContain(assistantCopy.offerCall);
  });

  it("says the site does not describe park homes", () => {
    const reply = ask("Could panels go on our park home?");
    expect(reply).toContain("park homes");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("still answers the general questions", () => {
    expect(ask("Do I need planning permission in a conservation area?")).toContain("permitted development");
    expect(ask("will the council have to approve it?")).toContain("permitted development");
    expect(ask("How many years does it take for panels to pay for themselves?")).toContain("7-12 years");
  });
});
