import { capHistory, type ChatMessage } from "~/lib/chat";
import { readContentDeltas } from "~/lib/sse";
import { ChatError, upstreamStatusError } from "./errors.server";
import type { ChatProvider } from "./provider.server";
import { systemPrompt } from "./prompt.server";

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Abort when no text has arrived this long after the request (slow start, hung server). */
  firstTextTimeoutMs?: number;
  /** Abort a reply that takes longer than this altogether. */
  totalTimeoutMs?: number;
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp server): `POST {baseUrl}/chat/completions` with `stream: true`.
 * Its chunks are re-emitted as ours, so a provider's extra fields never reach
 * the browser.
 */
export function createOpenAiProvider(options: OpenAiOptions): ChatProvider {
  const { firstTextTimeoutMs = 20_000, totalTimeoutMs = 60_000 } = options;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  return {
    name: "openai-compatible",
    async *reply(messages: ChatMessage[], signal: AbortSignal) {
      const controller = new AbortController();
      let timedOut = false;
      const timeout = () => {
        timedOut = true;
        controller.abort();
      };
      const firstTimer = setTimeout(timeout, firstTextTimeoutMs);
      const totalTimer = setTimeout(timeout, totalTimeoutMs);
      const onVisitorGone = () => controller.abort();
      signal.addEventListener("abort", onVisitorGone, { once: true });

      const failure = (err: unknown): ChatError | undefined => {
        if (err instanceof ChatError) return err;
        if (signal.aborted) return undefined; // the visitor left: nothing to report
        if (timedOut) return new ChatError(504, "The assistant took too long to answer.", true);
        return new ChatError(
          502,
          `The assistant is unavailable (${(err as Error)?.message ?? "network error"}).`,
          true,
        );
      };

      try {
        if (signal.aborted) return;
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "text/event-stream",
            Authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            messages: [{ role: "system", content: systemPrompt() }, ...capHistory(messages)],
          }),
          signal: controller.signal,
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw upstreamStatusError(response.status);
        }
        if (!response.body) throw new ChatError(502, "The assistant sent an empty response.", true);
        for await (const delta of readContentDeltas(response.body)) {
          clearTimeout(firstTimer);
          yield delta;
        }
      } catch (err) {
        const error = failure(err);
        if (error) throw error;
      } finally {
        clearTimeout(firstTimer);
        clearTimeout(totalTimer);
        signal.removeEventListener("abort", onVisitorGone);
        controller.abort();
      }
    },
  };
}
