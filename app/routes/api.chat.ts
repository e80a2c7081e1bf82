import { requestInfoContext } from "~/lib/request-context";
import { createBuiltinProvider } from "~/server/chat/builtin.server";
import { chatLimiter, getChatProvider, startChatReply } from "~/server/chat/chat.server";
import { aiCallBudget, chatStreamSlots } from "~/server/chat/limits.server";
import { parseChatRequest } from "~/server/chat/request.server";
import { chatReplyResponse } from "~/server/chat/stream.server";
import { getLogger } from "~/server/logger.server";
import { jsonError, methodNotAllowed, readJsonBody, requireMethod, tooManyRequests } from "~/server/http.server";
import { addressKey } from "~/server/trusted-proxy.server";
import type { Route } from "./+types/api.chat";

/** Seconds a client over a stream cap is asked to wait: a reply takes a few. */
const STREAM_RETRY_SECONDS = 5;

/**
 * POST `{messages}`: read, validate, count against the client's limits, then
 * stream the reply as OpenAI-format server-sent events (docs/product.md §7.3).
 * Limits (decision 067): messages per minute, replies streaming at once per
 * address and per server, and calls to a paid AI service per address per day.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const parsed = parseChatRequest(await readJsonBody(request));
  if (!parsed.ok) return jsonError(400, parsed.error);
  const address = addressKey(context.get(requestInfoContext).ip);
  const limit = await chatLimiter().consume(address);
  if (!limit.ok) return tooManyRequests("Too many messages. Please try again in a moment.", limit.retryAfterSeconds);

  const slot = chatStreamSlots().acquire(address);
  if (!slot.ok) {
    if (slot.reason === "address") {
      return tooManyRequests("Please wait for the answer you are getting before asking more.", STREAM_RETRY_SECONDS);
    }
    getLogger().warn({ route: "api/chat" }, "chat stream ceiling reached");
    return jsonError(
      503,
      "The assistant is busy. Please try again in a moment.",
      {},
      {
        "Retry-After": String(STREAM_RETRY_SECONDS),
      },
    );
  }
  // Whatever way the stream ends, including the visitor leaving while nobody reads it.
  request.signal.addEventListener("abort", slot.release, { once: true });
  try {
    let provider = getChatProvider();
    if (provider.name !== "builtin" && !(await aiCallBudget().consume(address)).ok) {
      // Over the day's AI budget: still answered, from our own content at no cost.
      getLogger().info({ route: "api/chat" }, "daily AI budget of an address spent; built-in assistant answers");
      provider = createBuiltinProvider();
    }
    const reply = await startChatReply({ messages: parsed.messages, signal: request.signal, provider });
    return chatReplyResponse(reply, (err) => getLogger().warn({ err }, "chat stream ended early"), slot.release);
  } catch (err) {
    slot.release();
    throw err;
  }
}

export function loader() {
  return methodNotAllowed("POST");
}
