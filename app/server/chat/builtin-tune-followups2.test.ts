/**
 * Follow-ups asking an aspect of what was just said ("how much does that cost?") that our answers
 * matched confidently on another subject: answered from our answer on the conversation's subject
 * (aspectOfWhatWasSaid in follow-ups.server.ts), while one naming a subject of its own keeps its
 * answer; and follow-ups naming nothing but "it", read with "it" as the subject named before
 * (pronounAsSubject). Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: an aspect asked of what was just said", () => {
  it("prices the drone survey, not a solar system, after our drone surveys", () => {
    const history = turn(
      "Is a drone survey something you offer?",
      "Yes. Our licensed drone pilots survey roofs from the air, and most surveys take under an hour.",
    );
    const reply = ask("how much does that cost then? included if we go ahead?", history);
    expect(reply).toContain("£350");
    expect(reply).not.toContain("£3,995");
  });

  it("gives how long a drone survey takes, not our estimate's daytime shares", () => {
    const history = turn(
      "Could you survey the roof from the air?",
      "Yes, our licensed drone pilots survey roofs from the air, with no ladders needed.",
    );
    const reply = ask("and how long does that take? don't want to wait in all day", history);
    expect(reply).toContain("under an hour");
    expect(reply).not.toContain("50%");
  });

  it("keeps how long a quote is valid after our quote process", () => {
    const history = turn(
      "How do your quotes work?",
      "After a free survey we send you a tailored design with a clear, fixed quote.",
    );
    expect(ask("and how long is it good for?", history)).toContain("30 days");
  });

  it("reads 'it' as the scaffolding asked about before: it goes up the day before", () => {
    const history = turn(
      "Is scaffolding part of the price?",
      "Yes, scaffolding and safe access are part of every home installation.",
    );
    expect(ask("so when does it go up then", history)).toContain("day before");
  });

  it("still hands off a follow-up on 'it' in words our content never uses", () => {
    const history = turn(
      "what warranty does a battery come with",
      "Batteries carry a 10-year warranty, and start from £6,500 for up to 13.5kWh of storage.",
    );
    expect(ask("what happens past the 10 years, does it just die?", history)).toContain("free call");
  });
});
