/**
 * The built-in assistant's readings added on branch tune-r138: getting ready before the install
 * day, a complaint we could not settle, a named person's own number, a project's yearly savings,
 * how long a quote stays valid, a far-off place asked about with "can I still have one", a business
 * that cannot stop its line, and being shown the system at handover. Each question is in words of
 * our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings of tune-r138", () => {
  it("reads what I'm expected to do before installation day as preparing (safe access, telling us)", () => {
    const reply = ask(
      "the porch roof could be asbestos, is there anything we are supposed to sort before the fitting day?",
    );
    expect(reply).toContain("safe access");
  });

  it("reads a complaint we couldn't agree on as the RECC dispute route", () => {
    expect(ask("say I complained and we still couldn't reach an agreement, what then?")).toContain("RECC");
  });

  it("hands off a named person's own number and a project's yearly savings", () => {
    expectHandOffs([
      "can you give me Catrin's mobile?",
      "how much does the dairy farm you fitted save every year on its bills?",
    ]);
  });

  it("reads how long a quote from you stays valid as the quote's validity, not the job's timescale", () => {
    expect(
      ask(
        "Our finance people want the timescales. How long does a quotation from your firm remain valid after it's sent?",
      ),
    ).toContain("30 days");
  });

  it("reads 'I'm up in Scotland, can I still get one?' as where we work", () => {
    expect(ask("we're up in Scotland, could we still get one?")).toMatch(/UK/);
  });

  it("reads a business that can't stop its production line as work planned around its hours", () => {
    expect(ask("we run a packing plant and can't be halting production, how would you manage the install?")).toContain(
      "working hours",
    );
  });

  it("reads being shown how it works before the fitters go as the handover", () => {
    expect(ask("will the engineers explain everything to my mum before they leave?")).toContain(
      "show you how it works",
    );
  });
});
