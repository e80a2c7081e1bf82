import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The e2e server runs with ANALYTICS_PASSWORD=e2e-staff-password (playwright.config.ts).
const PASSWORD = "e2e-staff-password";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
});

/** A lead of this test only: the e2e database is shared by every spec and both viewports. */
async function postLead(page: Page, name: string, phone: string, postcode: string) {
  const response = await page.request.post("/api/leads", {
    data: { source: "quote", name, email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`, phone, postcode },
  });
  expect(response.status()).toBe(201);
}

async function logIn(page: Page) {
  await page.goto("/quiz-analytics");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Leads inbox", level: 1 })).toBeVisible();
}

async function search(page: Page, q: string, status = "") {
  const filters = page.getByRole("group", { name: "Find leads" });
  await filters.getByLabel("Status").selectOption(status);
  await filters.getByLabel("Search name, e-mail, phone or postcode").fill(q);
  await filters.getByRole("button", { name: "Show" }).click();
}

const card = (page: Page, name: string): Locator => page.getByRole("article", { name });

async function save(lead: Locator, fields: { status?: string; reason?: string; value?: string; note?: string }) {
  const form = lead.getByRole("form");
  // The form is folded away until asked for; it stays open after a save.
  if (!(await form.isVisible())) await lead.getByText("Update status or add a note").click();
  if (fields.status) await form.getByLabel("Status").selectOption({ label: fields.status });
  if (fields.reason) await form.getByLabel("Lost reason").selectOption({ label: fields.reason });
  if (fields.value !== undefined) await form.getByLabel("Value (£, whole pounds)").fill(fields.value);
  if (fields.note) await form.getByLabel("Add a note").fill(fields.note);
  await form.getByRole("button", { name: "Save" }).click();
}

test.describe("the pipeline", () => {
  // A refused update is answered 400 by design; the browser reports that status.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("work a lead from new to won in the inbox", async ({ page }, info) => {
    const name = `Pipeline ${info.project.name} ${Date.now()}`;
    await postLead(page, name, "07700 900456", "CF10 1AA");
    await logIn(page);
    await search(page, name);
    await expect(page).toHaveURL(new RegExp(`[?&]q=Pipeline`));
    const lead = card(page, name);
    await expect(lead.getByText("Status: New")).toBeVisible();
    await expect(lead.getByText(/Received \d+ min ago/)).toBeVisible();
    await expectAccessible(page);

    await save(lead, { status: "Contacted", note: "Rang, booked a survey for Friday" });
    await expect(lead.getByText("Status: Contacted")).toBeVisible();
    await expect(lead.getByText("Rang, booked a survey for Friday")).toBeVisible();
    // The note field is cleared for the next note.
    await expect(lead.getByLabel("Add a note")).toHaveValue("");

    // A value on a lead that is not won is refused, in words.
    await save(lead, { status: "Quoted", value: "900" });
    await expect(lead.getByRole("alert")).toHaveText("A value can only be given for a won lead");
    await lead.getByLabel("Value (£, whole pounds)").fill("");
    await save(lead, { status: "Quoted" });
    await expect(lead.getByText("Status: Quoted")).toBeVisible();

    await save(lead, { status: "Won", value: "8450", note: "Signed: 4 kW and a battery" });
    await expect(lead.getByText("Status: Won")).toBeVisible();
    await expect(lead.getByText("£8,450")).toBeVisible();
    await expect(lead.getByText("Signed: 4 kW and a battery")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/pl/won-${info.project.name}.png`, fullPage: true });

    // It survives a reload: the server has it.
    await page.reload();
    await expect(card(page, name).getByText("£8,450")).toBeVisible();
  });

  test("filter by status and search by phone or postcode", async ({ page }, info) => {
    const stamp = `${info.project.name} ${Date.now()}`;
    const phone = `07700 9${String(Date.now()).slice(-5)}`;
    await postLead(page, `Filter One ${stamp}`, phone, "BS1 4DJ");
    await postLead(page, `Filter Two ${stamp}`, "01632 960001", "NP20 1AA");
    await logIn(page);

    await search(page, `Filter Two ${stamp}`);
    await save(card(page, `Filter Two ${stamp}`), { status: "Lost", reason: "Went with another installer" });
    await expect(card(page, `Filter Two ${stamp}`).getByText("(Went with another installer)")).toBeVisible();

    await search(page, stamp, "new");
    await expect(page).toHaveURL(/[?&]status=new/);
    await expect(card(page, `Filter One ${stamp}`)).toBeVisible();
    await expect(card(page, `Filter Two ${stamp}`)).toHaveCount(0);
    await expectAccessible(page);

    await search(page, stamp, "lost");
    await expect(card(page, `Filter Two ${stamp}`)).toBeVisible();
    await expect(card(page, `Filter One ${stamp}`)).toHaveCount(0);

    // Phone digits as typed differently, and the filters survive a reload (they are in the URL).
    await search(page, phone.replace(/\s/g, "").replace(/^0/, "+44 "));
    await expect(card(page, `Filter One ${stamp}`)).toBeVisible();
    await page.reload();
    await expect(card(page, `Filter One ${stamp}`)).toBeVisible();
    await page.screenshot({ path: `/tmp/pl/filter-${info.project.name}.png`, fullPage: true });

    await search(page, `${stamp} nobody`);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/quiz-analytics$/);
  });

  test("the funnel tab shows the pipeline's figures", async ({ page }, info) => {
    await postLead(page, `Figures ${info.project.name} ${Date.now()}`, "07700 900789", "SA1 1AA");
    await logIn(page);
    await page.getByRole("link", { name: "Quiz funnel" }).click();
    const section = page.getByRole("region", { name: "Sales pipeline" });
    await expect(section.getByText("Median time to first contact")).toBeVisible();
    await expect(section.getByRole("table", { name: "Lead to won, by source" })).toContainText("Quote form");
    await expectAccessible(page);
    await section.screenshot({ path: `/tmp/pl/figures-${info.project.name}.png` });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("search, then move a lead and add a note by plain form posts", async ({ page }, info) => {
      const name = `NoScript ${info.project.name} ${Date.now()}`;
      await postLead(page, name, "07700 900321", "GL1 1AA");
      await logIn(page);
      await search(page, name, "new");
      await expect(page).toHaveURL(/[?&]status=new/);
      await save(card(page, name), { status: "Contacted", note: "Called without scripts" });
      await search(page, name);
      const lead = card(page, name);
      await expect(lead.getByText("Status: Contacted")).toBeVisible();
      await expect(lead.getByText("Called without scripts")).toBeVisible();
    });
  });
});
