import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The e2e server runs with ANALYTICS_PASSWORD=e2e-staff-password (playwright.config.ts).
const PASSWORD = "e2e-staff-password";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
});

async function logIn(page: Page) {
  await page.goto("/quiz-analytics");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Leads inbox", level: 1 })).toBeVisible();
}

async function search(page: Page, q: string) {
  const filters = page.getByRole("group", { name: "Find leads" });
  await filters.getByLabel("Search name, e-mail, phone or postcode").fill(q);
  await filters.getByRole("button", { name: "Show" }).click();
}

test.describe("erasing a lead (docs/product.md §16)", () => {
  // Two axe scans and a round trip each: more than the default 15 s on a busy machine.
  test.slow();

  test("asks first, then erases the person; the card keeps only the anonymous record", async ({ page }, info) => {
    const stamp = `${info.project.name} ${Date.now()}`;
    const name = `Erase Me ${stamp}`;
    const email = `erase.${Date.now()}.${info.project.name}@example.com`;
    const created = await page.request.post("/api/leads", {
      data: { source: "quote", name, email, phone: "07700 900654", postcode: "CF24 3AA", utm_source: "erasetest" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await logIn(page);
    await search(page, name);
    const lead = page.getByRole("article", { name });

    // The first click only opens the warning, which names the person and what goes.
    await lead.getByText("Erase this person's details").click();
    await expect(lead.getByText(`Erase the details of ${name} for good?`)).toBeVisible();
    await expectAccessible(page);
    await lead.screenshot({ path: `/tmp/pv/erase-confirm-${info.project.name}.png` });
    await lead.getByRole("button", { name: `Erase for good: ${name}` }).click();

    // Gone from the search (nothing of the person is left to match)…
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    await search(page, email);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    // …and the API holds the anonymous row only.
    const list = await page.request.get("/api/leads?limit=100");
    const body = (await list.json()) as {
      leads: { id: string; name: string; erasedAt: string | null; utmSource: string }[];
    };
    const row = body.leads.find((l) => l.id === id)!;
    expect(row).toMatchObject({ name: "", utmSource: "erasetest" });
    expect(row.erasedAt).not.toBeNull();
    expect(JSON.stringify(body)).not.toContain(email);

    // In the unfiltered inbox it reads "Details erased", with its status and age.
    await page.getByRole("link", { name: "Clear" }).click();
    const erased = page.getByRole("article", { name: "Details erased" }).first();
    await expect(erased).toBeVisible();
    await expect(erased.getByText("Status: New")).toBeVisible();
    await expectAccessible(page);
    await erased.screenshot({ path: `/tmp/pv/erased-card-${info.project.name}.png` });
  });

  test("the privacy policy says what is kept and for how long", async ({ page }, info) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "4. How Long We Keep It" })).toBeVisible();
    await expect(page.getByText(/730 days \(two years\)/)).toBeVisible();
    await expect(page.getByText(/deleted after 400 days/)).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole("region", { name: "4. How Long We Keep It" })
      .or(page.locator("#retention"))
      .first()
      .screenshot({ path: `/tmp/pv/privacy-${info.project.name}.png` });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same two steps work by plain form posts", async ({ page }, info) => {
      const name = `NoScript Erase ${info.project.name} ${Date.now()}`;
      const created = await page.request.post("/api/leads", {
        data: { source: "contact", name, email: `noscript.${Date.now()}@example.com`, phone: "07700 900655" },
      });
      expect(created.status()).toBe(201);
      await logIn(page);
      await search(page, name);
      const lead = page.getByRole("article", { name });
      await lead.getByText("Erase this person's details").click();
      await lead.getByRole("button", { name: `Erase for good: ${name}` }).click();
      await search(page, name);
      await expect(page.getByText("No leads match these filters.")).toBeVisible();
    });
  });
});
