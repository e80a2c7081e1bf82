import type { Page, Request } from "@playwright/test";
import { expect } from "./fixtures";

export interface SentEvent {
  session_id: string;
  event_type: string;
  question_id?: string;
  answer?: string;
  current_step?: number;
  total_steps?: number;
  device_type?: string;
  variant?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** Every quiz event the page sends (fetch or beacon), in order, unpacked from batches. */
export function captureQuizEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.context().on("request", (request: Request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/api/quiz-events")) return;
    const body = JSON.parse(request.postData() ?? "{}") as SentEvent | { events: SentEvent[] };
    events.push(...("events" in body ? body.events : [body]));
  });
  return events;
}

/** Waits until the page has hydrated and sent its first events. */
export async function waitForQuizStart(events: SentEvent[]): Promise<void> {
  await expect.poll(() => events.map((e) => e.event_type)).toEqual(["started", "q1_viewed"]);
}

/** Clicks an option of the current question by its visible label. */
export async function choose(page: Page, label: string): Promise<void> {
  await page.locator("label").filter({ hasText: label }).click();
}

export const progress = (page: Page) => page.getByRole("progressbar", { name: "Quiz progress" });

/** The answers used by the funnel tests, as labels and values. */
export const script = [
  { question: "monthlyBill", label: "£100-£200", value: "100-200" },
  { question: "propertyType", label: "Home (residential)", value: "residential" },
  { question: "ownership", label: "Yes, I own it", value: "own" },
  { question: "roofCondition", label: "Good", value: "good" },
  { question: "batteryInterest", label: "Maybe, tell me more", value: "maybe" },
] as const;

export async function answerAll(page: Page): Promise<void> {
  for (const [i, step] of script.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible();
    await choose(page, step.label);
  }
}

export async function fillContact(page: Page, postcode = "cf10 1aa"): Promise<void> {
  await page.getByLabel("Full Name").fill("Sian Jones");
  await page.getByLabel("Email Address").fill("sian@example.com");
  await page.getByLabel("Phone Number").fill("07700 900123");
  await page.getByLabel("Postcode").fill(postcode);
}
