import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

test.describe("cookie consent banner", () => {
  test("asks on the first visit, is accessible, and remembers an acceptance", async ({ page }) => {
    const facebook: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("facebook")) facebook.push(r.url());
    });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);
    await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    await page.reload();
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // This server has no META_PIXEL_ID: consent alone loads nothing.
    expect(facebook).toEqual([]);
  });

  test("the choice can be changed from the cookie policy page", async ({ page }) => {
    await page.goto("/cookie-policy");
    await banner(page).getByRole("button", { name: "Reject marketing cookies" }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("button", { name: "Change cookie preferences" }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Accept marketing cookies" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
  });

  test("remembers a refusal, chosen with the keyboard", async ({ page }) => {
    await page.goto("/faq");
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
    await page.goto("/testimonials");
    const before = await page.getByRole("heading", { level: 1 }).boundingBox();
    await expect(banner(page)).toBeVisible();
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
    await expect(banner(page)).toHaveCSS("position", "fixed");
    await banner(page).getByRole("link", { name: "Cookie policy" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });

  test.describe("before the page's scripts have loaded", () => {
    // Scripts held back: what a visitor on a slow connection sees and can do first.
    test.beforeEach(async ({ page }) => {
      await page.route("**/assets/*.js", (route) => route.abort());
    });
    // The aborted script requests are reported as console errors.
    test.use({
      allowedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/],
    });

    test("the banner is there with the page, and a choice is kept", async ({ page }) => {
      await page.goto("/about");
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole("button", { name: "Reject marketing cookies" }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
      await page.unrouteAll();
      await page.goto("/faq");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });

    test("a visitor who has already chosen never sees it", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
      await page.goto("/team");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // Nothing can load the pixel, so there is nothing to ask.
    test("no banner is shown", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  });
});
