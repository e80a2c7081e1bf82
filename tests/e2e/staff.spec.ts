import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The e2e server runs with ANALYTICS_PASSWORD=e2e-staff-password (playwright.config.ts).
const PASSWORD = "e2e-staff-password";

/** The dashboard: its figures, or the empty-state message when no quiz has been played yet. */
const dashboard = (page: Page) =>
  page.getByText("Total Quiz Starts").or(page.getByText("No analytics data available yet")).first();

async function logIn(page: Page, password = PASSWORD) {
  await page.goto("/quiz-analytics");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test.describe("staff area", () => {
  // A wrong password is answered 401 by design; the browser reports that status.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("the gate asks for a password and refuses a wrong one", async ({ page }) => {
    await page.goto("/quiz-analytics");
    await expect(page.getByRole("heading", { name: "Quiz Analytics" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("maxlength", "100");
    await logIn(page, "not-the-password");
    await expect(page.getByText("Invalid password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  });

  test("log in, stay logged in across a reload, log out; the password is never stored", async ({ page }) => {
    await logIn(page);
    await expect(dashboard(page)).toBeVisible();
    await expectAccessible(page);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(PASSWORD);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "staff_session")).toMatchObject({ httpOnly: true, sameSite: "Strict" });

    await page.reload();
    await expect(dashboard(page)).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Password")).toBeVisible();
  });

  test("a session the server no longer accepts returns to the gate with 'Session expired'", async ({ page }) => {
    await logIn(page);
    await expect(dashboard(page)).toBeVisible();
    // As after a password change: the cookie's signature no longer matches.
    const context = page.context();
    const session = (await context.cookies()).find((c) => c.name === "staff_session")!;
    await context.addCookies([{ ...session, value: `${session.value.slice(0, -4)}AAAA` }]);
    await page.getByLabel("Quiz variant").selectOption({ label: "Variant A" });
    await expect(page.getByText("Session expired. Please log in again.")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
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
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
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
