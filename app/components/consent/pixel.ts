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
const waiting: { event: string; eventId?: string }[] = [];

/** The id of the lead this page just sent: the event id of the pixel's Lead on /thank-you. */
let lastLeadId: string | undefined;

export function rememberLeadForPixel(id: string): void {
  lastLeadId = id;
}

/** The lead id for one Lead event, then forgotten (a second visit to /thank-you is not that lead). */
export function takeLeadIdForPixel(): string | undefined {
  const id = lastLeadId;
  lastLeadId = undefined;
  return id;
}

/**
 * One event. With an event id Meta counts the pixel's event and the
 * Conversions API's of the same id once (docs/decisions/096).
 */
function send(fbq: Fbq, event: string, eventId?: string): void {
  if (eventId) fbq("track", event, {}, { eventID: eventId });
  else fbq("track", event);
}

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
  for (const { event, eventId } of waiting.splice(0)) send(fbq, event, eventId);
}

/**
 * Tracks a standard event when the pixel exists. Before it is loaded the event
 * waits for it; if the visitor never consents, it is simply never sent.
 */
export function trackPixelEvent(event: string, eventId?: string): void {
  if (window.fbq) send(window.fbq, event, eventId);
  else if (!waiting.some((w) => w.event === event)) waiting.push({ event, eventId });
}

/** Withdrawn consent: events still waiting for the pixel are dropped. */
export function dropWaitingPixelEvents(): void {
  waiting.length = 0;
}
