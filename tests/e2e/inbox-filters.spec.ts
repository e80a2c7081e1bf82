import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The e2e server runs with ANALYTICS_PASSWORD=e2e-staff-password (playwright.config.ts).
const PASSWORD = "e2e-staff-password";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
});

async function postLead(page: Page, source: "quote" | "contact", name: string, extra: object = {}) {
  const response = await page.request.post("/api/leads", {
    data: {
      source,
      name,
      email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`,
      phone: "07700 900321",
      postcode: "CF10 1AA",
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
}

/** Today and yesterday as Europe/London days, YYYY-MM-DD. */
function londonDays(): { today: string; yesterday: string } {
  const day = (ms: number) => new Date(ms).toLocaleDateString("en-CA", { timeZone: "Europe/London" });
  return { today: day(Date.now()), yesterday: day(Date.now() - 24 * 3600_000) };
}

test("filter the inbox by source and by the day received", async ({ page }, info) => {
  const stamp = `Sources ${info.project.name} ${Date.now()}`;
  await postLead(page, "quote", `Quote ${stamp}`, {
    page: "/contact-us",
    utm_source: "google",
    utm_campaign: "winter-2026",
    landing_page: "/solar",
    first_touch: { utm_source: "facebook", utm_medium: "paid-social", landing_page: "/landing" },
  });
  await postLead(page, "contact", `Contact ${stamp}`);
  await page.goto("/quiz-analytics");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  const filters = page.getByRole("group", { name: "Find leads" });
  await expect(filters).toBeVisible();

  await filters.getByLabel("Search name, e-mail, phone or postcode").fill(stamp);
  await filters.getByLabel("Source").selectOption({ label: "Home form" });
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]source=contact/);
  await expect(page.getByRole("article", { name: `Contact ${stamp}` })).toBeVisible();
  await expect(page.getByRole("article", { name: `Quote ${stamp}` })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/filters/source-${info.project.name}.png`, fullPage: true });

  // Both sources received today; none up to yesterday.
  const { today, yesterday } = londonDays();
  await filters.getByLabel("Source").selectOption("");
  await filters.getByLabel("Received from").fill(today);
  await filters.getByLabel("Received to").fill(today);
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}&to=${today}`));
  await expect(page.getByRole("article", { name: `Contact ${stamp}` })).toBeVisible();
  const quote = page.getByRole("article", { name: `Quote ${stamp}` });
  await expect(quote).toBeVisible();
  // The card tells the campaign of its first and last touch.
  await expect(quote.getByText("utm_source facebook · utm_medium paid-social · landing page /landing")).toBeVisible();
  await expect(quote.getByText("utm_source google · utm_campaign winter-2026 · landing page /solar")).toBeVisible();
  await expectAccessible(page);
  await quote.screenshot({ path: `/tmp/filters/card-${info.project.name}.png` });

  await filters.getByLabel("Received from").fill("");
  await filters.getByLabel("Received to").fill(yesterday);
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  // The fields show the filters of the address, after a reload too.
  await page.reload();
  await expect(filters.getByLabel("Received to")).toHaveValue(yesterday);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/filters/date-${info.project.name}.png`, fullPage: true });

  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/quiz-analytics$/);
});

test.describe("a bad filter", () => {
  // The page is answered 400 by design; the browser reports that status.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("in the address is named, not a failure", async ({ page }) => {
    await page.goto("/quiz-analytics");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Leads inbox", level: 1 })).toBeVisible();
    await page.goto("/quiz-analytics?from=2026-12-02&to=2026-12-01");
    await expect(page.getByRole("alert")).toHaveText("These filters cannot be used: to must not be before from.");
  });
});
