import { utmFromSearch } from "~/lib/attribution";
import { chatCopy } from "~/content/chat";
import { CHAT_LIMITS, capHistory, type ChatMessage } from "~/lib/chat";
import { readContentDeltas } from "~/lib/sse";

export type ChatResult = { ok: true; text: string } | { ok: false; status: number | null };

/**
 * docs/product.md §7.3: POST the conversation to /api/chat and hand each piece
 * of the streamed reply to `onDelta`. Never throws: a failure comes back as
 * the HTTP status (null for a network error or an empty reply).
 */
export async function streamChat(
  messages: ChatMessage[],
  onDelta: (delta: string) => void,
  signal?: AbortSignal,
): Promise<ChatResult> {
  let text = "";
  try {
    const response = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ messages: capHistory(messages) }),
      signal,
    });
    if (!response.ok) return { ok: false, status: response.status };
    if (!response.body) return { ok: false, status: null };
    for await (const delta of readContentDeltas(response.body)) {
      text += delta;
      onDelta(delta);
    }
  } catch {
    // A connection lost mid-reply keeps what arrived; before anything arrived it is an error.
    if (text === "") return { ok: false, status: null };
  }
  return text === "" ? { ok: false, status: null } : { ok: true, text };
}

/** The toast for a failed chat request (docs/product.md §8.1). */
export function chatErrorToast(status: number | null): readonly [string, string] {
  if (status === 429) return chatCopy.toasts.rateLimited;
  if (status === 402) return chatCopy.toasts.unavailable;
  return chatCopy.toasts.sendFailed;
}

export interface LeadFields {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export const emptyLeadFields: LeadFields = { name: "", email: "", phone: "", address: "" };

export type LeadResult = { ok: true; id: string } | { ok: false; fields?: Record<string, string> };

/** docs/product.md §3.1: a `chat` lead with the fixed message and the transcript. */
export async function submitChatLead(fields: LeadFields, history: ChatMessage[]): Promise<LeadResult> {
  const body = {
    source: "chat",
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    address: fields.address.trim(),
    message: chatCopy.leadMessage,
    conversationHistory: capHistory(history, CHAT_LIMITS.leadHistory),
    page: window.location.pathname,
    referrer: document.referrer || undefined,
    ...utmFromSearch(window.location.search),
  };
  try {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { id?: string; fields?: Record<string, string> };
    return response.ok && json.id ? { ok: true, id: json.id } : { ok: false, fields: json.fields };
  } catch {
    return { ok: false };
  }
}
