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
  await badge.focus();
  // Opens after the 700 ms delay of spec §9.
  await expect(page.getByRole("tooltip")).toContainText("Delivery attempts so far");
});
