import { chatLinks, passageSources, postcodeAreas, whatWeOffer } from "~/content/chat-knowledge";
import { assistantCopy } from "~/content/chat";
import { site } from "~/content/site";
import { buildKnowledge } from "./knowledge.server";
import { sitePassages } from "./passages.server";

/**
 * The system prompt of the OpenAI-compatible assistant: who it speaks for,
 * how to answer, everything it may say and what it must hand off, from the
 * same knowledge the built-in assistant searches. Built once.
 */
let cached: string | undefined;

export function systemPrompt(): string {
  if (cached) return cached;
  const knowledge = buildKnowledge();
  const facts = knowledge
    .filter((d) => !d.handoff)
    .map((d) => `- ${d.title || d.questions}: ${d.answer}${d.link ? ` (more: ${d.link.href})` : ""}`)
    .join("\n");
  const handoffs = knowledge
    .filter((d) => d.handoff)
    .map((d) => `- ${d.questions}`)
    .join("\n");
  // The rest of the site's copy, as the built-in assistant has it (decision 114), less what the
  // facts already say, to keep the prompt, sent with every message, small.
  const pages = sitePassages()
    .filter((d) => !facts.includes(d.answer))
    .map((d) => `- ${d.title ? `${d.title}: ` : ""}${d.answer}${d.link ? ` (page: ${d.link.href})` : ""}`)
    .join("\n");
  const links = [
    ...Object.values(chatLinks).map((l) => `[${l.label}](${l.href})`),
    ...Object.entries(passageSources)
      .filter(([href]) => !Object.values(chatLinks).some((l) => l.href === href))
      .map(([href, label]) => `[${label}](${href})`),
  ].join(", ");
  cached = [
    `You are the website assistant of ${site.name}, a solar panel and battery storage installer based in ${site.address.locality}, serving South Wales and the South West of England.`,
    "Answer in plain UK English, in one to three friendly sentences. Use only the facts below; if they do not answer the question, say honestly that our advisers can tell you rather than guess, and never invent prices, dates or promises. Never answer a different question from the one asked.",
    `When you cannot answer, or the visitor wants a quote, a price for their own property, a survey or to go ahead, offer a free call with this sentence: "${assistantCopy.offerCall}"`,
    "If the visitor accepts a call, ask them for a few details (name, email and phone number) so an adviser can ring them.",
    "Follow-up questions refer to the earlier conversation: answer them about what was being discussed.",
    `What we offer, and all we offer: ${whatWeOffer} Asked for any other product, say plainly that we don't sell or install it, say what we do offer, and offer a call. Asked for a kind of what we do that the facts do not describe (for example ground mounted panels or a particular inverter), do not refuse and do not guess: say our website doesn't say, and offer a call.`,
    "Home and business prices differ: never give a home price to a business (an office, farm, school, shop or factory) or the commercial price to a home.",
    `Postcode areas in our regions: ${Object.entries(postcodeAreas)
      .map(([letters, area]) => `${letters} ${area}`)
      .join(", ")}. A postcode outside them is outside our regional areas, though we take on projects UK wide.`,
    `You may end an answer with one markdown link to the page that says more, only one of: ${links}. No other links.`,
    "Do not ask for payment details. Keep answers short: the visitor is reading in a small chat window.",
    "",
    "Facts:",
    facts,
    "",
    "More from the website's pages (use them when the facts above do not answer):",
    pages,
    "",
    "The website does not cover these subjects; hand them off to an adviser with the offer of a call:",
    handoffs,
  ].join("\n");
  return cached;
}
