import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { faqs } from "~/content/faq";
import { chunkText, composeReply, createBuiltinProvider, findAnswer } from "./builtin.server";
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
