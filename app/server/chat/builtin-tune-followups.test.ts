/**
 * Follow-ups leaning on what was just said that no answer matches confidently: answered from our
 * answer on the conversation's subject
 * (answerOnSubject in follow-ups.server.ts). Each question is in words of our own, not a question
 * of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: follow-ups on the conversation's subject", () => {
  it("reads how long details are held after what we keep from a quote form", () => {
    const history = turn(
      "What do you keep about me if I send the quote form?",
      "The details you give, like your name, phone and address, and your answers about the house, so we can reply.",
    );
    expect(ask("and how long do you hold on to them if I don't go ahead?", history)).toContain("730 days");
  });

  it("reads cancelling once work has begun after the cooling-off period", () => {
    const history = turn(
      "I want to cancel, I signed a few days ago.",
      "If you signed at home or at a distance you have a 14-day cooling-off period and can cancel without giving a reason.",
    );
    const reply = ask("what if your lads have already started the job though?", history);
    expect(reply).toContain("work already done");
    expect(reply).not.toContain("1-3 days");
  });

  it("reads a call-back written as one word as a call-back", () => {
    const history = turn(
      "Do you save this chat?",
      "If you only use the chat without asking for a call-back, we don't keep the conversation.",
    );
    expect(ask("and if I want a callback?", history)).toContain("730 days");
  });
});
