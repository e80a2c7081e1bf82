/**
 * Plain, short questions our content answers, asked with a filler about how to answer ("just the
 * figure, no waffle"), an unusual word order ("the earliest you could visit"), an everyday phrase for
 * what the content calls otherwise ("anything in writing" for a written report) or a story around the
 * request ("I sent a form and don't want you to keep it"): each is answered from the content rather
 * than handed off. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";
import { offersCall } from "~/lib/chat-triggers";

describe("built-in assistant: plain questions in unusual words", () => {
  it("gives the battery price when the visitor asks for just the figure and no waffle", () => {
    const reply = ask("Cost of a battery. Just the number, no sales pitch please.");
    expect(reply).toContain("£6,500");
    expect(offersCall(reply)).toBe(false);
  });

  it("reads 'the soonest anybody could come round' as when a consultation can first be booked", () => {
    expect(ask("whats the soonest anybody could come round")).toContain("next working day");
  });

  it("names the first person a caller speaks to, however the question is put", () => {
    expect(ask("who is it I'll be speaking to when I first ring")).toContain("Megan");
    expect(ask("who do we talk to when we phone")).toContain("Megan");
  });

  it("explains erasure when the visitor asks us to delete their details and says why", () => {
    const reply = ask(
      "Delete all the personal information you hold. I filled in a form and I don't want you to have it",
    );
    expect(reply).toContain("ask us to erase them at any time");
  });

  it("reads 'anything in writing afterwards' after a maintenance visit as its written report", () => {
    const history = turn(
      "What happens on a maintenance visit?",
      "We check how the system performs remotely, then look over the panels and wiring on site.",
    );
    expect(ask("will we get something in writing afterwards?", history)).toContain("written report");
  });
});
