/**
 * The built-in assistant's readings tuned on held-out-136: landlords who let a home, who on our team
 * handles a subject or holds a role, the erasure of a booked consultation, the brands of chargers
 * and diverters, when we took on a kind of work, and hand-offs for joint owners, a team member's
 * diary and the names of roofers. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned on held-out-136", () => {
  it("reads a landlord who lets out a home as renting: the owner's permission", () => {
    const reply = ask("I let out a semi in Barry and the tenants want solar, can they arrange it?");
    expect(reply).toContain("owner's permission");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("reads who looks after a subject as who handles it, not maintenance", () => {
    expect(ask("which of your staff looks after the battery side?")).toContain("Tom Harris");
    expect(ask("who looks after scheduling the jobs?")).toContain("Catrin");
  });

  it("answers a question about a role on the team with the person who has it", () => {
    expect(ask("how much experience does your head installer have?")).toContain("300");
    expect(ask("what's your designer called?")).toContain("Bethan Roberts");
  });

  it("says a booked consultation is called off when details are erased", () => {
    expect(ask("if I ask you to delete my details, is my booked consultation cancelled?")).toContain("called off");
  });

  it("does not read a cowboy builder in the visitor's story as a question of accreditation", () => {
    expect(ask("We had a cowboy roofer last year so I'm nervous. How do your customers rate you?")).toContain("4.9");
  });

  it("reads what's it called as naming no subject", () => {
    expect(ask("the gadget that heats the hot water tank from the panels, what's it called?")).toContain("diverter");
  });

  it("names the brands we install for chargers and diverters, and the EV charger for solar charging", () => {
    expect(ask("what make are your car chargers and diverters?")).toContain("myenergi");
    expect(ask("can you set things up so the car charges off our panels on sunny days?")).toContain("EV charger");
  });

  it("dates when we took on a kind of work from the About page's timeline", () => {
    expect(ask("when did you first start offering drone surveys?")).toContain("2022");
    expect(ask("and when did you start doing batteries?", turn("how old is the firm?", "Since 2011."))).toContain(
      "2022",
    );
  });

  it("reads what we have put in for a kind of home as one of our projects", () => {
    expect(ask("we run a heat pump, what have you put in for homes like ours?")).toContain("13.5kWh");
  });

  it("says what happens to the calendar invitation of a booking", () => {
    expect(ask("does the consultation go in my calendar?")).toContain("calendar invitation");
  });

  it("hands off joint owners, a named team member's diary and the names of roofers", () => {
    expectHandOffs([
      "the house is in joint names with my ex, can I sign for panels by myself?",
      "is Megan available to pop over next Thursday?",
      "do you know a good roofer near Cardiff? need a name and number",
    ]);
  });
});
