import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { assistantCopy, chatCopy } from "~/content/chat";
import { chatLinks } from "~/content/chat-knowledge";
import { faqs } from "~/content/faq";
import { site } from "~/content/site";
import type { ChatMessage } from "~/lib/chat";
import { findAnswer } from "./answers.server";
import { chunkText, composeReply, createBuiltinProvider, ASKS_OUR_DETAILS } from "./builtin.server";
import {
  aspectsOf,
  isConfident,
  MIN_KNOWN_CONFIDENCE,
  MIN_CONFIDENCE,
  MIN_EVIDENCE,
  MIN_SCORE,
  searchKnowledge,
  answerContext,
} from "./search.server";
import { askingClauses } from "./clauses.server";
import { claims } from "~/content/estimate-claims";

const ask = (content: string) => composeReply([{ role: "user", content }]);

/** Each FAQ asked in a visitor's own words, and the fact the answer must contain. */
const visitorQuestions: Record<string, [string, string]> = {
  "installation-time": ["how many days will the fitting take?", "1-3 days"],
  // "50-70%" withdrawn from the FAQ (docs/decisions/044); the engine-backed figure instead.
  savings: ["How much money will I save on my electricity?", claims.billCutPanels.text],
  maintenance: ["do the panels need cleaning or servicing", "£150 per year"],
  "cloudy-weather": ["Will they still work when it's overcast?", "daylight"],
  certifications: ["Are you accredited installers?", "MCS certified"],
  "smart-export-guarantee": ["Can I get paid for the electricity I send to the grid?", "Smart Export Guarantee"],
  lifespan: ["how many years will the panels last", "25-30 years"],
  "property-value": ["Does solar increase what my house is worth?", "3-4%"],
  "roof-repairs": ["My roof is in a bad way and needs fixing, is that a problem?", "condition of your roof"],
  "planning-permission": ["do i need permission from the council", "permitted development"],
  payback: ["How long until the system pays for itself?", "7-12 years"],
  "battery-later": ["Could I add batteries at a later date?", "battery ready"],
};

describe("built-in assistant: the twelve FAQ questions in visitors' words", () => {
  it("covers every FAQ", () => {
    expect(Object.keys(visitorQuestions).sort()).toEqual(faqs.map((f) => f.id).sort());
  });

  for (const [id, [question, fact]] of Object.entries(visitorQuestions)) {
    it(`${id}: "${question}"`, () => {
      expect(ask(question)).toContain(fact);
    });
  }

  it("answers the FAQ page's own wording too", () => {
    for (const f of faqs) expect(findAnswer(f.question)?.id).toBe(`faq:${f.id}`);
  });
});

describe("built-in assistant: other topics", () => {
  it.each([
    ["How much is a battery?", "£6,500"],
    ["What does a drone survey cost?", "£350"],
    ["Do you install EV chargers?", "£1,200"],
    ["do you do commercial installations for businesses", "£50,000"],
    ["Which areas do you cover?", "Cardiff & South Wales"],
    ["Do you work in Bristol?", "Bristol & South West"],
    ["What are your opening hours?", "Mon-Fri 8:00 AM-6:00 PM"],
    ["Are you open on Saturday?", "Sat 9:00 AM-4:00 PM"],
    ["What's your phone number?", "029 2018 0123"],
    ["Where is your office?", "Risca"],
    ["What warranty do I get?", "25 years"],
    ["How long does the whole process take from start to finish?", "4-8 weeks"],
    ["what's the cheapest system?", "£3,995"],
  ])("%j → %j", (question, fact) => expect(ask(question)).toContain(fact));
});

