/**
 * Short follow-ups read with the turn before, however they are put: going ahead ("and if I do end
 * up going with you?"), a word of their own the answer our reply gave does not say ("the warranty
 * on that?"), what something gets the visitor, erasing details now rather than waiting, how long
 * the people a visit sends stay, a Saturday as "a sat", the price of what someone spoken of looks
 * after, and "panels now, one later". Each question is in words of our own.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

const ENQUIRY_KEPT = turn(
  "what happens to my details if I only ask for a quote?",
  "If you don't become a customer, our website erases your details automatically 730 days (two years) after your enquiry.",
);

const BATTERY_ON_OTHERS = turn(
  "our panels were fitted by a firm that's gone, can you put a battery on them?",
  "Yes, we often add batteries to panels fitted by other companies, like a retrofit we did in Swansea. Batteries start from £6,500 for up to 13.5kWh of storage.",
);

const CERTIFICATES = turn(
  "what accreditations do you hold?",
  "We're MCS certified, NICEIC approved, RECC members and TrustMark registered.",
);

const ROOF_LOOK = turn(
  "can I get someone out to have a look at the roof?",
  "You can book a free home visit online: a morning or afternoon, Monday to Friday, or a Saturday morning, up to 8 weeks ahead.",
);

const MAINTENANCE_PERSON = turn(
  "who runs the servicing?",
  "That's Sian Morgan, our Maintenance Coordinator. She runs our maintenance and cleaning plans.",
);

const BATTERY_PRICE = turn(
  "what do your batteries cost?",
  "Our batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
);

describe("built-in assistant: going ahead, however it is put", () => {
  it("answers going ahead, asked of what we keep about an enquiry, with how long customers' records are kept", () => {
    for (const question of [
      "and if we do end up going with you?",
      "n if we go ahead with u?",
      "and if I do go ahead and order from you?",
      "but if we end up buying from you?",
    ]) {
      expect(ask(question, ENQUIRY_KEPT), question).toContain("life of the warranty");
    }
  });
});

describe("built-in assistant: a follow-up's own word the answer our reply gave does not say", () => {
  it("answers the warranty on a battery added to another firm's panels with the battery's warranty", () => {
    for (const question of ["how long's the warranty on that?", "and is there a guarantee on it?"]) {
      expect(ask(question, BATTERY_ON_OTHERS), question).toContain("10-year");
    }
  });
});

describe("built-in assistant: what something gets the visitor", () => {
  it("answers what MCS gets the visitor with the export payments it qualifies a system for", () => {
    for (const question of [
      "ok and the MCS one, what does that actually give me in real terms?",
      "and what does the MCS do for me?",
    ]) {
      expect(ask(question, CERTIFICATES), question).toContain("Smart Export Guarantee");
    }
  });
});

describe("built-in assistant: erasing details now rather than waiting", () => {
  it("answers wiping an enquiry's details now with erasure on request", () => {
    for (const question of ["could I have them wiped now rather than waiting?", "can you delete them straight away?"]) {
      expect(ask(question, ENQUIRY_KEPT), question).toContain("erase them at any time");
    }
  });
});

describe("built-in assistant: how long the people a visit sends stay", () => {
  it("answers how long they will be here, after booking someone to look at the roof, with the survey's length", () => {
    for (const question of ["how long will they be here for?", "how long will he be at mine?"]) {
      const reply = ask(question, ROOF_LOOK);
      expect(reply, question).toContain("1-2 hours");
      expect(reply, question).not.toContain("1-3 days");
    }
  });
});

describe("built-in assistant: a Saturday as 'a sat'", () => {
  it("answers a survey on a sat with Saturday mornings, not our office hours", () => {
    for (const question of ["can the home visit be on a sat?", "we work all week, could the survey be this sat?"]) {
      const reply = ask(question);
      expect(reply, question).toContain("Saturday mornings");
      expect(reply, question).not.toContain("Mon-Fri 8:00");
    }
  });
});

describe("built-in assistant: the price of what someone spoken of looks after", () => {
  it("answers the price of her plans with our maintenance plans' price, not her story again", () => {
    for (const question of ["and how much are her plans?", "lovely, what does one of her plans cost a year?"]) {
      expect(ask(question, MAINTENANCE_PERSON), question).toContain("£150");
    }
  });
});

describe("built-in assistant: panels now and one later", () => {
  it("answers panels now and the battery later with a battery added at any time", () => {
    for (const question of [
      "bit steep. could I just get the panels now and add one later?",
      "can we start with panels first and stick one on in a couple of years?",
    ]) {
      expect(ask(question, BATTERY_PRICE), question).toContain("battery ready");
    }
  });
});

describe("built-in assistant: the worst export rate", () => {
  it("answers the worst rate, after the export payments, with the lowest Smart Export Guarantee rate", () => {
    const exported = turn(
      "how does getting paid for export work?",
      "Through the Smart Export Guarantee, energy suppliers pay you for the surplus electricity your panels send to the grid.",
    );
    for (const question of ["and what's the worst rate I might get?", "the lowest SEG rate going?"]) {
      expect(ask(question, exported), question).toContain("4.1p");
    }
  });
});
