/**
 * The built-in assistant's readings tuned on the wrong answers of sets held-out-127 to -132: when
 * the balance is paid, the workmanship guarantee, the earliest booking, the consultation's length,
 * what the calculator takes for a field left blank, getting ready for the installation, a price
 * change found on the roof, and more subjects the site does not describe. Each question is in
 * words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned on sets 127-132", () => {
  it("reads when the balance is due, with a 'before or after…?' clause that only narrows it", () => {
    const reply = ask("When do we pay the last payment, before or after the work is finished?");
    expect(reply).toContain("completion");
    expect(reply).not.toContain("Welsh record");
  });

  it("reads a badly done installation as our workmanship guarantee", () => {
    const reply = ask("What covers me if your lads botch the installation?");
    expect(reply).toContain("RECC");
    expect(reply).toContain("TrustMark");
  });

  it("reads a visit tomorrow as the earliest booking, not the weather", () => {
    expect(ask("If we book this evening, can your surveyor visit tomorrow?")).toContain("next working day");
  });

  it("reads how long to set aside for the first consultation as its 30 minutes", () => {
    expect(ask("How long should we block out for the initial consultation?")).toContain("30 minutes");
    expect(ask("how long will the consultation last?")).toContain("30 minutes");
  });

  it("reads what the calculator assumes when a field is left blank as its assumptions", () => {
    const history = turn(
      "How does your calculator work out generation?",
      ask("How does your calculator work out generation?"),
    );
    expect(ask("Which angle does it use if we leave that box empty?", history)).toContain("35°");
  });

  it("reads the battery sizes offered by the calculator as its battery choices, not our batteries", () => {
    expect(ask("in the calculator, which battery options are there?")).toContain("10 kWh");
    expect(ask("what battery sizes do you sell?")).toContain("13.5kWh");
  });

  it("reads a charge for someone coming out as whether the survey visit is free", () => {
    expect(ask("Do you cover Bath, and is there a fee for a surveyor coming out?")).toContain("the survey is free");
  });

  it("reads what to do before the team arrives as our terms' installation duties", () => {
    const reply = ask("Is there anything I should do before the installers turn up? It's an old house.");
    expect(reply).toContain("safe access");
    expect(reply).toContain("asbestos");
  });

  it("reads a price change once on the roof as the surprises-on-the-day answer", () => {
    const quote = turn(
      "how long does my quote last?",
      "Our quotes are valid for 30 days and are given including VAT: all our prices include VAT.",
    );
    expect(ask("Suppose the price needs to change when you're on the roof?", quote)).toContain("agree any change");
  });

  it("drops 'somehow': a consultation for someone outside our area is by phone or video", () => {
    expect(ask("My brother lives in Leeds, could he have a consultation with you somehow?")).toContain("video call");
  });

  it("hands off staff wanted, tree work on a named tree, cash discounts, ESG reports and site visits", () => {
    expectHandOffs([
      "Do you take on new electricians? My nephew has just finished his course.",
      "The oak next door shades our roof, can I get the owner to cut it back?",
      "is there a discount for cash?",
      "Can you write up ESG reporting for our board?",
      "Could we visit the school you did to see the panels in person?",
    ]);
  });

  it("reads which panel is failing as finding a faulty panel (thermal imaging or a health check)", () => {
    expect(ask("output has dropped, can you find out which panel is faulty?")).toMatch(/thermal|health check/);
  });
});
