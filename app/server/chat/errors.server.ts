/**
 * The one error type of the chat endpoint. Its status is what the visitor's
 * browser gets (and what the widget turns into a toast, docs/product.md §8.1); `internal`
 * failures are logged at error level, the visitor's own mistakes are not.
 */
export class ChatError extends Error {
  constructor(
    readonly status: 400 | 402 | 429 | 502 | 504,
    message: string,
    readonly internal = false,
  ) {
    super(message);
  }
}

/** Maps an upstream provider's HTTP status to ours: 429 and 402 pass through, anything else is a bad gateway. */
export function upstreamStatusError(status: number): ChatError {
  if (status === 429) return new ChatError(429, "The assistant is busy. Please try again in a moment.");
  if (status === 402) return new ChatError(402, "AI service temporarily unavailable.", true);
  return new ChatError(502, `The assistant is unavailable (upstream status ${status}).`, true);
}
