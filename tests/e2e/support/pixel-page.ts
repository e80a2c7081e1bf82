import type { Page } from "@playwright/test";

/** A Meta pixel id for servers started with one. */
export const PIXEL_ID = "123456789012345";

export const consentBanner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

/**
 * Answers Meta's script with a tiny fbq library that records every call in
 * window.__fbqCalls and sets the pixel's _fbp cookie on our domain, as the
 * real one does; returns the script requests seen. Nothing leaves the machine.
 */
export async function stubPixel(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://connect.facebook.net/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: "application/javascript",
      body: `(function () {
        var f = window.fbq, calls = (window.__fbqCalls = []);
        f.callMethod = function () { calls.push(Array.prototype.slice.call(arguments)); };
        f.queue.splice(0).forEach(function (args) { calls.push(Array.prototype.slice.call(args)); });
        document.cookie = "_fbp=fb.1.1596403881668.1116446470; path=/; max-age=7776000";
      })();`,
    });
  });
  return requested;
}

/** The calls the stubbed pixel received (null: the pixel never loaded). */
export const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fbqCalls?: unknown[][] }).__fbqCalls ?? null);
