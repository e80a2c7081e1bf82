import { expect, test } from "./fixtures";

test.describe("desktop navigation", () => {
  test("Home on the home page scrolls back to the hero", async ({ page }) => {
    await page.goto("/#contact");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(5);
  });
});
