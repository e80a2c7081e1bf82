import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PIXEL_ID } from "./support/pixel-page";
import { type ServerProcess, startServer } from "./support/server-process";

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe("chat button at 390 px, with the cookie banner (a pixel configured)", () => {
  let server: ServerProcess;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    server = await startServer({ META_PIXEL_ID: PIXEL_ID });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("covers neither the hero's 'Get Free Quote' nor the cookie banner's text or buttons", async ({ page }) => {
    await page.goto(`${server.url}/`);
    const launcher = page.getByRole("button", { name: "Open chat" });
    const cta = page.getByRole("link", { name: "Get Free Quote" });
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(launcher).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await overlap(launcher, cta)).toBe(false);
    for (const button of await banner.getByRole("button").all()) expect(await overlap(launcher, button)).toBe(false);
    // The text itself, line by line (its paragraphs span the banner's width, padding included).
    const textLines = await banner.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el.querySelector("#consent-title")!);
      const lines = [...range.getClientRects()];
      range.selectNodeContents(el.querySelector("#consent-text")!);
      return [...lines, ...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
    });
    const b = (await launcher.boundingBox())!;
    const hit = textLines.filter(
      (r) => b.x < r.x + r.width && r.x < b.x + b.width && b.y < r.y + r.height && r.y < b.y + b.height,
    );
    expect(textLines.length).toBeGreaterThan(2);
    expect(hit).toEqual([]);
    // Docked in the banner, the button still takes the tap.
    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Chat with Cymru Solar" })).toBeVisible();
  });

  test("once the cookie choice is made, sits in the corner, clear of the hero's buttons", async ({ page }) => {
    await page.goto(`${server.url}/`);
    await page.getByRole("button", { name: "Reject marketing cookies" }).click();
    const launcher = page.getByRole("button", { name: "Open chat" });
    await expect(launcher).toBeVisible();
    const box = (await launcher.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.height - (box.y + box.height)).toBe(16);
    expect(await overlap(launcher, page.getByRole("link", { name: "Get Free Quote" }))).toBe(false);
  });
});

test("without a pixel there is no banner: the chat button sits in the corner from the start", async ({ page }) => {
  await page.goto("/");
  const launcher = page.getByRole("button", { name: "Open chat" });
  await expect(launcher).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookies on this site" })).toHaveCount(0);
  await expect
    .poll(
      async () =>
        page.viewportSize()!.height - (await launcher.boundingBox())!.y - (await launcher.boundingBox())!.height,
    )
    .toBe(16);
  expect(await overlap(launcher, page.getByRole("link", { name: "Get Free Quote" }))).toBe(false);
});
