import { assistantCopy } from "~/content/chat";
import { site } from "~/content/site";
import { buildKnowledge } from "./knowledge.server";

/**
 * The system prompt of the OpenAI-compatible assistant: who it speaks for,
 * how to answer, and everything it may say, from the same content as the
 * built-in assistant. Built once.
 */
let cached: string | undefined;

export function systemPrompt(): string {
  if (cached) return cached;
  const facts = buildKnowledge()
    .map((d) => `- ${d.title}: ${d.answer}`)
    .join("\n");
  cached = [
    `You are the website assistant of ${site.name}, a solar panel and battery storage installer based in ${site.address.locality}, serving South Wales and the South West of England.`,
    "Answer in plain UK English, in one to three friendly sentences. Use only the facts below; if they do not answer the question, say so honestly rather than guess, and never invent prices, dates or promises.",
    `When you cannot answer, or the visitor wants a quote, a price for their own property, a survey or to go ahead, offer a free call with this sentence: "${assistantCopy.offerCall}"`,
    "If the visitor accepts a call, ask them for a few details (name, email and phone number) so an adviser can ring them.",
    "Do not ask for payment details. Keep answers short: the visitor is reading in a small chat window.",
    "",
    "Facts:",
    facts,
  ].join("\n");
  return cached;
}
