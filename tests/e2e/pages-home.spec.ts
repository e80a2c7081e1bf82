import type { Page } from "@playwright/test";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { expect, expectAccessible, test } from "./fixtures";

const contactTop = (page: Page) =>
  page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe("home page", () => {
  test("hero: headline, badge, quote, about, calculator and call buttons", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Transform Your Business or Home with Solar Power and Battery Storage",
    );
    await expect(hero.getByText("Now Serving Residential Customers")).toBeVisible();
    await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/#contact");
    await expect(hero.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/about");
    const calculator = hero.getByRole("link", { name: /Calculate Your Results/ });
    // Our own calculator now (issue #13), so an internal link in the same tab.
    await expect(calculator).toHaveAttribute("href", "/solar-savings-calculator");
    await expect(calculator).not.toHaveAttribute("target", "_blank");
    await expect(hero.locator(`a[href="tel:${site.phone.tel}"]`)).toBeVisible();
  });

  test("the residential offer card shows the price and what is included", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("complementary", { name: "Residential Solar" });
    await expect(card.getByText("Starting from")).toBeVisible();
    await expect(card.getByText("£3,995")).toBeVisible();
    await expect(card.getByText("Complete installation including VAT")).toBeVisible();
    for (const bullet of ["Free site survey and design", "MCS certified installation", "Up to 25-year warranty"]) {
      await expect(card.getByText(bullet)).toBeVisible();
    }
    await expect(card.getByText("Professional installation team")).toBeVisible();
  });

  test("hero Get Free Quote scrolls to the contact section, 80 px below the top", async ({ page }) => {
    await page.goto("/");
    await page.locator("#hero").getByRole("link", { name: "Get Free Quote" }).click();
    await expect.poll(() => contactTop(page)).toBe(80);
  });

  test("six service cards, Why Choose tiles, record banner and process steps", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#services");
    await expect(section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(6);
    for (const s of services) {
      await expect(section.getByRole("heading", { name: s.title, exact: true })).toBeVisible();
      await expect(section.getByText(s.description)).toBeVisible();
    }
    for (const tile of ["Significant Savings", "Up to 25-Year Warranty", "Carbon Neutral", "Expert Installation"]) {
      await expect(page.getByRole("heading", { name: tile, exact: true })).toBeVisible();
    }
    const banner = page.getByRole("region", { name: "Our record-breaking installation" });
    for (const figure of ["756.09kW", "1,626", "roof levels"])
      await expect(
        banner
          .getByRole("definition")
          .filter({ hasText: figure })
          .or(banner.getByRole("term").filter({ hasText: figure })),
      ).toBeVisible();
    await banner.getByRole("link", { name: "See the Case Study" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("process: six numbered steps with durations, survey and call links, 4-8 weeks", async ({ page }) => {
    await page.goto("/");
    const process = page.locator("#process");
    const steps = process.getByRole("listitem");
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(0)).toContainText("Initial Consultation");
    await expect(steps.nth(0)).toContainText("30 minutes");
    await expect(steps.nth(2)).toContainText("Planning & Permits");
    await expect(steps.nth(2)).toContainText("2-4 weeks");
    await expect(steps.nth(5)).toContainText("Commissioning & Handover");
    await expect(steps.nth(5)).toContainText("2-4 hours");
    await expect(process.getByText("4-8 weeks")).toBeVisible();
    await expect(process.locator(`a[href="tel:${site.phone.tel}"]`)).toBeVisible();
    await process.getByRole("link", { name: "Book Free Survey" }).click();
    await expect.poll(() => contactTop(page)).toBe(80);
  });
});

test.describe("service dialogs", () => {
  test("Learn More opens the service's dialog with overview, process, benefits and pricing", async ({ page }) => {
    await page.goto("/");
    const battery = services.find((s) => s.id === "battery-storage")!;
    await page.getByRole("button", { name: `Learn More about ${battery.title}` }).click();
    const dialog = page.getByRole("dialog", { name: battery.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(battery.overview)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Our Process" })).toBeVisible();
    await expect(dialog.getByRole("list").first().getByRole("listitem")).toHaveCount(battery.process.length);
    await expect(dialog.getByRole("listitem").first()).toContainText("1");
    await expect(dialog.getByRole("heading", { name: "Key Benefits" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Investment & Pricing" })).toBeVisible();
    await expect(dialog.getByText("£6,500")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Call for Consultation" })).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );
    await expectAccessible(page);
  });

  test("only one dialog is open at a time; Escape closes it and focus returns to its button", async ({ page }) => {
    await page.goto("/");
    const first = page.getByRole("button", { name: `Learn More about ${services[0]!.title}` });
    await first.click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    // The page behind a modal dialog is inert, so a second dialog cannot be opened over the first.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(first).toBeFocused();
    await page.getByRole("button", { name: `Learn More about ${services[5]!.title}` }).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toHaveAccessibleName(services[5]!.title);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Get Free Quote closes the dialog and scrolls to the contact section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: `Learn More about ${services[2]!.title}` }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Get Free Quote" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => contactTop(page)).toBe(80);
  });

  test("on /solar, the dialog's Get Free Quote goes to the home page's contact section", async ({ page }) => {
    await page.goto("/solar");
    await page.getByRole("button", { name: `Learn More about ${services[0]!.title}` }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Get Free Quote" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => contactTop(page)).toBe(80);
  });
});
