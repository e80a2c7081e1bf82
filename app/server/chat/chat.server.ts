import type { ChatMessage } from "~/lib/chat";
import { getEnv } from "../env.server";
import { getLogger } from "../logger.server";
import { createLimiter, type Limiter } from "../rate-limit.server";
import { createBuiltinProvider } from "./builtin.server";
import { ChatError } from "./errors.server";
import { createOpenAiProvider } from "./openai.server";
import type { ChatProvider } from "./provider.server";

let limiter: Limiter | undefined;
/** Messages per client address per minute: generous for a person typing, stingy for a script. */
export function chatLimiter(): Limiter {
  limiter ??= createLimiter("chat", { points: getEnv().CHAT_RATE_LIMIT_PER_MINUTE, duration: 60 });
  return limiter;
}

/** The OpenAI-compatible provider when all three AI_* variables are set, else the built-in assistant. */
export function getChatProvider(): ChatProvider {
  const env = getEnv();
  if (env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL) {
    return createOpenAiProvider({
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      firstTextTimeoutMs: env.AI_TIMEOUT_MS,
      totalTimeoutMs: Math.max(60_000, 3 * env.AI_TIMEOUT_MS),
    });
  }
  return createBuiltinProvider();
}

/** What a visitor is told when the AI service failed: never the service's own words. */
const VISITOR_ERRORS: Partial<Record<number, string>> = {
  402: "AI service temporarily unavailable.",
  502: "The assistant is unavailable.",
  504: "The assistant took too long to answer.",
};

/** A reply under way (its first piece already here), or why there is none. */
export type ChatReply =
  | { ok: true; first: string; rest: AsyncIterator<string> }
  | { ok: false; status: ChatError["status"] | 499; error: string };

/**
 * Starts the provider's reply and waits for its first piece, which decides
 * the status: until it arrives any failure is an error result (402, 429,
 * 502, 504), afterwards the stream can only end. Never throws.
 */
export async function startChatReply({
  messages,
  signal,
  provider = getChatProvider(),
}: {
  messages: ChatMessage[];
  signal: AbortSignal;
  provider?: ChatProvider;
}): Promise<ChatReply> {
  const log = getLogger().child({ route: "api/chat", provider: provider.name });
  try {
    const rest = provider.reply(messages, signal)[Symbol.asyncIterator]();
    const first = await rest.next();
    if (!first.done) return { ok: true, first: first.value, rest };
    // Nothing said: either the visitor left (no one to answer) or the provider had nothing.
    if (signal.aborted) return { ok: false, status: 499, error: "The visitor went away." };
    throw new ChatError(502, "The assistant gave no answer.", true);
  } catch (err) {
    if (err instanceof ChatError) {
      if (!err.internal) return { ok: false, status: err.status, error: err.message };
      // The details (upstream status, network error text) go to the log only: they
      // can name internal hosts or echo the provider's own words to a visitor.
      log.error({ err }, "chat provider failed");
      return { ok: false, status: err.status, error: VISITOR_ERRORS[err.status] ?? VISITOR_ERRORS[502]! };
    }
    log.error({ err }, "chat failed");
    return { ok: false, status: 502, error: "The assistant is unavailable." };
  }
}
