/**
 * A parser for OpenAI-style chat-completion event streams (docs/product.md §7.3).
 * Pure and incremental: feed it text as it arrives from the network and it
 * returns the content deltas of every complete line. A line split across
 * network chunks is buffered until its end arrives. Used by the chat widget
 * and, on the server, to read an upstream provider's stream.
 */

export interface SseParseResult {
  /** Content text from `choices[0].delta.content`, in order. */
  deltas: string[];
  /** True once `data: [DONE]` has been seen; later input is ignored. */
  done: boolean;
}

export interface SseParser {
  /** Feeds one chunk of decoded text. */
  push(chunk: string): SseParseResult;
  /** Flushes a last line that arrived without a line ending. */
  end(): SseParseResult;
}

/** The content delta of one `data:` payload, or undefined when it carries none or is not JSON. */
function contentOf(payload: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!json || typeof json !== "object") return undefined;
  const choices = (json as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return undefined;
  const first = choices[0] as { delta?: { content?: unknown } } | undefined;
  const content = first?.delta?.content;
  return typeof content === "string" && content !== "" ? content : undefined;
}

export function createSseParser(): SseParser {
  let buffer = "";
  let done = false;

  const handleLine = (raw: string, deltas: string[]) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    // Blank lines end an event and comment lines (":") keep the connection alive: neither carries text.
    if (line === "" || line.startsWith(":")) return;
    if (!line.startsWith("data:")) return;
    const payload = line.slice(5).replace(/^ /, "");
    if (payload.trim() === "[DONE]") {
      done = true;
      return;
    }
    const content = contentOf(payload);
    if (content !== undefined) deltas.push(content);
  };

  return {
    push(chunk) {
      const deltas: string[] = [];
      if (done) return { deltas, done };
      buffer += chunk;
      let newline = buffer.indexOf("\n");
      while (newline !== -1 && !done) {
        handleLine(buffer.slice(0, newline), deltas);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
      }
      if (done) buffer = "";
      return { deltas, done };
    },
    end() {
      const deltas: string[] = [];
      if (!done && buffer !== "") handleLine(buffer, deltas);
      buffer = "";
      return { deltas, done };
    },
  };
}

/**
 * Reads a whole event stream, yielding each content delta as it arrives.
 * Stops at `[DONE]` (cancelling the rest of the body) or at the end of the body.
 */
export async function* readContentDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const pushed = parser.push(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      yield* pushed.deltas;
      if (pushed.done) return;
      if (done) {
        yield* parser.end().deltas;
        return;
      }
    }
  } finally {
    // Releases the connection when the consumer stops early or [DONE] came first.
    await reader.cancel().catch(() => undefined);
  }
}
