import type { Locator, Page } from "@playwright/test";
import { todayInUk } from "~/lib/lead-schema";
import { expect, expectAccessible, test } from "./fixtures";

const person = { name: "Ceri Jones", email: "ceri@example.com", phone: "07700 900123" };
const SUCCESS = ["Success!", "Thank you for your inquiry. We'll be in touch shortly."];
const ERROR = ["Error", "There was a problem submitting your form. Please try again."];

// The forms are the subject here; the consent banner has its own spec.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
});

async function fillRequired(form: Locator, p = person) {
  await form.getByLabel("Full Name").fill(p.name);
  await form.getByLabel("Email Address").fill(p.email);
  await form.getByLabel("Phone Number").fill(p.phone);
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });
const quoteForm = (page: Page) => page.getByRole("form", { name: "Get Your Free Quote" });
const dayOffset = (days: number) => todayInUk(new Date(Date.now() + days * 86_400_000));

test.describe("with JavaScript", () => {
  test("home contact form: busy state, success toast, then /thank-you", async ({ page }) => {
    await page.goto("/#contact");
    const form = contactForm(page);
    await expect(form.getByLabel(/Preferred Contact Date/)).toHaveAttribute("min", todayInUk());
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await fillRequired(form);
    await form.getByLabel(/Property Address/).fill("1 High Street, Risca");
    await form.getByLabel(/Preferred Contact Date/).fill(dayOffset(2));
    await form.getByLabel(/Preferred Contact Method/).selectOption("home_visit");
    await form.getByLabel(/How did you hear/).selectOption("google");
    await form.getByLabel(/Message/).fill("<b>Hello</b> '; DROP TABLE leads; -- 🌞");

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Record<string, unknown> | undefined;
    await page.route("**/api/leads", async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send My Enquiry" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(page.getByText(SUCCESS[0]!, { exact: true })).toBeVisible();
    await expect(page.getByText(SUCCESS[1]!)).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(sent).toMatchObject({
      source: "contact",
      ...person,
      contact_method: "home_visit",
      referral: "google",
      page: "/",
      website: "",
    });
  });

  test.describe("failures", () => {
    // One pattern: Playwright reads a two-element array as [value, options].
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });

    test("home contact form: a network failure shows the error toast and keeps the input", async ({ page }) => {
      await page.goto("/");
      await page.route("**/api/leads", (route) => route.abort("failed"));
      const form = contactForm(page);
      await fillRequired(form);
      await form.getByLabel(/Message/).fill("Please call after 5pm");
      await form.getByRole("button", { name: "Send My Enquiry" }).click();
      await expect(page.getByText(ERROR[0]!, { exact: true })).toBeVisible();
      await expect(page.getByText(ERROR[1]!).first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(form.getByLabel("Full Name")).toHaveValue(person.name);
      await expect(form.getByLabel(/Message/)).toHaveValue("Please call after 5pm");
      await expect(form.getByRole("button", { name: "Send My Enquiry" })).toBeEnabled();
    });

    test("quote form: the server's field errors appear by the fields", async ({ page }) => {
      await page.goto("/contact-us");
      const form = quoteForm(page);
      await fillRequired(form, { ...person, phone: "12345" });
      await form.getByRole("button", { name: "Get My Free Quote" }).click();
      await expect(page.getByText(ERROR[1]!).first()).toBeVisible();
      const phone = form.getByLabel("Phone Number");
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
      await expect(phone).toBeFocused();
      await expect(form.getByLabel("Full Name")).toHaveValue(person.name);
      await expectAccessible(page);
    });
  });

  test("quote form: success goes to /thank-you", async ({ page }) => {
    await page.goto("/contact-us?utm_source=newsletter&utm_campaign=spring");
    const form = quoteForm(page);
    await fillRequired(form);
    await form.getByLabel(/How did you hear/).selectOption("facebook");
    const request = page.waitForRequest("**/api/leads");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      source: "quote",
      referral: "facebook",
      page: "/contact-us",
      utm_source: "newsletter",
      utm_campaign: "spring",
    });
    await expect(page.getByText(SUCCESS[0]!, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("home contact form: posts to the page and lands on /thank-you", async ({ page }) => {
    await page.goto("/?utm_source=leaflet");
    const form = contactForm(page);
    await fillRequired(form);
    await form.getByLabel(/Preferred Contact Method/).selectOption("phone");
    await form.getByRole("button", { name: "Send My Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("home contact form: a past date is refused and the input is kept", async ({ page }) => {
    await page.goto("/");
    const form = contactForm(page);
    await fillRequired(form);
    await form.getByLabel(/Preferred Contact Date/).fill(dayOffset(-3));
    await form.getByLabel(/Message/).fill("Keep me");
    await form.getByRole("button", { name: "Send My Enquiry" }).click();
    await expect(page.getByText("Please correct the highlighted fields and send the form again.")).toBeVisible();
    const date = form.getByLabel(/Preferred Contact Date/);
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription("The preferred contact date cannot be in the past");
    await expect(form.getByLabel("Full Name")).toHaveValue(person.name);
    await expect(form.getByLabel(/Message/)).toHaveValue("Keep me");
    await expect(page).not.toHaveURL(/thank-you/);
  });

  test("quote form: success and a refused submission", async ({ page }) => {
    await page.goto("/contact-us");
    await fillRequired(quoteForm(page), { ...person, email: "no-at-sign@", phone: "07700 900123" });
    // type=email stops "no-at-sign@" in the browser; bypass it to see the server's answer.
    await quoteForm(page).evaluate((f) => f.setAttribute("novalidate", ""));
    await quoteForm(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(quoteForm(page).getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(quoteForm(page).getByLabel("Email Address")).toHaveValue("no-at-sign@");

    await quoteForm(page).getByLabel("Email Address").fill(person.email);
    await quoteForm(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});

test("thank-you page: next steps, links and a phone number", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText("our team will be in touch within 24 hours")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next?" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Learn More About Solar" })).toHaveAttribute("href", "/landing");
  await expect(page.getByRole("main").locator('a[href^="tel:"]')).toHaveCount(1);
});
