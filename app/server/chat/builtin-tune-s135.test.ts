/**
 * The built-in assistant's readings tuned on sceptics' questions, how our estimate is worked out,
 * cookies and booking rules (tune s135). Each question is in words of our own, not a question of
 * a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: sceptics and the basis of our estimate", () => {
  it("reads 'what house and what usage is that figure based on?' as one question about our typical home", () => {
    const reply = ask("Sounds too good to be true. What home and what usage is that number based on?");
    expect(reply).toContain("Cardiff");
    expect(reply).toContain("2,500 kWh");
  });

  it("reads 'which price cap are your savings figures based on?' as the price cap period", () => {
    expect(ask("Out of interest, which Ofgem price cap period are the savings figures based on?")).toContain(
      "1 July to 30 September 2026",
    );
  });

  it("reads what a typical home gets from a system in a year, export included, as savings with export", () => {
    const reply = ask("Be honest: what does an average home get from a 4kW set-up in a year, with export counted too?");
    expect(reply).toContain("£330-£750");
  });

  it("finds where our solar radiation data comes from", () => {
    expect(ask("what's the source of the solar radiation figures you use?")).toContain("SAP");
  });
});

describe("built-in assistant: follow-ups on our estimate and our data", () => {
  it("reads 'the low one' after the export rate as the low export rate", () => {
    const rate = turn(
      "which export rate goes into your estimate?",
      "Our typical case takes a fixed export tariff of 12p per kWh, with a low and a high case beside it.",
    );
    expect(ask("and what's the low one?", rate)).toContain("4.1p");
  });

  it("reads a roof shaded most of the day as heavy shade, which our estimate halves", () => {
    const method = turn(
      "how does your estimate work out generation?",
      "It uses SAP's regional solar data for your postcode, then the roof's direction, pitch and shading.",
    );
    expect(ask("ours is shaded for most of the day, what does that take off?", method)).toContain("0.5");
  });

  it("reads 'my name and phone number' after the quiz's records as the visitor's details", () => {
    const quiz = turn("how long is my quiz kept?", "Quiz answers left without any details are deleted after 400 days.");
    expect(ask("and my name and phone number that I typed in?", quiz)).toContain("730 days");
  });
});

describe("built-in assistant: cookies, booking days and other customers' prices", () => {
  it("says nothing goes to Meta without consent, and never the IP address", () => {
    expect(ask("I turned down the marketing cookies, does Facebook still get anything from you?")).toContain(
      "nothing is sent to Meta",
    );
    expect(ask("if I allow marketing cookies, does Meta get my IP address?")).toContain("do not send Meta your IP");
  });

  it("answers a weekend booking with the booking days, not the office's hours", () => {
    expect(ask("could someone come and survey the house on a Sunday?")).toContain("Saturday mornings");
    const booking = turn("can I book a consultation?", "Yes: a home visit, a phone call or a video call.");
    expect(ask("u open on a saturday for one?", booking)).toContain("Saturday mornings");
  });

  it("hands off what another customer paid", () => {
    expectHandOffs(["What did my friend pay you for her panels?", "how much did my brother's system cost him?"]);
  });
});
