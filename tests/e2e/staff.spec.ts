import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { startServer } from "./support/server-process";

// The e2e server runs with ANALYTICS_PASSWORD=e2e-staff-password (playwright.config.ts).
const PASSWORD = "e2e-staff-password";
const EXPIRED = "Session expired. Please log in again.";

/** The funnel tab: its figures, or the empty-state message when no quiz has been played yet. */
const funnel = (page: Page) =>
  page.getByText("Total Quiz Starts").or(page.getByText("No analytics data available yet")).first();

async function logIn(page: Page, password = PASSWORD, path = "/quiz-analytics") {
  await page.goto(path);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

// The consent banner has its own spec; here it would only cover the staff controls.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
});

test.describe("staff area", () => {
  // A wrong password is answered 401 by design, a refused filter 400; the browser reports those statuses.
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test("the gate asks for a password and refuses a wrong one", async ({ page }) => {
    await page.goto("/quiz-analytics");
    await expect(page.getByRole("heading", { name: "Quiz Analytics" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("maxlength", "100");
    await logIn(page, "not-the-password");
    await expect(page.getByText("Invalid password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  });

  test("log in to the inbox, open the funnel tab, stay logged in across a reload, log out", async ({ page }) => {
    await logIn(page);
    // The inbox opens first.
    await expect(page.getByRole("heading", { name: "Leads inbox", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leads inbox" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(PASSWORD);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "staff_session")).toMatchObject({ httpOnly: true, sameSite: "Strict" });

    await page.getByRole("link", { name: "Quiz funnel" }).click();
    await expect(page).toHaveURL(/\/quiz-analytics\/funnel$/);
    await expect(funnel(page)).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(funnel(page)).toBeVisible();

    await page.getByRole("button", { name: "Log out", exact: true }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Password")).toBeVisible();
    // A bare log-out is not an expired session.
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
  });

  test("filters live in the URL: a shareable link, Back undoes one, a bad date is refused", async ({ page }) => {
    await logIn(page, PASSWORD, "/quiz-analytics/funnel");
    await expect(funnel(page)).toBeVisible();
    await page.getByLabel("Quiz variant").selectOption({ label: "Variant A" });
    await expect(page).toHaveURL(/[?&]variant=a(&|$)/);
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await expect(page).toHaveURL(/from=2026-01-01/);
    await page.goBack();
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByLabel("Quiz variant")).toHaveValue("a");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
    await page.goBack();
    await expect(page.getByLabel("Quiz variant")).toHaveValue("");
    // A link with the filters opens them; year 0 is refused with the reason, not a server error.
    const res = await page.goto("/quiz-analytics/funnel?from=0000-01-01&variant=b");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("must be a date from the year 0001 on");
    await expect(page.getByLabel("Quiz variant")).toHaveValue("b");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/quiz-analytics\/funnel$/);
    await expect(funnel(page)).toBeVisible();
  });

  test("a cookie the server no longer accepts shows the gate with 'Session expired' on reload", async ({ page }) => {
    await logIn(page);
    await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
    const context = page.context();
    const session = (await context.cookies()).find((c) => c.name === "staff_session")!;
    await context.addCookies([{ ...session, value: `${session.value.slice(0, -6)}AAAAAA` }]);
    await page.reload();
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expectAccessible(page);
    // Logging in again returns to where the gate interrupted.
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
  });

  test("log out everywhere ends the session of another browser", async ({ page, browser }) => {
    const other = await browser.newContext();
    const phone = await other.newPage();
    try {
      await logIn(phone);
      await expect(phone.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
      await logIn(page);
      await page.getByRole("button", { name: "Log out everywhere" }).click();
      await expect(page.getByLabel("Password")).toBeVisible();
      await phone.reload();
      await expect(phone.getByText(EXPIRED)).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("the inbox shows a new lead, its name as plain text", async ({ page, request }) => {
    const name = `<img src=x onerror=alert(1)> ${Date.now()}`;
    const created = await request.post("/api/leads", {
      data: { source: "quote", name, email: "inbox@example.com", phone: "07700 900321", message: "Please call" },
    });
    expect(created.status()).toBe(201);
    let dialogs = 0;
    page.on("dialog", () => dialogs++);
    await logIn(page);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("'Load more' appends the next page of the inbox below the first", async ({ page, request }) => {
    const tag = `Paging ${Date.now()}`;
    for (let i = 0; i < 22; i++) {
      const res = await request.post("/api/leads", {
        data: {
          source: "quote",
          name: `${tag} ${String(i).padStart(2, "0")}`,
          email: "p@example.com",
          phone: "07700 900321",
        },
      });
      expect(res.status()).toBe(201);
    }
    await logIn(page);
    const articles = page.getByRole("article");
    await expect(articles).toHaveCount(20);
    // Newest first (other specs may add leads meanwhile, so no exact positions): the last of ours on the
    // first page, the first of ours beyond it.
    await expect(page.getByRole("article", { name: `${tag} 21` })).toBeVisible();
    await expect(page.getByRole("article", { name: `${tag} 00` })).toHaveCount(0);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page.getByRole("article", { name: `${tag} 00` })).toBeVisible();
    // Appended, not replaced: the first page is still there, and the address has not changed.
    await expect(page.getByRole("article", { name: `${tag} 21` })).toBeVisible();
    expect(await articles.count()).toBeGreaterThan(20);
    await expect(page).toHaveURL(/\/quiz-analytics$/);
    await expectAccessible(page);
  });

  test("staff endpoints answer 401 without a session", async ({ request }) => {
    for (const path of ["/api/quiz-analytics", "/api/leads", "/api/leads.csv"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(401);
      expect(await res.json()).toEqual({ error: "Invalid password" });
    }
    const ok = await request.get("/api/quiz-analytics", { headers: { "x-analytics-password": PASSWORD } });
    expect(ok.status()).toBe(200);
    expect(Object.keys(await ok.json())).toEqual(
      expect.arrayContaining([
        "totalStarts",
        "formReached",
        "formReachRate",
        "submissions",
        "conversionRate",
        "abandoned",
        "questionDropoff",
        "popularAnswers",
      ]),
    );
  });
});

test.describe("after a password change", () => {
  // Two cold starts of a server of its own, on a machine shared with the rest of the suite.
  test.describe.configure({ timeout: 150_000 });

  test("reloading the staff area shows the gate with 'Session expired'", async ({ page }, testInfo) => {
    // The same origin before and after the restart, so the browser sends its cookie: a port of our own per project.
    const port = String(4570 + testInfo.parallelIndex * 2 + (testInfo.project.name === "mobile" ? 0 : 1));
    const first = await startServer({ PORT: port, ANALYTICS_PASSWORD: "first staff password" });
    let dataDir = first.dataDir;
    try {
      await logIn(page, "first staff password", `${first.url}/quiz-analytics/funnel`);
      await expect(funnel(page)).toBeVisible();
      await first.stop();
      const second = await startServer({ PORT: port, ANALYTICS_PASSWORD: "second staff password" }, dataDir);
      dataDir = second.dataDir;
      try {
        await page.reload();
        await expect(page.getByText(EXPIRED)).toBeVisible();
        await expect(page.getByLabel("Password")).toBeVisible();
        await expect(page.getByText("Total Quiz Starts")).toHaveCount(0);
        await expectAccessible(page);
        await page.getByLabel("Password").fill("second staff password");
        await page.getByRole("button", { name: "Log in" }).click();
        await expect(funnel(page)).toBeVisible();
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