describe("built-in assistant: offering a free call", () => {
  it("offers one when it cannot answer", () => {
    for (const q of ["Can you recommend a restaurant in Paris?", "Tell me a joke", "asdfgh qwerty"]) {
      const reply = ask(q);
      expect(reply).toContain(assistantCopy.unsure);
      expect(reply).toContain(assistantCopy.offerCall);
    }
  });

  it("offers one on buying intent, after an answer when it has one", () => {
    expect(ask("I'd like a quote please")).toContain(assistantCopy.offerCall);
    expect(ask("I'm interested, can you book me a survey?")).toContain(assistantCopy.offerCall);
    const battery = ask("How much to install a battery for my house?");
    expect(battery).toContain("£6,500");
    expect(battery.endsWith(assistantCopy.offerCall)).toBe(true);
  });

  it("does not push a call on a plain question", () => {
    expect(ask("Do solar panels work in cloudy weather?")).not.toContain(assistantCopy.offerCall);
  });

  it("greets, thanks and takes no for an answer", () => {
    expect(ask("Hello!")).toBe(assistantCopy.hello);
    expect(ask("thanks")).toBe(assistantCopy.thanks);
    expect(
      composeReply([
        { role: "assistant", content: assistantCopy.offerCall },
        { role: "user", content: "no thanks" },
      ]),
    ).not.toContain(assistantCopy.offerCall);
  });
});

describe("built-in assistant: odd questions", () => {
  it("answers words every object has (constructor, toString) like any other unknown word", () => {
    for (const word of ["constructor", "toString", "__proto__", "hasOwnProperty valueOf"]) {
      expect(ask(word)).toContain(assistantCopy.offerCall);
    }
  });
});

