import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

// The widget's code is fetched only once the page is loaded and idle, so it costs the first load nothing.
const ChatWidget = lazy(() => import("./chat-widget"));

/** Pages without the chat widget: the staff dashboard. */
const EXCLUDED = new Set(["/quiz-analytics"]);

export function ChatLauncher() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const whenIdle = () => {
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
      idle(() => {
        if (!cancelled) setReady(true);
      });
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
    };
  }, []);

  if (!ready || EXCLUDED.has(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
