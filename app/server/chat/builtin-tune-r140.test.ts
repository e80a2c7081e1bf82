/**
 * The built-in assistant's readings from tune-r140: more subjects the site does not describe (a
 * team member's clubs and teams, forecasts of energy prices by a year). Each question is in words
 * of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings from tune-r140", () => {
  it("hands off a team member's clubs and teams, and forecasts of energy prices", () => {
    expectHandOffs([
      "what football team does Owen support?",
      "which choir does she sing in?",
      "how much will energy bills be in ten years' time?",
      "what will the electricity price cap be by 2028?",
    ]);
  });

  it("still answers a team member's interests from the team page", () => {
    expect(ask("what does Rhys do in his spare time?")).toContain("rugby");
  });

  it("reads 'who set it up?' after a question about when the firm began as who founded it", () => {
    expect(ask("and who started it?", turn("what year did the business begin?", "We were set up in 2011."))).toContain(
      "Rhys",
    );
  });

  it("answers whether we do the paperwork for what we just said from our answer (we register for the export scheme)", () => {
    const before = ask("what's this export guarantee thing?");
    expect(ask("can you sort out the forms for it?", turn("what's this export guarantee thing?", before))).toContain(
      "we register",
    );
  });

  it("reads why an accreditation matters as what it means for the visitor (MCS: the export scheme)", () => {
    expect(ask("is it really important that a firm is MCS accredited?")).toContain("Smart Export Guarantee");
    expect(ask("why does MCS certification matter?")).toContain("Smart Export Guarantee");
  });

  it("reads being shown how it all works before the fitters leave as the handover at the end of the installation", () => {
    expect(ask("I'm hopeless with gadgets, will the engineers explain it all to me before they go?")).toContain(
      "show you how it works",
    );
  });

  it("reads why a customer in a town picked us as what that customer said in their review", () => {
    expect(ask("why did that homeowner from Bristol go with you in the end?")).toContain("drone");
  });

  it("gives a team member's e-mail address from the team page, named or spoken of", () => {
    expect(ask("could I have Catrin's email?")).toContain("catrin@cymrusolar.example");
    const before = ask("who designs the systems?");
    expect(ask("and her email address?", turn("who designs the systems?", before))).toContain("@cymrusolar.example");
  });

  it("reads how long the first call or video call is as the length of the initial consultation", () => {
    expect(ask("how long is the initial video call?")).toContain("30 minutes");
    expect(ask("how long will the phone chat last?")).toContain("30 minutes");
  });

  it("reads a consumer protection scheme or code as our scheme memberships (RECC)", () => {
    expect(ask("do you belong to a consumer code?")).toContain("RECC");
  });
});
