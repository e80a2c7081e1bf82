/**
 * The default assistant: no AI service, just our content. It answers with
 * the best-matching passage, and offers a free call when it is unsure or the
 * visitor sounds ready to buy, so the lead flow works with no configuration.
 */
import { assistantCopy, assistantSynonyms } from "~/content/chat";
import type { ChatMessage } from "~/lib/chat";
import { offersCall } from "~/lib/chat-triggers";
import { buildKnowledge, type KnowledgeDoc } from "./knowledge.server";
import type { ChatProvider } from "./provider.server";
import { createIndex, words } from "./retrieval.server";

/** BM25 score below which an answer is a guess (tuned on the FAQ questions and off-topic ones in the tests). */
const MIN_SCORE = 2.2;

/** Words that mean the visitor wants a quote, a price for their own home or to go ahead. */
const BUYING_INTENT =
  /\b(quote|quotation|estimate|interested|install (?:it|them|panels|solar|a battery)|book|booking|survey|sign up|get started|buy|purchase|price for my|cost for my|for my (?:house|home|property|roof|business))\b/i;

const GREETING = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|shwmae|helo)\b[\s!.,]*(?:there)?[\s!.]*$/i;
const THANKS = /^(?:thanks|thank you|cheers|ta|great,? thanks|lovely,? thanks)\b/i;
const DECLINE = /^(?:no|nope|no thanks|no thank you|not now|not yet|maybe later)\b/i;

const DECLINED_REPLY = "No problem. Is there anything else I can help with?";

let index: ReturnType<typeof createIndex<KnowledgeDoc>> | undefined;
function knowledgeIndex() {
  index ??= createIndex(buildKnowledge(), (d) => d.text, assistantSynonyms);
  return index;
}

/** The best matching knowledge, or undefined when nothing matches well enough. */
/** "How much is/does/would…" asks for a price ("how much could I save" does not). */
const PRICE_QUESTION = /\bhow much (?:is|are|does|do|would|will|to|for|does it cost)\b/i;

export function findAnswer(question: string): KnowledgeDoc | undefined {
  const query = PRICE_QUESTION.test(question) ? `${question} price` : question;
  const [best] = knowledgeIndex().search(query, 1);
  if (!best || best.score < MIN_SCORE) return undefined;
  // One word in common with a long question is a coincidence ("recommend a restaurant" is not about roofers).
  const asked = new Set(words(query)).size;
  return best.matched.length >= 2 || best.matched.length * 2 >= asked ? best.item : undefined;
}

export function composeReply(messages: ChatMessage[]): string {
  const question = messages.at(-1)?.content.trim() ?? "";
  const previous = messages.at(-2);
  const short = words(question).length <= 3;

  if (GREETING.test(question)) return assistantCopy.hello;
  if (THANKS.test(question) && short) return assistantCopy.thanks;
  if (previous?.role === "assistant" && offersCall(previous.content) && DECLINE.test(question)) return DECLINED_REPLY;

  const intent = BUYING_INTENT.test(question);
  const doc = findAnswer(question);
  if (doc) return intent ? `${doc.answer} ${assistantCopy.offerCall}` : doc.answer;
  return `${intent ? assistantCopy.intent : assistantCopy.unsure} ${assistantCopy.offerCall}`;
}

/** Splits text into pieces of a few words, keeping the spaces, so the reply streams in. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const parts = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < parts.length; i += wordsPerChunk) chunks.push(parts.slice(i, i + wordsPerChunk).join(""));
  return chunks;
}

/** Waits, or less if the visitor leaves; the abort listener goes with the wait, not with the request. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });

export function createBuiltinProvider({ chunkDelayMs = 25 }: { chunkDelayMs?: number } = {}): ChatProvider {
  return {
    name: "builtin",
    async *reply(messages, signal) {
      const chunks = chunkText(composeReply(messages));
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0 && chunkDelayMs > 0) await sleep(chunkDelayMs, signal);
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
