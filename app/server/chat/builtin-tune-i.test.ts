/**
 * The built-in assistant's readings added on branch tune-i: reminders before a booking, who stands
 * behind our work, the record school job however it is named, the founder asked of "it", where the
 * calculator's numbers come from, misused data, and the quiz's savings for a bill. Each question is
 * in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added on branch tune-i", () => {
  it("tells of the reminder the day before a booking", () => {
    expect(ask("do you send a reminder before the home visit?")).toContain("the day before");
    expect(ask("will someone remind me nearer the time of my consultation?")).toContain("the day before");
  });

  it("says who stands behind the work", () => {
    expect(ask("who stands behind your installation if it goes wrong?")).toContain("RECC");
  });

  it("reads a record-breaking or big school job as our record installation", () => {
    expect(ask("my neighbour said you did a record-setting one, when was it done?")).toContain("August 2024");
    expect(ask("how many panels went on that huge school install?")).toContain("1,626");
    expect(ask("how large was the school project?")).toContain("1,626");
  });

  it("names the founder when the firm is asked who started it", () => {
    expect(ask("how long has the business been going, and who set it up?")).toContain("Rhys Powell");
  });

  it("says where the calculator's numbers come from", () => {
    expect(ask("where do the calculator's figures come from?")).toContain("Ofgem");
  });

  it("sends misused details to the Information Commissioner", () => {
    expect(ask("if you misused my details, who else can I take it to besides you?")).toContain("ico.org.uk");
  });

  it("gives the quiz's yearly savings for each bill band", () => {
    expect(ask("what savings does the quiz give for each bill band?")).toContain("£1,200-£2,000");
  });

  it("reads what happens over the fitting days as the installation", () => {
    expect(ask("so what happens during the fitting week?")).toContain("Scaffolding");
    expect(ask("walk us through the install process please")).toContain("Scaffolding");
  });

  it("names who looks after faults once the system is in", () => {
    expect(ask("if there's an issue down the line, who do we talk to?")).toContain("Sian");
  });

  it("reads 'if I put my details in' after a question on keeping data as the details kept", () => {
    const afterKeeping = turn(
      "do you hold on to my quiz answers?",
      "Quiz answers left without any details are anonymous.",
    );
    expect(ask("what about once we've typed our email and phone number in?", afterKeeping)).toContain("730 days");
  });

  it("hands off a team member's age or private life", () => {
    expectHandOffs(["what age is Catrin?", "is Owen married?"]);
  });

  it("reads a let home as renting, which the site does not cover", () => {
    expect(ask("would you fit solar on a house we rent out?")).toContain("owner's permission");
    expect(ask("we're landlords, can we have solar fitted?")).toContain("owner's permission");
  });
});
