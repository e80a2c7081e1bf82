/**
 * The built-in assistant's readings of questions about the visitor's own case, home, roof and
 * building (tuning round "homes2"): what only their own case settles is handed to an adviser (their
 * bill as a figure, another firm's warranty, bats in their roof), and what our content does say
 * about a particular roof or building is said instead of our typical figures or a hand-off.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

const OFFER = "Would you like a free call from one of our advisers?";
const TYPICAL_SAVINGS = "For a typical home";

describe("built-in assistant: what only the visitor's own case settles", () => {
  it("hands off the visitor's own bill as a figure, or why it is what it is", () => {
    for (const question of [
      "we spend about £95 a month on electricity. what will our bill be after the panels are fitted?",
      "whats my electricity bill going to be in January if we get solar?",
      "how much will my bill come to each month once the panels are on?",
      "why has my bill gone up since you fitted the panels in March?",
      "why is our electric bill still £180 a month, I thought solar was meant to cut it",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(OFFER);
      expect(reply, question).not.toContain(TYPICAL_SAVINGS);
    }
  });

  it("still answers how much bills could come down with our typical figures", () => {
    for (const question of ["how much could we save on our bills?", "how much will my bills be reduced with panels?"]) {
      expect(ask(question), question).toContain(TYPICAL_SAVINGS);
    }
  });

  it("hands off another firm's warranty, however it is described", () => {
    for (const question of [
      "Our installer went out of business last year. Would you honour their 20 year panel warranty?",
      "could you take over the old company's ten-year workmanship warranty?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("other firms' warranties");
      expect(reply, question).not.toContain("up to 25 years");
    }
  });

  it("hands off bats living in a roof, not our privacy policy", () => {
    for (const question of [
      "I think there are bats roosting in the stable roof. Is that an issue legally or can we go ahead?",
      "we've had bats living in the eaves for years, does that stop us getting panels?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("bat surveys");
      expect(reply, question).not.toMatch(/lawful bases/i);
    }
  });
});

describe("built-in assistant: what our content says about a particular roof or building", () => {
  it("answers a roof shaded by a tree or building with how shading matters, not our typical savings", () => {
    for (const question of [
      "a big sycamore over the road shades most of our roof in the afternoon, is solar still worth it or not? can't cut it, it's the council's",
      "the neighbours extension shades part of our roof in the mornings, is it worth getting panels?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toMatch(/shading/);
      expect(reply, question).not.toContain(TYPICAL_SAVINGS);
    }
  });

  it("reads asbestos-free as no asbestos, and a farm roof's strength as our structural checks", () => {
    const question =
      "We're a dairy farm near Usk. The parlour roof is asbestos free fibre cement sheeting, quite old now. Will it take solar panels?";
    const reply = ask(question);
    expect(reply).toContain("structural check");
    expect(reply).not.toContain("asbestos");
  });

  it("says to tell us about asbestos beforehand, as our terms ask", () => {
    for (const question of [
      "there could be asbestos in the old outhouse roof. Should I let you know before you come?",
      "our garage might have asbestos sheets, do we need to tell you about it beforehand?",
    ]) {
      expect(ask(question), question).toContain("known roof defects or asbestos");
    }
  });

  it("answers knowing the panels work while away with the monitoring app", () => {
    for (const question of [
      "It's a holiday cottage we rarely visit. How would we know the panels are working when we're not there?",
      "we're away a lot, is there any way to check the system is generating?",
    ]) {
      expect(ask(question), question).toMatch(/monitoring/);
    }
  });

  it("answers panels on the ground with the winery's ground and roof arrays", () => {
    for (const question of [
      "We keep horses and have a spare field. Do you ever put panels on the ground instead of a roof?",
      "could the panels go in the paddock rather than on the stable roof?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("Vineyard Winery");
      expect(reply, question).toMatch(/ground and roof/i);
    }
  });

  it("places the visitor's own town, not our base when they name it", () => {
    const reply = ask("I know you're based in Risca but I'm over in Bath. Would you send someone out for a survey?");
    expect(reply).toContain("Bath is in our Bath & Somerset area");
  });

  it("answers another way to look at a roof than scaffolding with the drone survey", () => {
    const reply = ask("Three storeys and a steep roof here. Is there another way to survey it without scaffolding?");
    expect(reply).toMatch(/drone/);
  });
});
