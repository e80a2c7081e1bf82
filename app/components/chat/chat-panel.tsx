import { Loader2, Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { chatCopy } from "~/content/chat";
import { CHAT_LIMITS } from "~/lib/chat";
import { ChatLog } from "./chat-log";
import { LeadForm } from "./lead-form";
import type { useChat } from "./use-chat";

interface ChatPanelProps {
  chat: ReturnType<typeof useChat>;
  onClose: () => void;
}

/** Full screen on small screens, 400x650 above the launcher on medium and larger (docs/product.md §9.1). */
export function ChatPanel({ chat, onClose }: ChatPanelProps) {
  const titleId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState("");

  // Focus moves into the panel when it opens and back to the input after each reply.
  useEffect(() => {
    if (chat.mode === "chat" && !chat.loading) input.current?.focus();
  }, [chat.mode, chat.loading]);

  const submit = async () => {
    if (draft.trim() === "" || chat.loading) return;
    const text = draft;
    setDraft("");
    await chat.send(text);
  };

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-0 z-50 flex flex-col bg-background md:inset-auto md:right-6 md:bottom-24 md:h-[650px] md:max-h-[calc(100dvh-7.5rem)] md:w-[400px] md:overflow-hidden md:rounded-xl md:border md:border-border md:shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {chatCopy.panelTitle}
          </h2>
          <p className="truncate text-sm opacity-90">{chatCopy.panelSubtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={chatCopy.closeLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-primary-foreground/15 focus-visible:outline-primary-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <ChatLog messages={chat.messages} loading={chat.loading} />

      {chat.mode === "lead" ? (
        <LeadForm lead={chat.lead} onCancel={chat.cancelLead} />
      ) : (
        <form
          className="flex items-end gap-2 border-t border-border p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${titleId}-input`} className="sr-only">
            {chatCopy.inputLabel}
          </label>
          <textarea
            ref={input}
            id={`${titleId}-input`}
            rows={1}
            value={draft}
            maxLength={CHAT_LIMITS.content}
            disabled={chat.loading}
            placeholder={chatCopy.inputPlaceholder}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter starts a new line.
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void submit();
              }
            }}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2.5 text-base placeholder:text-muted-foreground disabled:opacity-60"
          />
          <button
            type="submit"
            disabled={chat.loading || draft.trim() === ""}
            aria-label={chatCopy.send}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground hover:bg-primary/90 disabled:opacity-60"
          >
            {chat.loading ? (
              <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
          </button>
        </form>
      )}
    </section>
  );
}
