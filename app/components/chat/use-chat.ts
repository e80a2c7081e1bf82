import { useCallback, useEffect, useRef, useState } from "react";
import { chatCopy } from "~/content/chat";
import type { ChatMessage } from "~/lib/chat";
import { asksForDetails, localLeadTrigger } from "~/lib/chat-triggers";
import { notify } from "~/lib/toast";
import { chatErrorToast, emptyLeadFields, type LeadFields, streamChat, submitChatLead } from "./chat-api";

export type ChatMode = "chat" | "lead";

/** The conversation, the reply being streamed, and the lead-details form (docs/product.md §4.2). */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([{ role: "assistant", content: chatCopy.greeting }]);
  const [loading, setLoading] = useState(false);
  const [mode, setMode] = useState<ChatMode>("chat");
  const [fields, setFields] = useState<LeadFields>(emptyLeadFields);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // Refs guard against double sends between a click and the re-render that disables the button.
  const messagesRef = useRef(messages);
  const busy = useRef({ sending: false, submitting: false });
  const abort = useRef<AbortController | null>(null);

  const update = useCallback((next: (m: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = next(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const content = input.trim();
      if (content === "" || busy.current.sending) return false;
      const before = messagesRef.current;
      const previous = before.at(-1)?.role === "assistant" ? before.at(-1)?.content : undefined;
      const history: ChatMessage[] = [...before, { role: "user", content }];

      if (localLeadTrigger(content, previous)) {
        update(() => [...history, { role: "assistant", content: chatCopy.detailsRequest }]);
        setMode("lead");
        return true;
      }

      busy.current.sending = true;
      setLoading(true);
      update(() => [...history, { role: "assistant", content: "" }]);
      abort.current = new AbortController();
      try {
        const result = await streamChat(
          history,
          (delta) =>
            update((m) => {
              const last = m.at(-1)!;
              return [...m.slice(0, -1), { ...last, content: last.content + delta }];
            }),
          abort.current.signal,
        );
        if (result.ok) {
          if (asksForDetails(result.text)) setMode("lead");
        } else {
          // Drop the empty reply bubble; the visitor's message stays so they can see what failed.
          update((m) => (m.at(-1)?.role === "assistant" && m.at(-1)?.content === "" ? m.slice(0, -1) : m));
          if (!abort.current.signal.aborted) void notify("error", ...chatErrorToast(result.status));
        }
      } finally {
        busy.current.sending = false;
        setLoading(false);
      }
      return true;
    },
    [update],
  );

  const submitLead = useCallback(async () => {
    if (busy.current.submitting) return;
    if (!fields.name.trim() || !fields.email.trim() || !fields.phone.trim()) {
      void notify("error", ...chatCopy.toasts.missing);
      return;
    }
    busy.current.submitting = true;
    setSubmitting(true);
    try {
      const result = await submitChatLead(fields, messagesRef.current);
      if (!result.ok) {
        setFieldErrors(result.fields ?? {});
        void notify("error", ...chatCopy.toasts.leadFailed);
        return;
      }
      void notify("success", ...chatCopy.toasts.leadSent);
      update((m) => [...m, { role: "assistant", content: chatCopy.leadThanks(fields.name.trim()) }]);
      setFields(emptyLeadFields);
      setFieldErrors({});
      setMode("chat");
    } finally {
      busy.current.submitting = false;
      setSubmitting(false);
    }
  }, [fields, update]);

  const setField = useCallback((name: keyof LeadFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setFieldErrors((e) => (e[name] ? { ...e, [name]: "" } : e));
  }, []);

  return {
    messages,
    loading,
    mode,
    send,
    cancelLead: () => setMode("chat"),
    lead: { fields, fieldErrors, submitting, setField, submit: submitLead },
  };
}
