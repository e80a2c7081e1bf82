import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Glide the mouse to the middle of an element, as a hand would, rather than jump there. */
async function glideTo(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
}

// Hover needs a mouse, so this runs in the desktop project only. The page's
// clock is paused once the dashboard is up, so the 700 ms and 300 ms delays
// are checked by moving time forward, not by waiting.
test("the funnel cards' hints open after 700 ms, at once within 300 ms of another, and on focus", async ({ page }) => {
  const session = `tooltip-${Date.now()}`;
  const started = await page.request.post("/api/quiz-events", {
    data: { session_id: session, event_type: "started", current_step: 0, total_steps: 5, variant: "a" },
  });
  expect(started.ok()).toBe(true);

  await page.clock.install();
  // The funnel has a tab of its own (the inbox opens first); the gate returns to it.
  await page.goto("/quiz-analytics/funnel");
  await page.getByLabel("Password").fill("e2e-staff-password");
  await page.getByRole("button", { name: "Log in" }).click();
  const starts = page.getByRole("button", { name: 'How "Total Quiz Starts" is counted' });
  const abandoned = page.getByRole("button", { name: 'How "Abandoned" is counted' });
  await expect(starts).toBeVisible();
  const tooltip = page.getByRole("tooltip");

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await glideTo(page, starts);
  await page.clock.runFor(600);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(150);
  await expect(tooltip).toContainText("Visitors who began the quiz");
  await expect(starts).toHaveAccessibleDescription(/Visitors who began the quiz/);

  // Straight on to the next hint: no delay while the skip window is open.
  await glideTo(page, abandoned);
  await expect(tooltip).toContainText("Visitors who left the quiz page");

  // Away for longer than 300 ms: the full delay again.
  await page.mouse.move(5, 5, { steps: 12 });
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(400);
  await glideTo(page, starts);
  await page.clock.runFor(600);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(150);
  await expect(tooltip).toContainText("Visitors who began the quiz");
  await page.mouse.move(5, 5, { steps: 12 });
  await page.clock.runFor(400);
  await expect(tooltip).toHaveCount(0);

  // Keyboard users get the hint on focus, and Escape puts it away.
  await abandoned.focus();
  await expect(tooltip).toContainText("Visitors who left the quiz page");
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
});
