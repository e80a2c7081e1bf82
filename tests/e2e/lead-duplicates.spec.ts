import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The e2e server runs with ANALYTICS_PASSWORD=e2e-staff-password (playwright.config.ts).
const PASSWORD = "e2e-staff-password";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
});

async function postLead(page: Page, name: string, email: string, phone: string) {
  const response = await page.request.post("/api/leads", { data: { source: "quote", name, email, phone } });
  expect(response.status()).toBe(201);
}

test("the inbox shows a person's other enquiry, linked by e-mail whatever its case", async ({ page }, info) => {
  test.setTimeout(45_000); // a log-in, two inbox pages and two axe scans
  const stamp = `${info.project.name}${Date.now()}`;
  const email = `dup.${stamp}@example.com`;
  const first = `Dup First ${stamp}`;
  const second = `Dup Second ${stamp}`;
  // Numbers no other test (nor the other viewport) uses, so the only link is the e-mail.
  const phone = () => `029 2${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const [phoneFirst, phoneSecond] = [phone(), phone()];
  await postLead(page, first, email, phoneFirst);
  await postLead(page, second, `  ${email.toUpperCase()}`, phoneSecond);

  await page.goto("/quiz-analytics");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Leads inbox", level: 1 })).toBeVisible();
  const filters = page.getByRole("group", { name: "Find leads" });
  await filters.getByLabel("Search name, e-mail, phone or postcode").fill(second);
  await filters.getByRole("button", { name: "Show" }).click();

  const today = new Date().toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });
  const card = page.getByRole("article", { name: second });
  const link = card.getByRole("link", { name: `also enquired on ${today} (Quote form)` });
  await expect(link).toBeVisible();
  await expect(page.getByRole("article", { name: first })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/rm/related-${info.project.name}.png`, fullPage: true });

  // The link lists the other enquiry, which links back; both kept whole.
  await link.click();
  const other = page.getByRole("article", { name: first });
  await expect(other).toBeVisible();
  await expect(other.getByRole("link", { name: `also enquired on ${today} (Quote form)` })).toBeVisible();
  await expect(other.getByText(phoneFirst)).toBeVisible();
  await expect(page.getByRole("article", { name: second }).getByText(phoneSecond)).toBeVisible();
  await expectAccessible(page);
});
