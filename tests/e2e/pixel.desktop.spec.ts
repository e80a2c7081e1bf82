import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { consentBanner as banner, PIXEL_ID, pixelCalls, stubPixel } from "./support/pixel-page";
import { type ServerProcess, startServer } from "./support/server-process";

// A server of its own with a pixel id; Meta's script is answered by a stub, so nothing leaves the machine.
let server: ServerProcess;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startServer({ META_PIXEL_ID: PIXEL_ID, LEAD_RATE_LIMIT_PER_HOUR: "1000" });
});
test.afterAll(async () => {
  await server?.stop();
});

const calls = pixelCalls;

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

test("after a form sent with JavaScript, the Lead event on /thank-you carries the lead's id as eventID", async ({
  page,
}) => {
  await stubPixel(page);
  await page.goto(`${server.url}/contact-us`);
  await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
  await expect.poll(() => calls(page)).toContainEqual(["track", "PageView"]);
  const form = page.getByRole("form", { name: "Get Your Free Quote" });
  await form.getByLabel("Full Name").fill("Pixel Test");
  await form.getByLabel("Email Address").fill("pixel@example.com");
  await form.getByLabel("Phone Number").fill("07700 900123");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  const { id } = (await (await answer).json()) as { id: string };
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect.poll(() => calls(page)).toContainEqual(["track", "Lead", {}, { eventID: id }]);
});

/** The quote form on /contact-us, filled and sent; returns the JSON the browser posted and the lead's id. */
async function sendQuote(page: Page, email: string): Promise<{ body: Record<string, unknown>; id: string }> {
  const form = page.getByRole("form", { name: "Get Your Free Quote" });
  await form.getByLabel("Full Name").fill("Attribution Test");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("07700 900124");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  const response = await answer;
  const body = JSON.parse(response.request().postData() ?? "{}") as Record<string, unknown>;
  return { body, id: ((await response.json()) as { id: string }).id };
}

async function storedAttribution(page: Page, id: string) {
  const res = await page.request.get(`${server.url}/api/leads?limit=100`, {
    headers: { "x-analytics-password": "e2e-staff-password" },
  });
  const { leads } = (await res.json()) as { leads: { id: string; attribution: Record<string, unknown> | null }[] };
  return leads.find((l) => l.id === id)?.attribution;
}

test("with consent, the lead carries first and last touch and the click ids", async ({ page }) => {
  await stubPixel(page);
  await page.goto(`${server.url}/solar?utm_source=facebook&utm_medium=paid&utm_term=battery`);
  await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
  await expect.poll(() => calls(page)).toContainEqual(["track", "PageView"]);
  await page.goto(`${server.url}/contact-us?utm_source=google&utm_content=ad-2&gclid=Cj0-e2e-gclid&fbclid=IwAR-e2e`);
  const { body, id } = await sendQuote(page, "consented@example.com");
  expect(body).toMatchObject({
    marketing_consent: true,
    gclid: "Cj0-e2e-gclid",
    fbclid: "IwAR-e2e",
    fbp: "fb.1.1596403881668.1116446470",
    utm_source: "google",
    utm_content: "ad-2",
    landing_page: "/contact-us",
    first_touch: { utm_source: "facebook", utm_medium: "paid", utm_term: "battery", landing_page: "/solar" },
  });
  expect(await storedAttribution(page, id)).toMatchObject({
    marketingConsent: true,
    firstTouch: { utm_source: "facebook", landing_page: "/solar" },
    lastTouch: { utm_source: "google", utm_content: "ad-2", landing_page: "/contact-us" },
    clickIds: { gclid: "Cj0-e2e-gclid", fbclid: "IwAR-e2e", fbp: "fb.1.1596403881668.1116446470" },
  });
});

test("without consent, no click id is stored in the browser, sent, or kept", async ({ page }) => {
  await page.goto(`${server.url}/contact-us?utm_source=google&gclid=Cj0-never&fbclid=IwAR-never&wbraid=w-never`);
  await banner(page).getByRole("button", { name: "Reject marketing cookies" }).click();
  const { body, id } = await sendQuote(page, "refused@example.com");
  const sent = JSON.stringify(body);
  for (const value of ["Cj0-never", "IwAR-never", "w-never"]) expect(sent).not.toContain(value);
  expect(body).toMatchObject({ marketing_consent: false, utm_source: "google" });
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain("never");
  expect(await page.context().cookies()).toEqual([]);
  expect(await storedAttribution(page, id)).toMatchObject({ marketingConsent: false, clickIds: null });
});
