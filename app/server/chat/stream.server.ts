/**
 * Our canonical event stream: OpenAI-format chunks, then `data: [DONE]`,
 * whichever provider wrote the text.
 */

import type { ChatReply } from "./chat.server";

const encoder = new TextEncoder();

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform keeps proxies (and our compression) from buffering the stream.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

export function sseChunk(content: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
}

export const SSE_DONE = encoder.encode("data: [DONE]\n\n");

/**
 * Streams `first` and then the rest of the iterator. A failure after the
 * first chunk cannot change the status any more, so the stream ends cleanly
 * with [DONE] and the failure is reported to `onError`. `onEnd` runs when the
 * stream finishes or is cancelled (it may run more than once).
 */
export function sseResponse(
  first: string,
  rest: AsyncIterator<string>,
  onError: (err: unknown) => void,
  onEnd: () => void = () => undefined,
): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(sseChunk(first));
    },
    async pull(controller) {
      let next: IteratorResult<string>;
      try {
        next = await rest.next();
      } catch (err) {
        onError(err);
        next = { done: true, value: undefined };
      }
      if (next.done) {
        onEnd();
        controller.enqueue(SSE_DONE);
        controller.close();
      } else {
        controller.enqueue(sseChunk(next.value));
      }
    },
    async cancel() {
      onEnd();
      await rest.return?.();
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}

/**
 * The HTTP answer to a reply: the event stream, or the JSON error that stood
 * in its way. `onEnd` runs once the stream is over (at once for an error).
 */
export function chatReplyResponse(
  reply: ChatReply,
  onError: (err: unknown) => void,
  onEnd: () => void = () => undefined,
): Response {
  if (reply.ok) return sseResponse(reply.first, reply.rest, onError, onEnd);
  onEnd();
  // 499: the visitor went away before the first word; nobody reads this answer.
  if (reply.status === 499) return new Response(null, { status: 499 });
  return Response.json({ error: reply.error }, { status: reply.status });
}
