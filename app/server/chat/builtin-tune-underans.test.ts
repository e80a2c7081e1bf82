/**
 * Readings that stop needless hand-offs and near misses (issue #16): a visitor's circumstances in
 * a long message ("home all day", "her job", a bungalow in Risca) read for what they say, and the
 * words that are a question's subject ("largest", "maths", "case studies of…", "over Zoom").
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: circumstances and subjects in long messages", () => {
  it("reads being home all day and using the power in the day as the daytime share of use", () => {
    const reply = ask("We're both at home all day now. Would that mean we use more of the power in the day ourselves?");
    expect(reply).toContain("home all day");
    expect(reply).toContain("50%");
  });

  it("reads the largest battery as the battery's size, not our largest installation or the brands", () => {
    const reply = ask("what's the largest battery you can fit for us");
    expect(reply).toContain("13.5kWh");
    expect(reply).not.toContain("Welsh record");
    expect(reply).not.toContain("Tesla Powerwall");
  });

  it("answers a request to talk over Zoom with the kinds of consultation, and still opens the form", () => {
    const reply = ask("I can't be in for a home visit, could I talk to someone over Zoom instead?");
    expect(reply).toContain("video call");
    expect(reply).toContain("share a few details below");
  });

  it("reads 'her job' as the visitor's own job, not our case study in her town, and 'the same fitters' as our own team", () => {
    const reply = ask(
      "My gran lives on her own in a bungalow in Risca. How many days would her job take, and will it be the same fitters all the way through?",
    );
    expect(reply).toContain("1-3 days");
    expect(reply).toContain("our own team");
    expect(reply).not.toContain("Bungalow Upgrade");
  });

  it("reads 'any case studies with' a product as our projects of that kind", () => {
    const reply = ask("have you got any case studies with an EV charger");
    expect(reply).toContain("Bath");
    expect(reply).toContain("7kW EV charger");
  });

  it("reads 'maths' as how our estimate is worked out, not a hand-off", () => {
    expect(ask("does that page do the same maths as the calculator")).toContain("How We Estimate");
  });

  it("says what a diverter does in the site's words: surplus solar power", () => {
    expect(ask("what does a diverter do")).toContain("surplus solar power");
  });

  it("answers the asking clause matched on several words over a wish matched on one", () => {
    const reply = ask(
      "we might sell up in a few years so I need to know if it's worth it. how long till the panels pay for themselves?",
    );
    expect(reply).toContain("7-12 years");
  });

  it("reads the route after a dispute as the next step of a complaint", () => {
    expect(ask("Say we fall out over the job and can't agree, what's the route then?")).toContain("RECC");
  });

  it("reads a survey asked for this afternoon as the earliest booking", () => {
    expect(ask("could your surveyor come out this afternoon?")).toContain("next working day");
  });

  it("reads switch-on day as the commissioning and handover step, not the whole process", () => {
    const reply = ask("what goes on on switch-on day?");
    expect(reply).toContain("monitoring");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads the share of the bill panels could cover as the share saved", () => {
    expect(ask("what share of the bill could panels cover")).toContain("50-70%");
  });
});
