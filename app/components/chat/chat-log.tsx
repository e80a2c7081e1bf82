import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { chatCopy } from "~/content/chat";
import type { ChatMessage } from "~/lib/chat";
import { messageParts } from "~/lib/chat-links";
import { cn } from "~/lib/utils";

/** The conversation, announced politely to screen readers and kept scrolled to the newest message. */
export function ChatLog({ messages, loading }: { messages: ChatMessage[]; loading: boolean }) {
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // An instant jump rather than smooth scrolling: no motion to opt out of.
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages, loading]);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={chatCopy.logLabel}
      aria-busy={loading}
      tabIndex={0}
      className="flex-1 space-y-3 overflow-y-auto bg-surface p-4"
    >
      {messages.map((m, i) =>
        m.role === "assistant" && m.content === "" ? null : (
          <p
            key={i}
            data-role={m.role}
            className={cn(
              "max-w-[85%] rounded-lg px-3 py-2 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap",
              m.role === "user"
                ? "ml-auto bg-primary text-primary-foreground"
                : "mr-auto border border-border bg-background text-foreground",
            )}
          >
            <span className="sr-only">{m.role === "user" ? "You: " : "Assistant: "}</span>
            {m.role === "assistant" ? <AssistantText text={m.content} /> : m.content}
          </p>
        ),
      )}
      {loading && messages.at(-1)?.content === "" && (
        <p className="mr-auto inline-flex items-center gap-2 rounded-lg border border-border bg-background px-3 py-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {chatCopy.thinking}
        </p>
      )}
    </div>
  );
}

/** An assistant message with its links (safe ones only, see chat-links.ts); the visitor's own text is never linked. */
function AssistantText({ text }: { text: string }) {
  return messageParts(text).map((part, i) =>
    part.kind === "text" ? (
      part.text
    ) : (
      <a
        key={i}
        href={part.href}
        className="font-medium underline underline-offset-2 hover:no-underline"
        {...(part.href.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
      >
        {part.text}
      </a>
    ),
  );
}
