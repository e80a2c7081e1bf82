import { getEnv } from "../env.server";
import { HttpError, readJsonBody } from "../http.server";
import { getLogger } from "../logger.server";
import { createLimiter } from "../rate-limit.server";
import { createBuiltinProvider } from "./builtin.server";
import { ChatError } from "./errors.server";
import { createOpenAiProvider } from "./openai.server";
import type { ChatProvider } from "./provider.server";
import { parseChatRequest } from "./request.server";
import { sseResponse } from "./stream.server";

/** Messages per client address per minute: generous for a person typing, stingy for a script. */
const limiter = createLimiter("chat", { points: 20, duration: 60 });

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

/**
 * POST /api/chat: parse → rate-limit → stream. The status is decided by the
 * first piece of the reply: until it arrives, any failure is a JSON error
 * (400, 402, 413, 429, 502, 504); afterwards the stream just ends.
 */
export async function handleChat({
  request,
  ip,
  provider = getChatProvider(),
}: {
  request: Request;
  ip: string;
  provider?: ChatProvider;
}): Promise<Response> {
  const log = getLogger().child({ route: "api/chat", provider: provider.name });
  try {
    const messages = parseChatRequest(await readJsonBody(request));
    const limit = await limiter.consume(ip);
    if (!limit.ok) {
      throw new ChatError(429, "Too many messages. Please try again in a moment.", false, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    const reply = provider.reply(messages, request.signal)[Symbol.asyncIterator]();
    const first = await reply.next();
    if (first.done) {
      // Nothing said: either the visitor left (no one to answer) or the provider had nothing.
      if (request.signal.aborted) return new Response(null, { status: 499 });
      throw new ChatError(502, "The assistant gave no answer.", true);
    }
    return sseResponse(first.value, reply, (err) => log.warn({ err }, "chat stream ended early"));
  } catch (err) {
    if (err instanceof ChatError && err.internal) log.error({ err }, "chat provider failed");
    if (err instanceof HttpError) return err.toResponse();
    log.error({ err }, "chat failed");
    return new ChatError(502, "The assistant is unavailable.").toResponse();
  }
}
