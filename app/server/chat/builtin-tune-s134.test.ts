/**
 * The built-in assistant's readings tuned on the set held-out-134 (business, farm and terms
 * questions): when the balance is payable, the grid application, the standards installations
 * follow, what a customer must tell us under our terms, and what someone else charges asked as a
 * price. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { offersCall } from "~/lib/chat-triggers";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: terms, grid paperwork and standards", () => {
  it("reads 'payable' as when the money is due", () => {
    expect(ask("at what point is the remaining balance payable?")).toContain("completion");
  });

  it("reads the grid application as the network operator's paperwork we handle", () => {
    expect(ask("do we have to make the grid connection application ourselves?")).toContain("network operator");
  });

  it("reads what someone else will charge as a price the site does not give, with the offer of a call", () => {
    const reply = ask("what would the network operator charge me for the connection?");
    expect(reply).toContain("network operator");
    expect(offersCall(reply)).toBe(true);
  });

  it("answers which standards installations are carried out to, from our terms", () => {
    expect(ask("which standards do your engineers work to?")).toContain("MCS standards");
  });

  it("answers what a customer agrees to tell us before the work, from our terms", () => {
    const reply = ask("under the terms, what are the customer's obligations before you start work on site?");
    expect(reply).toContain("asbestos");
    expect(reply).toContain("safe access");
  });
});

describe("built-in assistant: a business's prices", () => {
  it("prices a business's system after a question about commercial work, when the price question names no one", () => {
    const history = turn("do you install solar for businesses?", "Yes, we fit systems for offices, farms and schools.");
    expect(ask("what's the lowest price you start at?", history)).toContain("£50,000");
  });

  it("reads an academy as a business, and offers a call for a price per kW our answer does not give", () => {
    const reply = ask("our academy wants panels on its main block: what do you charge per kWp?");
    expect(reply).not.toContain("£505");
    expect(offersCall(reply)).toBe(true);
    expect(ask("roughly how much for panels on our academy?")).toContain("£50,000");
  });

  it("answers a closing price question about what the message said before it, not with the price list", () => {
    const reply = ask("I heard solar panels are zero-rated for VAT these days. Do your prices reflect that?");
    expect(reply).toContain("0%");
    expect(reply).not.toContain("£3,995");
  });
});

describe("built-in assistant: questions leaning on a subject the site does not cover", () => {
  it("hands off questions that lean on a solar farm named before them, not answering them for a home", () => {
    const reply = ask(
      "A company has asked to lease our top fields for a 5MW solar farm. Does it need planning consent, and what would the timescale be?",
    );
    expect(reply).not.toContain("permitted development");
    expect(reply).toContain("solar farms");
    expect(offersCall(reply)).toBe(true);
  });
});

describe("built-in assistant: the next step of a complaint", () => {
  it("reads 'what now?' after a dispute as the complaint's next step (RECC), not the installation process", () => {
    expect(ask("I'm not happy with the work and you won't put it right. Where do we go from here?")).toContain("RECC");
  });
});
