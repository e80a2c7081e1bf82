import type { ChatMessage } from "~/lib/chat";

/**
 * A source of assistant replies. `reply` yields the text in pieces; an error
 * before the first piece (a ChatError) decides the HTTP status, an error
 * after it only ends the stream. It stops when `signal` aborts (the visitor
 * went away).
 */
export interface ChatProvider {
  readonly name: string;
  reply(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
}
