/**
 * The built-in assistant's readings of how long a stage of our process takes (not the whole
 * timeline), of text-speak for the timeline and follow-ups, of places outside where we visit asked
 * about in a follow-up or with a request to speak to someone, and of whose warranty it is. Each
 * question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: how long a stage takes, not the whole timeline", () => {
  it("reads how long a drone survey takes as under an hour, whatever else the message says of a whole day", () => {
    const reply = ask("How long is the drone survey going to take? I can't lose a whole day to it.");
    expect(reply).toContain("under an hour");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads how long the surveyor spends at the house as the survey's 1-2 hours", () => {
    const reply = ask("How long will your surveyor spend at the property? I have to book a morning off.");
    expect(reply).toContain("1-2 hours");
    expect(ask("how long does the consultation take?")).toContain("30 minutes");
  });

  it("reads the paperwork or planning stage as planning and permits, 2-4 weeks", () => {
    expect(ask("how long does the paperwork stage take, and what happens in it?")).toContain("2-4 weeks");
    expect(ask("how long is the planning part?")).toContain("2-4 weeks");
  });

  it("reads what happens on the day the system is switched on as commissioning and handover", () => {
    const reply = ask("What goes on the day they switch it on?");
    expect(reply).toContain("monitoring");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads a how-long follow-up that names nothing as the length of the stage asked about before", () => {
    const planning = turn("how long do the planning and permits take?", "That's paperwork we handle for you.");
    expect(ask("ok but how many weeks?", planning)).toContain("2-4 weeks");
    const drone = turn("is a drone survey free?", "From £350, or free with an installation over £8,000.");
    expect(ask("how long does it take then?", drone)).toContain("under an hour");
  });

  it("reads the day before the installation as the scaffolding going up, and moving the car as safe access", () => {
    const reply = ask("What happens the day before the fitting? Will we have to move our van off the drive?");
    expect(reply).toContain("Scaffolding");
    expect(reply).toContain("safe access");
    expect(reply).not.toContain("EV charger");
  });

  it("answers how long the fitting takes beside a price read in the whole message", () => {
    const reply = ask("what would a 4kW system cost me and how long to get it installed");
    expect(reply).toContain("£4,500");
    expect(reply).toContain("1-3 days");
  });

  it("still reads the whole timeline, in text-speak too, as 4-8 weeks", () => {
    expect(ask("hw long frm 1st call 2 install")).toContain("4-8 weeks");
    expect(ask("How long does the whole process take, start to finish?")).toContain("4-8 weeks");
    expect(ask("how long from saying yes to it being switched on?")).toContain("4-8 weeks");
  });
});

describe("built-in assistant: follow-ups about a place, what the export scheme needs, and whose warranty", () => {
  const visits = turn(
    "u do home visits in newport?",
    "Yes, our surveyors visit homes across South Wales, including Newport.",
  );

  it("places a town asked about after a text-speak question about home visits", () => {
    expect(ask("wat about leeds", visits)).toContain("video call");
  });

  it("tells a visitor outside where we visit who asks to speak to someone of the video call", () => {
    const reply = ask("We're up in Manchester. Could I still talk to someone about it?");
    expect(reply).toContain("video call");
    expect(reply).toContain("a few details below");
  });

  it("reads a dropped final g in text-speak ('anythin special') as asking what the export scheme needs", () => {
    const seg = turn(
      "wat is the export scheme",
      "The Smart Export Guarantee: energy suppliers pay you for what you export.",
    );
    const reply = ask("do i need anythin special 4 that", seg);
    expect(reply).toContain("smart meter");
    expect(reply).toContain("MCS");
  });

  it("reads whose warranty it is as the manufacturer's, and what covers the fitting as our workmanship", () => {
    const warranty = turn("How long are the panels guaranteed?", "Panels come with warranties of up to 25 years.");
    const reply = ask("Is that from you or from the manufacturer? And what covers the fitting?", warranty);
    expect(reply).toContain("manufacturer");
    expect(reply).toContain("RECC");
  });
});
