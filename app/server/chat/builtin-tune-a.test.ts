/**
 * The built-in assistant's readings added by tune-a, learnt from the misses of three sets (older
 * homeowners, text-speak on a phone, landlords, farmers and small businesses). Each question is
 * in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added by tune-a", () => {
  it("reads a payback question whose 'worth it' says why it is asked, and misspelt 'themselfs'", () => {
    expect(
      ask("so if we got them how long til they pay for themselfs? want to know its worth it before we spend all that"),
    ).toContain("7-12 years");
  });

  it("reads what to put into the calculator as what it needs, not an installation", () => {
    expect(ask("your online calculator thing, what would I have to type in?")).toContain("monthly bill or yearly use");
  });

  it("answers why choose us from the home page's tiles (our own engineers, insured workmanship)", () => {
    const reply = ask("why would we go with you lot over any other firm?");
    expect(reply).toContain("MCS certified engineers");
    expect(reply).toContain("TrustMark");
  });

  it("hands off what the site does not say: gutter repairs, insurance levels, export limits, solar farms, allowance rates", () => {
    expectHandOffs([
      "while you are on the roof could you repair the leaky gutter over the porch?",
      "what professional indemnity cover does the firm have?",
      "we are export limited by the network, will we still be paid for the surplus we send to the grid?",
      "would you do the planning for a 3MW array on our fields?",
      "do we get full expensing on the panels for the company?",
    ]);
  });

  it("reads the rest of the money as the balance, and a thank-you followed by a question as the question", () => {
    expect(ask("when do we have to pay the rest of the cost?")).toContain("completion");
    const price = turn(
      "what's a home system going to cost?",
      "A typical 4kW home system is from £4,500 fully installed.",
    );
    expect(ask("Cheers. Does the VAT come on top of that?", price)).toContain("VAT");
  });

  it("gives our number when asked if there is one to ring, with the other question of the message", () => {
    const reply = ask(
      "have you got a phone number we could call to talk to a human, and when are you open on weekdays?",
    );
    expect(reply).toContain("029 2018 0123");
    expect(reply).toContain("8:00 AM");
  });

  it("says what a maintenance visit covers, also when 'those visits' stands for the plans just priced", () => {
    expect(ask("what does a yearly health check involve?")).toContain("purified water");
    const plans = turn(
      "what do your maintenance plans cost?",
      "Maintenance plans start from £150 per year, and panel cleaning from £80 per visit.",
    );
    expect(ask("ok. so what goes on at one of those visits? do you need to get into the loft?", plans)).toContain(
      "written report",
    );
  });

  it("reads ROI and return on investment as the ROI analysis we give businesses, and payback for a home", () => {
    expect(ask("do you do an ROI analysis for farms?")).toContain("return-on-investment analysis");
    expect(ask("what's the return on our investment for a house?")).toContain("7-12 years");
  });

  it("prices a bigger battery than the from-price's, asked as 'a bigger 1' after it", () => {
    const battery = turn(
      "price of a battery?",
      "Store the power your panels make during the day and use it in the evening, when electricity costs the most. Batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
    );
    expect(ask("n if we wanted a bigger 1 than that?", battery)).toContain("£450");
  });

  it("reads 'and if I ask for a call back?' as asking what follows, not as asking for a call", () => {
    const chat = turn(
      "is this chat stored anywhere?",
      "If you don't ask for a call-back, we don't keep the chat conversation.",
    );
    expect(ask("and if I did ask for a call back?", chat)).toContain("we keep that chat");
  });
});
