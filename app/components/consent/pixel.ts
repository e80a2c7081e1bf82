/**
 * The Meta (Facebook) pixel, created in code rather than by an inline script
 * (the CSP allows no inline scripts). Only ever called after the visitor
 * accepted marketing cookies, and only when META_PIXEL_ID is set.
 */
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

/** Events asked for before the pixel was loaded (e.g. 'Lead' on a freshly opened /thank-you). */
const waiting: string[] = [];

/** Same set-up as Meta's snippet: a queueing fbq, the library loaded async, then init and PageView. */
export function loadPixel(pixelId: string): void {
  if (window.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  window.fbq = fbq;
  window._fbq ??= fbq;

  const script = document.createElement("script");
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);

  fbq("init", pixelId);
  fbq("track", "PageView");
  for (const event of waiting.splice(0)) fbq("track", event);
}

/**
 * Tracks a standard event when the pixel exists. Before it is loaded the event
 * waits for it; if the visitor never consents, it is simply never sent.
 */
export function trackPixelEvent(event: string): void {
  if (window.fbq) window.fbq("track", event);
  else if (!waiting.includes(event)) waiting.push(event);
}
