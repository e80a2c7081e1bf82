/**
 * The built-in assistant's readings tuned in branch tune-r139: "somebody else" fitted, the pages
 * and adverts a browser remembers, one brand's kit with another's, an example of a product we
 * fit, moving a booking "if something comes up", the warranty on "the panels you fit", and who rings
 * whom for a booked call. Each
 * question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned in r139", () => {
  it("reads panels somebody else put in as a system installed by others", () => {
    expect(ask("would you look after an inverter that somebody else fitted for us?")).toContain("installed by others");
  });

  it("answers how long the site remembers which page or site sent a visitor (90 days)", () => {
    const reply = ask("do you keep a note of which website sent me here, and for how long?");
    expect(reply).toContain("90 days");
    expect(reply).toContain("first landed on");
  });

  it("hands off whether one brand's equipment works with another's", () => {
    expectHandOffs([
      "is a GivEnergy battery compatible with a SolarEdge inverter?",
      "could you pair a Fox ESS battery with our Solis inverter?",
    ]);
  });

  it("answers 'got an example?' after a product with a project of ours", () => {
    const charger = turn(
      "do you fit car chargers?",
      "Yes, EV charger installation is part of our smart energy solutions.",
    );
    const reply = ask("have you got an example?", charger);
    expect(reply).toContain("Bath");
    expect(reply).toContain("7kW");
  });

  it("reads cancelling 'if something comes up' as the booking's move-or-cancel link", () => {
    const booked = turn("what comes with the booking confirmation?", "An e-mail with a calendar invitation.");
    expect(ask("how would i cancel it if something crops up?", booked)).toContain("link to move or cancel");
    expect(ask("what do we do if we can't make the appointment?")).toContain("link to move or cancel");
  });

  it("reads the warranty on 'the panels you fit' as our panels' warranty", () => {
    expect(ask("what sort of guarantee comes with the panels you install?")).toContain("25 years");
  });

  it("answers who rings whom for a booked phone consultation, not with a request for details", () => {
    expect(ask("will you phone me or do we ring you when it's time?")).toContain("we will call you");
  });
});
