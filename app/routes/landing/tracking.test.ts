import { describe, expect, it, vi } from "vitest";
import { parseQuizEvents } from "~/lib/quiz-event-schema";
import type { QuizSession } from "./session";
import { createQuizTracker, onPageHide, type Transport } from "./tracking";

const session: QuizSession = {
  sessionId: "4b1e7c52-9d7a-4c1b-8f0e-2a6d5c3b1e90",
  variant: "a",
  deviceType: "mobile",
  utm: { utm_source: "facebook", utm_campaign: "spring" },
};

function fakeTransport(beaconWorks = true) {
  const posts: unknown[] = [];
  const beacons: unknown[] = [];
  const transport: Transport = {
    post: (body) => void posts.push(JSON.parse(body)),
    beacon: (body) => {
      beacons.push(JSON.parse(body));
      return beaconWorks;
    },
  };
  return { transport, posts, beacons };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("createQuizTracker", () => {
  it("sends events of one moment in one valid batch with the visit's fields", async () => {
    const { transport, posts } = fakeTransport();
    const tracker = createQuizTracker(session, 5, transport);
    tracker.track("started", { current_step: 0 });
    tracker.track("q1_viewed", { current_step: 0, question_id: "monthlyBill" });
    await tick();
    expect(posts).toEqual([
      {
        events: [
          expect.objectContaining({ event_type: "started", current_step: 0, total_steps: 5, variant: "a" }),
          expect.objectContaining({ event_type: "q1_viewed", question_id: "monthlyBill", device_type: "mobile" }),
        ],
      },
    ]);
    expect(parseQuizEvents(posts[0]).ok).toBe(true);

    tracker.track("question_answered", { current_step: 2, question_id: "ownership", answer: "own" });
    await tick();
    expect(posts[1]).toMatchObject({ event_type: "question_answered", utm_source: "facebook", utm_campaign: "spring" });
    expect(parseQuizEvents(posts[1]).ok).toBe(true);
  });

  it("sends abandoned by sendBeacon on pagehide, with the step reached, once", () => {
    const { transport, beacons, posts } = fakeTransport();
    const tracker = createQuizTracker(session, 5, transport);
    tracker.setStep(3);
    const page = new EventTarget();
    const stop = onPageHide(page, () => tracker.leave());
    page.dispatchEvent(new Event("pagehide"));
    page.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([
      expect.objectContaining({ event_type: "abandoned", current_step: 3, session_id: session.sessionId }),
    ]);
    expect(parseQuizEvents(beacons[0]).ok).toBe(true);
    expect(posts).toEqual([]);
    stop();
  });

  it("sends nothing on pagehide after the lead was submitted", async () => {
    const { transport, beacons } = fakeTransport();
    const tracker = createQuizTracker(session, 5, transport);
    const page = new EventTarget();
    onPageHide(page, () => tracker.leave());
    tracker.track("submitted", { current_step: 5 });
    tracker.markSubmitted();
    page.dispatchEvent(new Event("pagehide"));
    await tick();
    expect(beacons).toEqual([]);
  });

  it("puts unsent events in the beacon and falls back to fetch when the beacon is refused", () => {
    const { transport, beacons, posts } = fakeTransport(false);
    const tracker = createQuizTracker(session, 5, transport);
    tracker.track("form_reached", { current_step: 5 });
    tracker.setStep(5);
    tracker.leave();
    const expected = {
      events: [
        expect.objectContaining({ event_type: "form_reached" }),
        expect.objectContaining({ event_type: "abandoned", current_step: 5 }),
      ],
    };
    expect(beacons).toEqual([expected]);
    expect(posts).toEqual([expected]);
  });

  it("stops listening when asked", () => {
    const leave = vi.fn();
    const page = new EventTarget();
    onPageHide(page, leave)();
    page.dispatchEvent(new Event("pagehide"));
    expect(leave).not.toHaveBeenCalled();
  });
});
