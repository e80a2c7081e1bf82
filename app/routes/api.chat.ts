import { requestInfoContext } from "~/lib/request-context";
import { chatLimiter, startChatReply } from "~/server/chat/chat.server";
import { parseChatRequest } from "~/server/chat/request.server";
import { chatReplyResponse } from "~/server/chat/stream.server";
import { getLogger } from "~/server/logger.server";
import { jsonError, methodNotAllowed, readJsonBody, requireMethod, tooManyRequests } from "~/server/http.server";
import type { Route } from "./+types/api.chat";

/**
 * POST `{messages}`: read, validate, count against the client's limit, then
 * stream the reply as OpenAI-format server-sent events (docs/product.md §7.3).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const parsed = parseChatRequest(await readJsonBody(request));
  if (!parsed.ok) return jsonError(400, parsed.error);
  const limit = await chatLimiter().consume(context.get(requestInfoContext).ip);
  if (!limit.ok) return tooManyRequests("Too many messages. Please try again in a moment.", limit.retryAfterSeconds);
  const reply = await startChatReply({ messages: parsed.messages, signal: request.signal });
  return chatReplyResponse(reply, (err) => getLogger().warn({ err }, "chat stream ended early"));
}

export function loader() {
  return methodNotAllowed("POST");
}
