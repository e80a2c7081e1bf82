import { expect, test } from "./fixtures";

test("a delivery's status shows its attempts in a tooltip on keyboard focus", async ({ page, request }) => {
  const name = `Tooltip Test ${Date.now()}`;
  await request.post("/api/leads", {
    data: { source: "quote", name, email: "tip@example.com", phone: "07700 900654" },
  });
  await page.goto("/quiz-analytics");
  await page.getByLabel("Password").fill("e2e-staff-password");
  await page.getByRole("button", { name: "Log in" }).click();
  const card = page.getByRole("article", { name });
  const badge = card.locator("li", { hasText: "E-mail" }).locator("span[tabindex]");
  await expect(badge).toBeVisible();
  // The inbox may re-render while it loads, taking focus away: focus again until the hint shows.
  await expect(async () => {
    await badge.focus();
    await expect(page.getByRole("tooltip")).toContainText("Delivery attempts so far", { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
});
