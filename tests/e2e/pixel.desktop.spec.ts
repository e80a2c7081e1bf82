import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

// A server of its own with a pixel id; Meta's script is answered by a stub, so nothing leaves the machine.
const PIXEL_ID = "123456789012345";
let server: ServerProcess;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(45_000);
  server = await startServer({ META_PIXEL_ID: PIXEL_ID, LEAD_RATE_LIMIT_PER_HOUR: "1000" });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Serves a tiny fbq library that records every call in window.__fbqCalls; returns the script requests seen. */
async function stubPixel(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://connect.facebook.net/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: "application/javascript",
      body: `(function () {
        var f = window.fbq, calls = (window.__fbqCalls = []);
        f.callMethod = function () { calls.push(Array.prototype.slice.call(arguments)); };
        f.queue.splice(0).forEach(function (args) { calls.push(Array.prototype.slice.call(args)); });
      })();`,
    });
  });
  return requested;
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fbqCalls?: unknown[][] }).__fbqCalls ?? null);
const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

test("the pixel loads only after consent, and /thank-you tracks a Lead", async ({ page }) => {
  const requested = await stubPixel(page);
  await page.goto(`${server.url}/`);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe("undefined");

  await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
  await expect.poll(() => requested.length).toBe(1);
  expect(requested[0]).toBe("https://connect.facebook.net/en_US/fbevents.js");
  await expect
    .poll(() => calls(page))
    .toEqual([
      ["init", PIXEL_ID],
      ["track", "PageView"],
    ]);

  // A fresh page load of /thank-you (as after a form posted without JavaScript).
  await page.goto(`${server.url}/thank-you`);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect.poll(() => calls(page)).toContainEqual(["track", "Lead"]);
});

test("a visitor who refuses never loads the pixel, even on /thank-you", async ({ page }) => {
  const requested = await stubPixel(page);
  await page.goto(`${server.url}/contact-us`);
  await banner(page).getByRole("button", { name: "Reject marketing cookies" }).click();
  await page.goto(`${server.url}/thank-you`);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  expect(await calls(page)).toBeNull();
});

test("after a form sent with JavaScript, the Lead event fires on /thank-you", async ({ page }) => {
  await stubPixel(page);
  await page.goto(`${server.url}/contact-us`);
  await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
  await expect.poll(() => calls(page)).toContainEqual(["track", "PageView"]);
  const form = page.getByRole("form", { name: "Get Your Free Quote" });
  await form.getByLabel("Full Name").fill("Pixel Test");
  await form.getByLabel("Email Address").fill("pixel@example.com");
  await form.getByLabel("Phone Number").fill("07700 900123");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect.poll(() => calls(page)).toContainEqual(["track", "Lead"]);
});
