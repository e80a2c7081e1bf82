import { MessageCircle, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { chatCopy } from "~/content/chat";
import { cn } from "~/lib/utils";
import { ChatPanel } from "./chat-panel";
import { useChat } from "./use-chat";

/** docs/product.md §9.1: the 'Chat with us' prompt appears after 15 seconds with the chat closed. */
export const BUBBLE_DELAY_MS = 15_000;

/** The floating chat button, its prompt bubble and the panel (docs/product.md §2.4). */
export default function ChatWidget() {
  const chat = useChat();
  const [open, setOpen] = useState(false);
  const [bubble, setBubble] = useState<"waiting" | "shown" | "gone">("waiting");
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open || bubble !== "waiting") return;
    const timer = window.setTimeout(() => setBubble("shown"), BUBBLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, bubble]);

  // Focus returns to the launcher when the panel closes (not on first render).
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) launcher.current?.focus();
  }, [open]);

  const show = () => {
    setOpen(true);
    setBubble("gone");
  };

  return (
    <div data-slot="chat-widget">
      {bubble === "shown" && !open && (
        <div className="fixed right-24 bottom-6 z-40 hidden items-center gap-1 rounded-full border border-border bg-background py-1 pr-1 pl-2 shadow-lg md:flex">
          <button
            type="button"
            onClick={show}
            className="min-h-11 rounded-full px-3 font-semibold text-primary hover:bg-muted"
          >
            {chatCopy.bubble}
          </button>
          <button
            type="button"
            onClick={() => setBubble("gone")}
            aria-label={chatCopy.dismissBubble}
            className="inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        onClick={() => (open ? setOpen(false) : show())}
        aria-label={open ? chatCopy.closeLabel : chatCopy.launcherLabel}
        aria-expanded={open}
        aria-controls={open ? "chat-panel" : undefined}
        className={cn(
          "fixed right-4 bottom-[calc(1rem+var(--consent-offset,0px))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:bg-primary/90 motion-safe:hover:scale-105 sm:bottom-4 md:right-6 md:bottom-6",
          open && "max-md:hidden",
        )}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
      {open && <ChatPanel chat={chat} onClose={() => setOpen(false)} />}
    </div>
  );
}
