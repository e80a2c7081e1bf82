/** The calculator and its method page, at 390 and 1280 px (the two projects). */
import { expect, expectAccessible, test } from "./fixtures";

test.describe("solar savings calculator", () => {
  test("without JavaScript: the GET form is answered by the server with ranges and a quote link", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/solar-savings-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Solar Savings Calculator" })).toBeVisible();
    await page.getByLabel("Postcode").fill("CF10 1AA");
    await page.getByLabel("Monthly electricity bill (£)").fill("90");
    await page.getByLabel("Battery").selectOption({ label: "About 5 kWh" });
    await page.getByRole("button", { name: "Calculate my estimate" }).click();
    await expect(page).toHaveURL(/postcode=CF10\+1AA/);
    await expect(page).toHaveURL(/battery=5/);
    const result = page.getByRole("region", { name: "Your estimate" });
    await expect(
      result.getByText(/^Estimated savings and export income £[\d,]+ to £[\d,]+ a year, payback/),
    ).toBeVisible();
    await expect(result.getByText("Payback", { exact: true })).toBeVisible();
    await expect(result.getByRole("link", { name: "Get a precise quote" })).toHaveAttribute(
      "href",
      /\/contact-us\?postcode=CF10/,
    );
    await expect(page.getByLabel("Postcode")).toHaveValue("CF10 1AA");
    await context.close();
  });

  test("a bad postcode is named beside its field, not answered with a guess", async ({ page }) => {
    await page.goto("/solar-savings-calculator?postcode=JE2+3AB&monthlyBill=90");
    const postcode = page.getByLabel("Postcode");
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/outside the UK mainland areas/)).toBeVisible();
    await expect(page.getByText(/Fill in your postcode/)).toBeVisible();
  });

  test("with JavaScript the result follows the form as the visitor types, announced politely", async ({ page }) => {
    await page.goto("/solar-savings-calculator?postcode=CF10+1AA&monthlyBill=90");
    const summary = page.locator("#calc-summary");
    const before = await summary.textContent();
    expect(before).toMatch(/^Estimated saving/);
    await page.getByLabel("Which way the roof faces").selectOption("N");
    await expect(summary).not.toHaveText(before!);
    await expect(summary).toHaveText(/^Estimated saving/);
    await expectAccessible(page);
  });

  test("is accessible empty and with a result", async ({ page }) => {
    await page.goto("/solar-savings-calculator");
    await expectAccessible(page);
    await page.goto(
      "/solar-savings-calculator?postcode=PL1&annualKwh=2500&orientation=SW&pitch=20&shading=light&occupancy=home",
    );
    await page.getByText("Every assumption used").click();
    await expect(page.getByText(/Ofgem energy price cap/).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the hero's Calculate Your Results opens it", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("#hero")
      .getByRole("link", { name: /Calculate Your Results/ })
      .click();
    await expect(page).toHaveURL(/\/solar-savings-calculator$/);
  });
});

test.describe("how we estimate", () => {
  test("shows the method, a worked example, every constant with a date, and passes axe", async ({ page }) => {
    await page.goto("/how-we-estimate");
    await expect(page.getByRole("heading", { level: 1, name: "How We Estimate Your Savings" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "A worked example" })).toBeVisible();
    const constants = page.getByRole("region", { name: "Every constant, its source and date" });
    await expect(constants.getByRole("listitem").filter({ hasText: "Electricity unit rate" })).toContainText(
      "Applies from 2026-07-01",
    );
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "How We Estimate" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("estimate over HTTP", () => {
  test("the sitemap lists both pages and the API answers JSON", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.cymrusolar.example/solar-savings-calculator</loc>");
    expect(sitemap).toContain("<loc>https://www.cymrusolar.example/how-we-estimate</loc>");
    const ok = await request.get("/api/estimate?postcode=CF10%201AA&monthlyBill=90");
    expect(ok.status()).toBe(200);
    expect((await ok.json()).postcode).toBe("CF10 1AA");
    const bad = await request.get("/api/estimate?postcode=CF10%201AA&monthlyBill=90&shading=total");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { shading: expect.any(String) } });
    expect((await request.post("/api/estimate", { data: {} })).status()).toBeGreaterThanOrEqual(400);
  });
});
