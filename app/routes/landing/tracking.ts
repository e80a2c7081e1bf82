import type { QuizQuestionId } from "~/lib/quiz-options";
import type { QuizEventInput, QuizEventType } from "~/lib/quiz-event-schema";
import type { QuizSession } from "./session";

export const QUIZ_EVENTS_URL = "/api/quiz-events";

/** How events leave the page: fetch while it lives, a beacon while it unloads. */
export interface Transport {
  post(body: string): void;
  /** False when the browser refused to queue the beacon. */
  beacon(body: string): boolean;
}

export interface EventDetail {
  current_step: number;
  question_id?: QuizQuestionId;
  answer?: string;
}

export interface QuizTracker {
  track(type: Exclude<QuizEventType, "abandoned">, detail: EventDetail): void;
  /** The step the visitor is on, reported if they leave. */
  setStep(step: number): void;
  /** After this, leaving the page is no longer an abandonment. */
  markSubmitted(): void;
  /** The visitor leaves: sends `abandoned` by beacon (once), unless they submitted. */
  leave(): void;
}

/**
 * Funnel events of one quiz visit (docs/product.md §7.4). Events of one moment (started
 * and q1_viewed) travel in one request. Fire and forget: nothing here throws
 * or shows anything to the visitor.
 */
export function createQuizTracker(session: QuizSession, totalSteps: number, transport: Transport): QuizTracker {
  let queue: QuizEventInput[] = [];
  let scheduled = false;
  let step = 0;
  let submitted = false;
  let left = false;

  const event = (event_type: QuizEventType, detail: EventDetail): QuizEventInput => ({
    session_id: session.sessionId,
    event_type,
    ...detail,
    total_steps: totalSteps,
    device_type: session.deviceType,
    variant: session.variant,
    ...session.utm,
  });

  const body = (events: QuizEventInput[]) => JSON.stringify(events.length === 1 ? events[0] : { events });

  const flush = () => {
    scheduled = false;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    transport.post(body(events));
  };

  return {
    track(type, detail) {
      if (left) return;
      queue.push(event(type, detail));
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
    },
    setStep(next) {
      step = next;
    },
    markSubmitted() {
      submitted = true;
    },
    leave() {
      if (left || submitted) return;
      left = true;
      const events = [...queue, event("abandoned", { current_step: step })];
      queue = [];
      if (!transport.beacon(body(events))) transport.post(body(events));
    },
  };
}

/** Calls `onLeave` when the page is hidden for unloading or the back-forward cache. */
export function onPageHide(target: Pick<EventTarget, "addEventListener" | "removeEventListener">, onLeave: () => void) {
  const listener = () => onLeave();
  target.addEventListener("pagehide", listener);
  return () => target.removeEventListener("pagehide", listener);
}

/** The browser's transport. Failures go to console.warn only, so the page stays clean for visitors. */
export const browserTransport: Transport = {
  post(body) {
    void fetch(QUIZ_EVENTS_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: true,
    })
      .then((r) => {
        if (!r.ok) console.warn(`quiz event not recorded (${r.status})`);
      })
      .catch((err: unknown) => console.warn("quiz event not recorded", err));
  },
  beacon(body) {
    // A string body is sent as text/plain, which needs no preflight; the endpoint reads it as JSON.
    return typeof navigator.sendBeacon === "function" && navigator.sendBeacon(QUIZ_EVENTS_URL, body);
  },
};
