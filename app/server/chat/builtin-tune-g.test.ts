/**
 * The built-in assistant's readings added by tune-g. Each question is in words of our own, not a
 * question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added by tune-g", () => {
  it("answers the first of two questions in a sentence when the second is the visitor's aside", () => {
    expect(ask("how long have you been going, or did you only start up last year like the rest?")).toContain("2011");
    expect(ask("how long does a drone survey take, will my cat have to stay indoors the whole time?")).toContain(
      "under an hour",
    );
  });

  it("answers a last 'how much?' with the price, whatever the setting before it lifts", () => {
    expect(
      ask(
        "our roof is very high and nobody in the house likes ladders. you do drone surveys dont you? what do they cost",
      ),
    ).toContain("£350");
  });

  it("reads 'does that include the battery?' after the payback as a question about that payback", () => {
    const payback = turn(
      "how many years is the payback on panels?",
      "Around 9 years for a typical home, and 7-12 years for most systems.",
    );
    expect(ask("and does that include the battery?", payback)).toContain("without a battery");
  });

  it("gives the rest of a list our reply gave part of when asked for the others", () => {
    const listed = turn(
      "which schemes are you a member of?",
      "We're MCS certified, NICEIC approved, RECC members and TrustMark registered.",
    );
    expect(ask("is that all of them or are there more? i thought i saw a few extra badges", listed)).toContain("NAPIT");
  });

  it("reads 'so there's no way to … at all?' as asking for the rest of the answer our reply came from", () => {
    const outside = turn(
      "can you come out to Leeds?",
      "Our surveyors only make home visits in South Wales and the South West of England.",
    );
    expect(ask("so is there no way to talk it through with you at all?", outside)).toContain("video");
  });

  it("gives the review a project's customer left when asked what they thought of it", () => {
    const project = turn(
      "have you put panels on anything in Bath?",
      "Yes: Solar and EV Charging, Bath: a 5kW system with a 7kW EV charger.",
    );
    expect(ask("were they happy with it in the end?", project)).toContain("Rhian Thomas");
  });

  it("reads 'what do you check when you're there?' after the survey as what the survey inspects", () => {
    const free = turn(
      "do I pay for the survey?",
      "Yes, the site survey and system design are free, with no obligation.",
    );
    expect(ask("what do you look at while you are there?", free)).toContain("shading");
  });

  it("answers who sorts out planning with the planning answer, not a person the rest of the message matches", () => {
    expect(ask("who sorts out the planning bit?")).toContain("handle any application");
    expect(
      ask(
        "The farmhouse is listed and in a conservation area. Could we have panels at all, and who takes care of the planning?",
      ),
    ).toContain("handle any application");
  });

  it("answers whether any review gave fewer than five stars with the reviews that did", () => {
    expect(ask("were any of your reviews below five stars?")).toContain("Claire Hughes");
    expect(ask("show me your worst reviews")).toContain("4 out of 5");
  });

  it("reads how many customers a rating is from as our rating, not how many installations", () => {
    expect(ask("what is your star rating and roughly how many customers is it based on?")).toContain("4.9");
  });

  it("reads a follow-up asking for the range our reply left out of the payback answer", () => {
    const claim = turn(
      "how long is the payback you claim on the landing page?",
      "A typical payback of about 9 years for a 4kW home system without a battery.",
    );
    expect(ask("and the faq page? it has a range i think", claim)).toContain("7-12");
  });
});
