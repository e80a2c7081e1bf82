/**
 * The built-in assistant's readings of small print and of follow-ups about it (issue #16): a
 * short second question that leans on the answer before it, whether that answer was ours or
 * reworded. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: follow-ups about small print", () => {
  it("finds what a follow-up to a reworded reply asks in our answer to the question before", () => {
    const history = turn(
      "Could I cancel once I've signed the contract?",
      "Yes: if you sign at home you have a cooling-off period and can cancel without a reason.",
    );
    const reply = ask("and if you had begun the work during that period?", history);
    expect(reply).toContain("pay for work already done");
  });

  it("reads 'how long exactly?' after a question about keeping data as how long it is kept", () => {
    const history = turn(
      "Will you hold on to my information once I'm a customer?",
      "Yes, as a customer your records are kept for a while, because future owners may need them.",
    );
    const reply = ask("how long precisely?", history);
    expect(reply).toContain("life of the warranty");
    expect(reply).not.toContain("respects your privacy");
  });

  it("says how long a chat kept with an enquiry is kept", () => {
    const history = turn("Is this conversation saved anywhere?", ask("Is this conversation saved anywhere?"));
    expect(ask("and for how long is it kept?", history)).toContain("730 days");
  });

  it("answers a follow-up about cookies from the cookie policy, not as an enquiry's details", () => {
    const history = turn(
      "Which cookies does the website set?",
      "A few cookies and browser storage the site needs, and marketing ones only if you accept them.",
    );
    const reply = ask("and the ones that only last for one visit, when do they get deleted?", history);
    expect(reply).toContain("close it");
    expect(reply).not.toContain("730 days");
  });

  it("reads a staff login as the cookie policy's staff sign-in", () => {
    expect(ask("How long does your staff login cookie stay?")).toContain("12 hours");
  });

  it("reads a dispute that cannot be resolved as our terms' dispute resolution service", () => {
    expect(ask("What happens if we have a dispute that we can't resolve between us?")).toContain("RECC");
  });
});
