import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { type ServerProcess, startServer } from "./support/server-process";
import { consentBanner as banner, PIXEL_ID, pixelCalls, stubPixel } from "./support/pixel-page";

const footerSettings = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });

// The default test server has no META_PIXEL_ID: there is nothing to ask (decision 097).
test.describe("without an advertising pixel", () => {
  test("no banner, no cookie settings, and the cookie policy offers no choice", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toHaveCount(0);
    await expect(footerSettings(page)).toBeHidden();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/cookie-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Change cookie preferences" })).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
  });

  test.describe("before the page's scripts have loaded", () => {
    test.beforeEach(async ({ page }) => {
      await page.route("**/assets/*.js", (route) => route.abort());
    });
    test.use({
      allowedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/],
    });

    test("the banner does not flash either", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  });
});

test.describe("with an advertising pixel", () => {
  // A server of its own with a pixel id; Meta's script is answered by a stub.
  let server: ServerProcess;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    server = await startServer({ META_PIXEL_ID: PIXEL_ID });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const go = (page: Page, path: string) => page.goto(`${server.url}${path}`);

  test("asks on the first visit, is accessible, and remembers an acceptance", async ({ page }) => {
    await stubPixel(page);
    await go(page, "/");
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);
    await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    await go(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("the footer's Cookie settings reopen the choice; withdrawing deletes the pixel's cookies", async ({ page }) => {
    await stubPixel(page);
    await go(page, "/faq?gclid=Cj0-withdrawn&utm_source=google");
    await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
    await expect.poll(() => pixelCalls(page)).toContainEqual(["init", PIXEL_ID]);
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain("_fbp");
    await page.context().addCookies([{ name: "_fbc", value: "fb.1.1.IwAR-x", url: server.url }]);
    expect(await page.evaluate(() => localStorage.getItem("attribution-click-ids"))).toContain("Cj0-withdrawn");

    await expect(footerSettings(page)).toBeVisible();
    await expectAccessible(page);
    await footerSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept marketing cookies" })).toBeFocused();
    await banner(page).getByRole("button", { name: "Reject marketing cookies" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain("_fbp");
    expect(names).not.toContain("_fbc");
    expect(await page.evaluate(() => localStorage.getItem("attribution-click-ids"))).toBeNull();
    // The pixel on this page was told to stop.
    await expect.poll(() => pixelCalls(page)).toContainEqual(["consent", "revoke"]);
  });

  test("the choice can be changed from the cookie policy page", async ({ page }) => {
    await stubPixel(page);
    await go(page, "/cookie-policy");
    await banner(page).getByRole("button", { name: "Reject marketing cookies" }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("button", { name: "Change cookie preferences" }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
  });

  test("remembers a refusal, chosen with the keyboard", async ({ page }) => {
    await go(page, "/faq");
    const reject = banner(page).getByRole("button", { name: "Reject marketing cookies" });
    await reject.focus();
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
  });

  test("links to the cookie policy and moves nothing on the page", async ({ page }) => {
    await go(page, "/testimonials");
    const before = await page.getByRole("heading", { level: 1 }).boundingBox();
    await expect(banner(page)).toBeVisible();
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
    await expect(banner(page)).toHaveCSS("position", "fixed");
    await banner(page).getByRole("link", { name: "Cookie policy" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });

  test.describe("before the page's scripts have loaded", () => {
    test.beforeEach(async ({ page }) => {
      await page.route("**/assets/*.js", (route) => route.abort());
    });
    test.use({
      allowedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/],
    });

    test("the banner is there with the page, and a choice is kept", async ({ page }) => {
      await go(page, "/about");
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole("button", { name: "Reject marketing cookies" }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
      await page.unrouteAll();
      await go(page, "/faq");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });

    test("a visitor who has already chosen never sees it", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
      await go(page, "/team");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // Nothing can load the pixel, so there is nothing to ask.
    test("no banner is shown", async ({ page }) => {
      await go(page, "/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  });
});
