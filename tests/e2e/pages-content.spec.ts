import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { expect, test } from "./fixtures";
import { claims } from "~/content/estimate-claims";

test.describe("content pages", () => {
  test("/testimonials: 8 reviews with rating, date, project and platform; stats, values and links", async ({
    page,
  }) => {
    await page.goto("/testimonials");
    const reviews = page.getByRole("region", { name: "Customer Reviews" }).getByRole("figure");
    await expect(reviews).toHaveCount(8);
    const first = reviews.first();
    await expect(first.getByRole("img", { name: `Rated ${testimonials[0]!.rating} out of 5` })).toBeVisible();
    await expect(first).toContainText(testimonials[0]!.date);
    await expect(first).toContainText(testimonials[0]!.project);
    await expect(first).toContainText(`${testimonials[0]!.platform} review`);
    await expect(first).toContainText(testimonials[0]!.name);
    const stats = page.getByRole("region", { name: "Our figures" }).getByRole("definition");
    await expect(stats).toHaveCount(3);
    await expect(page.getByRole("region", { name: "What Our Customers Value" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.locator('main a[href="/#contact"]')).toBeVisible();
    await expect(page.locator('main a[href="/case-studies"]')).toBeVisible();
  });

  test("/about: timeline, accreditations, award and approved-installer brands", async ({ page }) => {
    await page.goto("/about");
    const timeline = page.getByRole("region", { name: "Our Journey" }).getByRole("listitem");
    await expect(timeline).toHaveCount(3);
    for (const [i, year] of ["2011", "2022", "2025"].entries()) await expect(timeline.nth(i)).toContainText(year);
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "NICEIC" }).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("img", { name: /Award winner/ })).toBeVisible();
    const brands = page.getByRole("region", { name: "Approved Installer" }).getByRole("listitem");
    expect(await brands.count()).toBeGreaterThanOrEqual(6);
    await expect(brands.filter({ hasText: "GivEnergy" })).toBeVisible();
  });

  test("/team: 8 people with initials, specialties, e-mail links and optional interests", async ({ page }) => {
    await page.goto("/team");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(8);
    for (const member of team) {
      const card = cards.filter({ has: page.getByRole("heading", { name: member.name }) });
      await expect(card.getByRole("link", { name: member.email })).toHaveAttribute("href", `mailto:${member.email}`);
      await expect(card).toContainText(member.title);
      await expect(card).toContainText(member.specialties[0]!);
      if (member.hobbies) await expect(card).toContainText(`Interests: ${member.hobbies.join(", ")}`);
    }
    const initials = team[0]!.name
      .split(" ")
      .map((p) => p[0])
      .join("");
    await expect(cards.first().getByText(initials, { exact: true })).toBeVisible();
  });

  test("/solar: four benefits, the services and the Why Choose cards", async ({ page }) => {
    await page.goto("/solar");
    for (const title of [
      "Renewable Energy",
      "Energy Storage",
      "Reduce Bills",
      "Future-Proof",
      "Residential Expertise",
      "Commercial Solutions",
    ]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.locator("#services").getByRole("button", { name: /^Learn More/ })).toHaveCount(6);
  });

  test("/domesticsolar: its own figures, eight inclusions, four steps and its buttons", async ({ page }) => {
    await page.goto("/domesticsolar");
    const main = page.getByRole("main");
    // "up to 70%" withdrawn (docs/decisions/044).
    await expect(main).toContainText(`electricity bill by ${claims.billCutPanels.text}`);
    await expect(main).toContainText("up to 4% more");
    await expect(main.getByRole("heading", { name: "Energy Independence" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Battery Ready" })).toBeVisible();
    await expect(page.getByRole("region", { name: "What's Included" }).getByRole("listitem")).toHaveCount(8);
    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
    await expect(steps).toHaveText([
      /Free Consultation/,
      /Custom Design/,
      /Professional Installation/,
      /Ongoing Support/,
    ]);
    await expect(main).toContainText("1-3 days");
    await expect(main.locator('a[href="/contact-us"]')).toBeVisible();
    await expect(main.locator('a[href="/case-studies"]')).toBeVisible();
  });
});

test.describe("legal pages", () => {
  const today = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date());

  for (const path of ["/privacy-policy", "/terms-and-conditions", "/cookie-policy"]) {
    test(`${path}: 'Last updated' is today and 'Back to Home' goes home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("/privacy-policy links to the cookie policy", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("main").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });

  test("/terms-and-conditions states the spec's terms", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    const main = page.getByRole("main");
    for (const term of [
      "valid for 30 days",
      "14-day cooling-off period",
      "include VAT",
      "capped at the contract value",
      "governed by the laws of England and Wales",
    ]) {
      await expect(main).toContainText(term);
    }
  });

  test("/cookie-policy: sections 1-8, with duration, updates and more information", async ({ page }) => {
    await page.goto("/cookie-policy");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(8);
    await expect(headings.nth(5)).toHaveText("6. Cookie Duration");
    await expect(page.getByRole("region", { name: "6. Cookie Duration" })).toContainText("Session cookies");
    await expect(page.getByRole("region", { name: "6. Cookie Duration" })).toContainText("Persistent cookies");
    await expect(headings.nth(6)).toHaveText("7. Updates to This Policy");
    const more = page.getByRole("region", { name: "8. More Information" });
    await expect(more.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(more.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(more.locator('a[href^="tel:"]')).toBeVisible();
  });
});
