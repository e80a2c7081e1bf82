import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { assistantHandoffs, chatLinks, postcodeAreas, whatWeOffer } from "~/content/chat-knowledge";
import { faqs } from "~/content/faq";
import { services } from "~/content/services";
import { sitePassages } from "./passages.server";
import { systemPrompt } from "./prompt.server";

describe("the OpenAI-compatible assistant's system prompt", () => {
  const prompt = systemPrompt();
  const [rules = "", handoffPart = ""] = prompt.split("The website does not cover these subjects");

  it("holds the same facts the built-in assistant answers with", () => {
    for (const f of faqs) expect(rules).toContain(f.answer);
    for (const s of services) expect(rules).toContain(s.pricing);
  });

  it("lists the subjects to hand off as such, never as facts", () => {
    for (const h of assistantHandoffs) {
      expect(handoffPart).toContain(h.questions);
      expect(rules).not.toContain(h.answer);
    }
    expect(rules).toContain(assistantCopy.offerCall);
  });

  it("tells it what we offer, to refuse other products, and where our postcodes are, as the built-in one knows", () => {
    expect(rules).toContain(whatWeOffer);
    expect(rules).toContain("we don't sell or install it");
    // A kind of our work the facts do not describe is neither refused nor guessed at (decision 111).
    expect(rules).toContain("say our website doesn't say, and offer a call");
    for (const [letters, area] of Object.entries(postcodeAreas)) expect(rules).toContain(`${letters} ${area}`);
  });

  it("holds the rest of the site's copy the built-in assistant answers from (decision 114)", () => {
    for (const p of sitePassages()) expect(rules).toContain(p.answer);
  });

  it("allows only our pages as links", () => {
    for (const link of Object.values(chatLinks)) expect(rules).toContain(`(${link.href})`);
    expect(prompt).not.toMatch(/\]\((?!\/)/);
  });
});