describe("built-in assistant: the hand-off threshold", () => {
  it("answers at the threshold and hands off below it", () => {
    const edge = {
      confidence: MIN_CONFIDENCE,
      score: MIN_SCORE,
      evidence: MIN_EVIDENCE,
      matchedWords: 1,
      knownWords: 1,
      knownConfidence: 1,
      distinctive: false,
    };
    expect(isConfident(edge)).toBe(true);
    expect(isConfident({ ...edge, confidence: MIN_CONFIDENCE - 0.01, score: 1000, evidence: 10 })).toBe(false);
    expect(isConfident({ ...edge, confidence: 1, score: MIN_SCORE - 0.1, evidence: 10 })).toBe(false);
    expect(isConfident({ ...edge, confidence: 1, score: 1000, evidence: MIN_EVIDENCE - 0.1 })).toBe(false);
  });

  it("below the threshold, answers when the answer covers every word the content knows and one picks it out", () => {
    const weak = {
      confidence: 0.3,
      score: 50,
      evidence: 3,
      matchedWords: 2,
      knownWords: 2,
      knownConfidence: MIN_KNOWN_CONFIDENCE,
      distinctive: true,
    };
    expect(isConfident(weak)).toBe(true);
    expect(isConfident({ ...weak, distinctive: false })).toBe(false);
    expect(isConfident({ ...weak, matchedWords: 1 })).toBe(false);
    expect(isConfident({ ...weak, knownConfidence: MIN_KNOWN_CONFIDENCE - 0.01 })).toBe(false);
  });

  it("does not answer a question whose only match is a word most answers use", () => {
    // "panels" is in a third of the answers: matching it says nothing about which one is meant.
    const hit = searchKnowledge("how many panels will I need?");
    expect(hit?.confidence).toBe(1);
    expect(isConfident(hit!)).toBe(false);
  });

  it("finds a weak match for a question about something else, and does not answer with it", () => {
    // "roof" and "panels" match the roof-repairs answer; "thatched" is what the question is about.
    const hit = searchKnowledge("Can I have panels on a thatched roof?");
    expect(hit).toBeDefined();
    expect(hit!.doc.handoff || !isConfident(hit!)).toBe(true);
    // Handed off: thatched roofs are among the subjects the site does not cover (decision 114).
    const reply = ask("Can I have panels on a thatched roof?");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("roofer");
  });

  it("hands off subjects the site does not cover, naming none of the answers it does have", () => {
    for (const question of [
      "do you do finance deals",
      "Could you fit a ground source heat pump?",
      "is a west facing roof any good",
      "what's the forecast for Cardiff",
      "we're tenants, can we get panels",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toMatch(/£|roofer|daylight|permitted development|Cardiff & South Wales/);
    }
  });
});

describe("built-in assistant: long messages and the ways people ask (decision 113)", () => {
  it("picks out the sentences and clauses of a long message that ask something", () => {
    expect(
      askingClauses("We moved in last spring and the roof gets the sun. Anyway, how long would fitting take?"),
    ).toEqual(["how long would fitting take?"]);
    expect(askingClauses("My neighbour has panels, can you tell me what they cost")).toEqual([
      "can you tell me what they cost",
    ]);
    // One clause: nothing to pick out.
    expect(askingClauses("how much is a battery?")).toEqual([]);
  });

  it("answers a long message from the question at its end", () => {
    const reply = ask(
      "We've had panels on our bungalow since 2019 and they've been brilliant, the grandchildren love watching the app. " +
        "My husband wants to store what we don't use. How much would a battery be?",
    );
    expect(reply).toContain("£6,500");
  });

  it("reads a question that only checks what was said as asking about the sentence before it", () => {
    expect(askingClauses("My neighbour says panels need cleaning every week. Is that right?")).toEqual([
      "panels need cleaning every week.",
    ]);
    expect(ask("I've heard panels don't work in winter. Is that right?")).toContain("daylight");
  });

  it("takes the product from the setting when the question names none, and the home from it too", () => {
    expect(ask("We've decided we want a battery for the evenings. What would that set us back?")).toContain("£6,500");
    expect(ask("We've just moved into a draughty Victorian terrace. What would we be looking at?")).toMatch(
      /£3,995|£4,500/,
    );
  });

  it("takes the product the setting names last, and none when the question names its own subject", () => {
    const setting = "My brother got a battery last year and loves it. We just want panels for now though.";
    expect(ask(`${setting} What would we be looking at?`)).toMatch(/£3,995|£4,500/);
    expect(ask(`${setting} What would we be looking at?`)).not.toContain("£6,500");
  });

  it("prefers a clause confident on what it asks to the whole message matched on its setting", () => {
    const reply = ask(
      "We moved into a semi in spring, the roof faces south-ish and there's a chimney. What would we be looking at?",
    );
    expect(reply).toMatch(/£3,995|£4,500/);
    expect(ask("7 grand for panels, is that about right?")).toMatch(/£3,995|£4,500/);
  });

  it("reads idioms of price, time and certification as the aspect they ask about", () => {
    expect(aspectsOf("what would a charger set us back")).toContain("price");
    expect(aspectsOf("what's the damage")).toContain("price");
    expect(aspectsOf("how many days will the fitters be here")).toContain("duration");
    expect(aspectsOf("are you lot properly certified")).toContain("certification");
    expect(ask("what would an EV charger set me back")).toContain("£1,200");
    expect(ask("how many days will your fitters be here")).toContain("1-3 days");
    expect(ask("are you lot properly certified, had a cowboy round last year")).toContain("MCS certified");
  });

  it("hears where the visitor lives as setting when what they ask is something else", () => {
    const reply = ask("We're in a semi in Newport with a south roof and two kids. Whats the ballpark for a battery?");
    expect(reply).toContain("£6,500");
    expect(ask("We're in Bath. Do you come out this far?")).toContain("Bath & Somerset");
  });

  it("finds the question after 'and', and in 'wants to know…'", () => {
    expect(ask("How many panels would a 3 bed semi need and what's the cost?")).toMatch(/£3,995|£4,500/);
    expect(ask("My husband's a sparky and wants to know who you're certified with")).toContain("MCS certified");
    expect(ask("what time do you lot shut on a friday")).toContain("6:00 PM");
    expect(ask("what's the lead time")).toContain("4-8 weeks");
    expect(ask("Can you get to Hereford?")).toContain("UK wide");
  });

  it("reads more ways of asking: 'go for', 'take to reply', trade schemes, sending power back, VAT on", () => {
    expect(ask("How much does a standard home system go for?")).toMatch(/£3,995|£4,500/);
    expect(ask("How long do you usually take to reply?")).toContain("24 hours");
    expect(ask("Are you members of any trade schemes?")).toContain("MCS");
    expect(ask("Do I get paid for the power I send back?")).toContain("Smart Export Guarantee");
    expect(ask("Do your prices have VAT on?")).toContain("VAT");
    expect(ask("If I wait a few weeks is the quote still good?")).toContain("30 days");
  });

  it("does not answer a clause about something the setting names that is not ours", () => {
    const reply = ask("My little one is obsessed with dinosaurs. Which one was the biggest?");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("756");
  });

  it("prefers a confident answer about the product named to a stronger match that misses it", () => {
    expect(ask("what's the cheapest you can do a battery for")).toContain("£6,500");
  });

  it("hands off an off-topic long message, and a remark that only sounds like an aspect", () => {
    for (const question of [
      "We've just moved to Newport with the kids and my job's in Cardiff. Who do you think will win the rugby on Saturday?",
      "I've been reading about solar for weeks and my head is spinning. Can you tell me a joke to cheer me up?",
      "Our son has just passed his driving test. How much is car insurance for a 17 year old?",
      "what's the price of bread these days",
      "you lot are cowboys",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toMatch(/£|MCS/);
    }
  });

  it("does not take a brand we never name for the product we do", () => {
    expect(ask("What's the price of a Tesla Powerwall?")).not.toContain("£6,500");
  });
});

describe("built-in assistant: follow-up questions", () => {
  const conversation = (...turns: string[]): ChatMessage[] =>
    turns.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
  const after = (first: string, question: string) =>
    composeReply(conversation(first, composeReply(conversation(first)), question));

  it("answers a follow-up about the subject of the question before", () => {
    expect(after("How much is a battery?", "and what warranty does it have?")).toContain("10-year");
    expect(after("Do you install EV chargers?", "how much do they cost?")).toContain("£1,200");
    expect(after("Do you do drone surveys?", "and what do they cost?")).toContain("£350");
  });

  it("takes a question that asks only an aspect as a follow-up (decision 113)", () => {
    expect(after("Do you install EV chargers?", "what's the damage?")).toContain("£1,200");
    expect(after("Do you do drone surveys?", "ballpark?")).toContain("£350");
  });

  it("hands off again a follow-up to what it could not answer, and answers a new subject after it", () => {
    const first = "Do you fit hybrid inverters?";
    expect(composeReply(conversation(first))).toContain(assistantCopy.offerCall);
    const reply = after(first, "what do they cost");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("£");
    expect(after("Do you sell shoes?", "how much is a battery")).toContain("£6,500");
  });

  it("answers the same words without the history on their own", () => {
    expect(ask("how much do they cost?")).toContain("£3,995");
  });

  it("lets a new subject win over the one before", () => {
    expect(after("How much is a battery?", "Where are you based?")).toContain("Risca");
    expect(after("How much is a battery?", "Do they work when it's cloudy?")).toContain("daylight");
  });

  it("uses only the visitor's last two questions as context", () => {
    const messages = conversation(
      "Do you install EV chargers?",
      "…",
      "What are your opening hours?",
      "…",
      "Where are you based?",
      "…",
      "how much do they cost?",
    );
    expect(composeReply(messages)).not.toContain("£1,200");
  });
});

describe("built-in assistant: follow-ups that lean on the answer before (decision 113, round 5)", () => {
  const conversation = (...turns: string[]): ChatMessage[] =>
    turns.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));

  it("finds the documents a reply of ours came from, word for word or reworded, and none for a reply not ours", () => {
    const battery = composeReply(conversation("How much is a battery?"));
    expect(answerContext(battery)?.docs.map((d) => d.id)).toContain("service:battery-storage");
    // (Reworded, it is as near our warranty answer as the terms' paragraph on whose warranties they are.)
    expect(answerContext("Our batteries carry a 10-year warranty.")?.docs.map((d) => d.id)).toContain("topic:warranty");
    expect(answerContext("Dinosaurs were large reptiles that lived millions of years ago.")).toBeUndefined();
    expect(answerContext("")).toBeUndefined();
  });

  it("answers a pronoun or elliptic follow-up about what the answer before was about", () => {
    // The visitor's question names no product; the answer does.
    expect(
      composeReply(
        conversation(
          "what guarantee comes with it?",
          "Our batteries carry a 10-year warranty.",
          "and how much is one?",
        ),
      ),
    ).toContain("£6,500");
    // The answer was the survey's step: how long "that visit" takes is that step's time.
    const survey = "We inspect your roof, electrics and shading, often with a drone, then design a system for you.";
    expect(
      composeReply(conversation("what do you do when you come round?", survey, "how long does that visit take?")),
    ).toContain("1-2 hours");
  });

  it("gives the whole answer when a follow-up asks about what a shortened reply left out", () => {
    const shortened = "Most homes need no planning permission.";
    const reply = composeReply(
      conversation("do I need planning?", shortened, "our house is a listed building though, does that matter?"),
    );
    expect(reply).toContain("Listed buildings");
  });

  it("reads 'does that change anything?' as asking about the clause before it", () => {
    const shortened = "Most homes need no planning permission.";
    const reply = composeReply(
      conversation(
        "do I need planning?",
        shortened,
        "our cottage is in a conservation area, does that change anything?",
      ),
    );
    expect(reply).toContain("conservation areas");
    expect(reply).not.toContain("30 days");
  });

  it("does not give the answer before again when another answer covers more of what is asked", () => {
    const chargers = composeReply(conversation("Do you install EV chargers?"));
    expect(
      composeReply(conversation("Do you install EV chargers?", chargers, "and how long does that take to fit?")),
    ).not.toBe(chargers);
  });

  it("hands off again a follow-up to a hand-off", () => {
    const first = "Do you fit heat pumps?";
    const reply = composeReply(conversation(first, composeReply(conversation(first)), "how much is one?"));
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("£");
  });

  it("does not drag a new question to the answer before", () => {
    const battery = composeReply(conversation("How much is a battery?"));
    expect(composeReply(conversation("How much is a battery?", battery, "how long do panels last?"))).toContain(
      "25-30 years",
    );
    expect(composeReply(conversation("How much is a battery?", battery, "what are your opening hours?"))).toContain(
      "Mon-Fri",
    );
    const heatPumps = composeReply(conversation("How much is a battery?", battery, "how much are heat pumps?"));
    expect(heatPumps).not.toContain("£6,500");
    expect(heatPumps).toContain(assistantCopy.offerCall);
  });

  it("reads ways of asking from held-out-20's misses, in other words", () => {
    expect(ask("have you ever built anything huge?")).toContain("756.09kW");
    expect(ask("will you charge extra on top for scaffolding?")).toMatch(
      /no hidden extras|scaffolding and safe access/,
    );
    // A make is a brand (about.ts names the brands we are approved to install), not what panels "make".
    expect(ask("which make of battery is it?")).toContain("GivEnergy");
    expect(ask("which make of battery is it?")).not.toContain("£");
  });

  it("answers when the company started and what its customers say (home.ts, about.ts)", () => {
    expect(ask("how old is your company?")).toContain("2011");
    expect(ask("how long have you lot been doing solar?")).toContain("2011");
    expect(ask("what are your customer reviews like?")).toContain("4.9/5");
  });

  it("reads export money and a roof in poor shape", () => {
    expect(ask("what do I need to get export money?")).toContain("smart meter");
    expect(ask("our roof is a bit shabby with a couple of slipped tiles, is that ok?")).toContain("roofer");
  });

  it("reads a huge history without trouble", () => {
    const long = "Batteries start from £6,500. ".repeat(2000);
    const started = performance.now();
    expect(composeReply(conversation("hello", long, "how much is one?"))).toContain("£6,500");
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("built-in assistant: links and call requests", () => {
  it("ends an answer with a link to the page that says more", () => {
    const reply = ask("How long until the system pays for itself?");
    expect(reply.endsWith(`[${chatLinks.calculator.label}](${chatLinks.calculator.href})`)).toBe(true);
    expect(ask("What's your phone number?")).toContain(`(${chatLinks.contact.href})`);
  });

  it("offers a call instead of a link when the visitor wants to buy", () => {
    const reply = ask("How much to install a battery for my house?");
    expect(reply).not.toContain("](");
    expect(reply.endsWith(assistantCopy.offerCall)).toBe(true);
  });

  it("answers a bare request for a quote with the next step, not a fact about quotes", () => {
    for (const q of ["I'd like a quote please", "Can I get a quote for my house?"]) {
      expect(ask(q)).toBe(`${assistantCopy.intent} ${assistantCopy.offerCall}`);
    }
    expect(ask("How long is a quote valid for?")).toContain("30 days");
  });

  it("does not take a question about installing for a wish to buy", () => {
    expect(ask("How long does it take to install solar panels?")).not.toContain(assistantCopy.offerCall);
    expect(ask("I want to get panels installed")).toContain(assistantCopy.offerCall);
  });

  it("asks for details when the visitor asks to be called", () => {
    expect(ask("Can someone call me back please?")).toBe(chatCopy.detailsRequest);
    expect(ask("I don't want anyone to call me, how much is a battery?")).not.toBe(chatCopy.detailsRequest);
  });
});

describe("chunkText", () => {
  it("splits into pieces that join back to the text", () => {
    const text = "Most home installations take 1-3 days on site.";
    const chunks = chunkText(text, 2);
    expect(chunks.length).toBe(4);
    expect(chunks.join("")).toBe(text);
  });
});

describe("streaming", () => {
  it("leaves no listener on the request's signal behind, however long the answer", async () => {
    // One listener per chunk used to pile up: Node warns of a leak past ten, on every long answer.
    const controller = new AbortController();
    const reply = createBuiltinProvider({ chunkDelayMs: 1 }).reply(
      [{ role: "user", content: "How long until the system pays for itself?" }],
      controller.signal,
    );
    const chunks: string[] = [];
    for await (const chunk of reply) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});

describe("built-in assistant: ways of asking from held-out-11 to -18's misses, in other words (decision 113, round 4)", () => {
  it.each([
    // A hot water cylinder, an immersion, "heats your water": the diverter.
    ["could the panels heat our immersion?", "diverter"],
    ["what does a gadget that heats your water with spare solar cost?", "£1,200"],
    // Paid off is paid back.
    ["when is it all paid off?", "7-12 years"],
    // Power that would go unused is the surplus the Smart Export Guarantee pays for.
    ["if I'm out all day will the power just go to waste?", "Smart Export Guarantee"],
    ["is the export payment automatic?", "register"],
    // Panels making less than they did need a health check.
    ["my system is producing less than last year, can you check it?", "health checks"],
    // A roof's age, said however far from "roof".
    ["my roof is roughly 60 years old, will that stop us?", "roofer"],
    // A time of day is a question about our hours.
    ["can i phone you at 5pm on a weekday?", "6:00 PM"],
    // A quote that expires or runs out: how long it is valid.
    ["would the quote expire if we wait a few weeks?", "30 days"],
    ["can I add a battery in a couple of years?", "battery ready"],
    // "When would it be up and running" asks for the timeline, not for working hours.
    ["if we sign next week, when will the system be running?", "4-8 weeks"],
    // "Your lot" is the company; "drop by" is a visit.
    ["is your lot NICEIC registered?", "NICEIC"],
    ["could we drop by your office?", "Risca"],
    // Answers of facts the site states (chat-knowledge.ts names each source).
    ["can we do the consultation over a video call?", "video call"],
    ["is there an app to watch what the panels make?", "monitoring"],
    ["can the battery fill up on an off-peak tariff overnight?", "smart tariff"],
    ["are cleaning chemicals bad for my pets?", "purified water"],
    ["can you fit around our shifts at the factory?", "working hours"],
  ])("%j is answered (%j)", (question, fact) => {
    expect(ask(question)).toContain(fact);
  });

  it("gives our number to a visitor who asks for it, even one who would rather talk to a person", () => {
    const reply = ask("can I have your phone number please, I'd rather talk to someone");
    expect(reply).toContain(site.phone.display);
    expect(reply.endsWith(assistantCopy.offerCall)).toBe(true);
    expect(ASKS_OUR_DETAILS.test("what's the number of panels I'd need?")).toBe(false);
  });

  it("keeps a remark about cowboys a remark: 'you lot' is not rewritten", () => {
    expect(ask("you lot are cowboys")).toContain(assistantCopy.offerCall);
  });
});
