import { pageList } from "~/content/pages";
import { expect, expectAccessible, test } from "./fixtures";

const ORIGIN = "https://www.cymrusolar.example";

test.describe("every page of the site", () => {
  for (const info of pageList) {
    test(`${info.path} has its title, meta tags, shell and no accessibility violations`, async ({ page }) => {
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(info.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", info.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}${info.path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", info.title);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(info.index ? 0 : 1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("titles and descriptions are all distinct", () => {
    expect(new Set(pageList.map((p) => p.title)).size).toBe(pageList.length);
    expect(new Set(pageList.map((p) => p.description)).size).toBe(pageList.length);
  });
});

test.describe("shared header and footer", () => {
  test("header links, phone and quote button", async ({ page, isMobile }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    if (isMobile) {
      await header.getByRole("button", { name: "Open menu" }).click();
      await expect(header.getByRole("link", { name: "Get Free Quote" })).toBeVisible();
    } else {
      await expect(header.getByRole("link", { name: "Get Quote" })).toBeVisible();
    }
    const nav = header.getByRole("navigation").filter({ visible: true });
    for (const label of ["Home", "Services", "Case Studies", "Team", "Testimonials", "About", "FAQ"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(header.locator('a[href^="tel:"]').filter({ visible: true })).toHaveCount(1);
  });

  test("Get Quote on the home page scrolls to the contact section, 80 px below the top", async ({ page, isMobile }) => {
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("banner").getByRole("link", { name: "Get Free Quote" }).click();
    } else {
      await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    }
    const contact = page.locator("#contact");
    await expect.poll(async () => Math.round(await contact.evaluate((el) => el.getBoundingClientRect().top))).toBe(80);
  });

  test("a hash link from another page goes home, then scrolls to the section", async ({ page }) => {
    await page.goto("/team");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect
      .poll(async () => Math.round(await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top)))
      .toBe(80);
  });

  test("footer: links, areas, hours, accreditations, socials in new tabs, current year", async ({ page }) => {
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    for (const href of ["/", "/about", "/#services", "/case-studies", "/team", "/testimonials", "/#contact"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const href of ["/privacy-policy", "/terms-and-conditions", "/cookie-policy"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
    }
    for (const area of ["Cardiff & South Wales", "Bristol & South West", "UK Wide"]) {
      await expect(footer.getByText(area, { exact: true })).toBeVisible();
    }
    await expect(footer.getByText("8:00 AM-6:00 PM")).toBeVisible();
    await expect(footer.getByText("9:00 AM-4:00 PM")).toBeVisible();
    for (const name of ["MCS", "NICEIC", "RECC", "TrustMark"]) {
      await expect(footer.getByRole("listitem").filter({ hasText: name }).first()).toBeAttached();
    }
    for (const name of ["Facebook", "Instagram", "LinkedIn"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer.getByRole("img", { name: /Award winner/ })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });

  test("LocalBusiness structured data names the Risca address, phone and hours", async ({ page }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}") as Record<string, unknown>;
    expect(data["@type"]).toBe("LocalBusiness");
    expect(JSON.stringify(data.address)).toContain("Risca");
    expect(data.telephone).toBeTruthy();
    expect((data.openingHoursSpecification as unknown[]).length).toBe(2);
    expect((data.areaServed as unknown[]).length).toBe(7);
  });

  test("toasts live in a bottom-right 'Notifications' region", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  });
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the 404 page and logs the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toContain("/no-such-page");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
