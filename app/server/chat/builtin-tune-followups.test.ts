/**
 * Short follow-ups that only make sense with the turn before: a condition opening "and if…" or
 * "but if…", a size that "isn't enough", who is "in charge of those", and "then what?" after a
 * reply that gave only the start of our answer. Each question is in words of our own, not a
 * question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

const BOOKED = turn(
  "how can I book a consultation?",
  "You can book a free consultation on our contact page, by phone, video call or a home visit, and we e-mail you a confirmation with a calendar invitation.",
);

const ENQUIRY_KEPT = turn(
  "If I ask for a quote and decide against it, what do you keep about me?",
  "If you don't become a customer, our website erases your details automatically 730 days (two years) after your enquiry.",
);

const BATTERY_PRICE = turn(
  "how much is a home battery?",
  "Our batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
);

const MAINTENANCE = turn(
  "can you service my panels?",
  "Yes. Our maintenance plans start from £150 per year and panel cleaning from £80 per visit.",
);

const INSTALL_DAYS = turn(
  "how many days are you on site for?",
  "Most home installations take 1-3 days on site. Scaffolding usually goes up the day before, then the panels and inverter go in over one or two days.",
);

describe("built-in assistant: 'and if…' follow-ups are conditions on what was just said", () => {
  it("reads not being able to make a booked consultation as moving or cancelling it", () => {
    for (const question of [
      "and if one of the kids is off sick and we cant make it?",
      "but if my shifts change and I'm not able to make the visit?",
    ]) {
      const reply = ask(question, BOOKED);
      expect(reply, question).toContain("move or cancel");
    }
  });

  it("does not read making something work as a booking", () => {
    expect(ask("and if the panels arrive late and we cannot make it work?")).not.toContain("move or cancel");
  });

  it("answers going ahead, asked of what we keep about an enquiry, with how long customers' records are kept", () => {
    for (const question of ["and if we do go ahead?", "but if I go ahead then?"]) {
      const reply = ask(question, ENQUIRY_KEPT);
      expect(reply, question).toContain("life of the warranty");
    }
  });
});

describe("built-in assistant: a size that isn't enough", () => {
  it("answers a battery size that isn't enough with the price of each kWh above it", () => {
    for (const question of [
      "and if 13.5kwh is not enough for us?",
      "what if that wont be big enough",
      "but what if one battery isn't enough?",
    ]) {
      const reply = ask(question, BATTERY_PRICE);
      expect(reply, question).toContain("£450");
    }
  });
});

describe("built-in assistant: who is in charge of what was just said", () => {
  it("names the person for what our reply was about", () => {
    for (const question of ["and who's in charge of them?", "who is responsible for those?", "who handles that?"]) {
      const reply = ask(question, MAINTENANCE);
      expect(reply, question).toContain("Sian");
    }
  });
});

describe("built-in assistant: which one of the people our reply named", () => {
  const TEAM = turn(
    "who works for you?",
    "Rhys Powell founded the company, Catrin Lewis runs operations and Owen Jones leads our installers, and we also have a drone pilot and a battery storage specialist.",
  );

  it("names the person, of those our reply spoke of, who does what is asked", () => {
    expect(ask("and which of them would fly the drone over my roof?", TEAM)).toContain("Dylan");
    expect(ask("what one of you lot fits the batteries then?", TEAM)).toContain("Tom");
  });
});

describe("built-in assistant: the bigger or smaller of the projects our reply named", () => {
  const SCHOOLS = turn(
    "have you worked on schools?",
    "Yes: a primary school in Barry, done over the Easter holidays, and our Welsh record of 756.09kW on a secondary school.",
  );

  it("picks the project by its size", () => {
    expect(ask("how many panels did the larger job have?", SCHOOLS)).toContain("1,626");
    expect(ask("and when was the smaller one finished?", SCHOOLS)).toContain("April 2024");
  });
});

describe("built-in assistant: work getting in the way of the visitor's business", () => {
  const FARMS = turn(
    "do you put panels on farm buildings?",
    "Yes. We install on farms, for example a 30kW system on a dairy barn roof in Caerphilly.",
  );

  it("answers with working around the business's hours", () => {
    for (const question of [
      "would it muck up the feeding while you are doing it? we couldn't close for a day",
      "will the fitting interfere with the shop while you're on the roof?",
    ]) {
      expect(ask(question, FARMS), question).toContain("working hours");
    }
  });
});

describe("built-in assistant: then what, after a reply that gave only the start of our answer", () => {
  it("goes on to commissioning and showing how it works", () => {
    for (const question of [
      "ok then what?",
      "and once they've finished, do the lads just pack their tools up and leave?",
      "what happens when the fitters are done?",
    ]) {
      const reply = ask(question, INSTALL_DAYS);
      expect(reply, question).toContain("show you how it works");
    }
  });
});
