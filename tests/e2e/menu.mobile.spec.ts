import { expect, test } from "./fixtures";

test.describe("mobile menu", () => {
  test("the mobile menu opens, and closes after a link is chosen", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("Home in the menu on the home page scrolls back to the hero", async ({ page }) => {
    await page.goto("/#contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(5);
  });
});
