/** Chat types and limits shared by the widget and the server (no dependencies, so the widget stays small). */

export type ChatRole = "user" | "assistant";

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export const CHAT_LIMITS = {
  /** Messages per request to /api/chat (the history is capped to the newest ones). */
  messages: 20,
  /** Characters per message. */
  content: 2000,
  /** Messages kept in a chat lead's transcript (lead-schema's limit). */
  leadHistory: 50,
} as const;

/** The newest `max` messages, each cut to the content limit. */
export function capHistory(messages: ChatMessage[], max: number = CHAT_LIMITS.messages): ChatMessage[] {
  return messages.slice(-max).map((m) => ({ role: m.role, content: m.content.slice(0, CHAT_LIMITS.content) }));
}
