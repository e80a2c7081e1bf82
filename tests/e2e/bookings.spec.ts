import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// Booking a free consultation from /contact-us, then moving and cancelling it from the manage link.

interface Period {
  date: string;
  period: "morning" | "afternoon";
  available: boolean;
}

async function freePeriods(request: APIRequestContext, type: string): Promise<Period[]> {
  const response = await request.get(`/api/bookings/availability?type=${type}&days=62`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { periods: Period[] }).periods.filter((p) => p.available);
}

/** A free weekday morning of its own for each test and width, so parallel tests never compete for places. */
async function ownMorning(request: APIRequestContext, type: string, testInfo: TestInfo, n: number) {
  const mornings = (await freePeriods(request, type)).filter(
    (p) => p.period === "morning" && new Date(p.date).getUTCDay() !== 6,
  );
  const index = 10 + n * 2 + (testInfo.project.name === "desktop" ? 1 : 0);
  return mornings[index % mornings.length]!;
}

const card = (page: Page) => page.getByRole("region", { name: "Book Your Free Consultation" });

async function fillPerson(form: Locator, postcode = "CF10 1AA") {
  await form.getByLabel("Full Name").fill("Ceri Jones");
  await form.getByLabel("Email Address").fill("ceri@example.com");
  await form.getByLabel("Phone Number").fill("07700 900123");
  await form.getByLabel("Postcode").fill(postcode);
}

test("book a call from the card, then move and cancel it from the manage page", async ({ page, request }, testInfo) => {
  const target = await ownMorning(request, "phone", testInfo, 0);
  await page.goto("/contact-us");
  const form = card(page);
  await form.getByLabel("Phone Call").check();
  await form.getByLabel("Preferred date").fill(target.date);
  await form.getByLabel(/^Morning/).check();
  await fillPerson(form, "M1 1AE"); // calls are open to the whole UK
  await form.getByLabel(/Special requirements/).fill("Please call after 10");
  await form.getByRole("button", { name: "Book Consultation" }).click();

  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\?token=.+&new=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your free consultation is booked");
  await expect(page.getByText("We will call you on 07700 900123.")).toBeVisible();
  await expect(page.getByText("Please call after 10")).toBeVisible();
  await expectAccessible(page);

  const later = await ownMorning(request, "phone", testInfo, 1);
  await page.getByLabel("When", { exact: true }).fill(later.date);
  await page.getByRole("group", { name: "Time" }).getByLabel("Afternoon").check();
  await page.getByRole("button", { name: "Move my booking" }).click();
  await expect(page.getByText("Your booking has been moved.", { exact: false })).toBeVisible();
  await expect(page.getByText(/, afternoon, 13:00-17:00$/)).toBeVisible();

  await page.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(page.getByText("Your booking is cancelled.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book another consultation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move my booking" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a full period is shown as full, and the next free times can be picked", async ({ page, request }, testInfo) => {
  const target = await ownMorning(request, "home_visit", testInfo, 2);
  for (const n of [1, 2]) {
    const made = await request.post("/api/bookings", {
      data: {
        type: "home_visit",
        ...target,
        name: `Filler ${n}`,
        email: `filler${n}@example.com`,
        phone: "029 2000 0000",
        postcode: "NP11 6XX",
      },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto("/contact-us");
  const form = card(page);
  await form.getByLabel("Preferred date").fill(target.date);
  const morning = form.getByRole("radio", { name: /^Morning/ });
  await expect(morning).toBeDisabled();
  await expect(form.getByText("(full)")).toBeVisible();
  // The quick picks fill in the date and the period.
  const firstPick = form.getByRole("list", { name: "Next free times" }).getByRole("button").first();
  await firstPick.click();
  await expect(firstPick).toHaveAttribute("aria-pressed", "true");
  await expect(form.getByLabel("Preferred date")).not.toHaveValue("");
  await expectAccessible(page);
});

test("the booking form has a page of its own", async ({ page }) => {
  await page.goto("/booking/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Free Consultation");
  await expect(page.getByRole("form", { name: "Book Your Free Consultation" })).toBeVisible();
  await expectAccessible(page);
});

test.describe("a wrong manage link", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("shows a polite page and changes nothing", async ({ page }) => {
    const response = await page.goto("/booking/00000000-0000-4000-8000-000000000000?token=nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that booking");
    await expect(page.getByRole("link", { name: "Book another consultation" })).toHaveAttribute(
      "href",
      "/contact-us#book",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("the card posts to /booking/new and lands on the booking", async ({ page, request }, testInfo) => {
    const target = await ownMorning(request, "home_visit", testInfo, 3);
    await page.goto("/contact-us");
    const form = card(page);
    await expect(form.getByLabel("Home Visit")).toBeChecked();
    await form.getByLabel("Preferred date").fill(target.date);
    await form.getByLabel(/^Morning/).check();
    await fillPerson(form);
    await form.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\?token=.+&new=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your free consultation is booked");
    await page.getByRole("button", { name: "Cancel my booking" }).click();
    await expect(page.getByText("Your booking is cancelled.", { exact: false })).toBeVisible();
  });

  test("an out-of-area home visit is refused with the offer of a video call, keeping what was typed", async ({
    page,
    request,
  }, testInfo) => {
    const target = await ownMorning(request, "home_visit", testInfo, 4);
    await page.goto("/contact-us");
    const form = card(page);
    await form.getByLabel("Preferred date").fill(target.date);
    await form.getByLabel(/^Morning/).check();
    await fillPerson(form, "EH1 1YZ");
    await form.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page).toHaveURL(/\/booking\/new$/);
    await expect(page.getByRole("alert").first()).toContainText("We can talk it through on a video call instead");
    await expect(page.getByLabel("Full Name")).toHaveValue("Ceri Jones");
    await expect(page.getByLabel("Postcode")).toHaveValue("EH1 1YZ");
  });
});

test.describe("staff", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
  });

  test("see the day's bookings, mark one done and cancel another", async ({ page, request }, testInfo) => {
    const target = await ownMorning(request, "video", testInfo, 5);
    const names = [`Done ${testInfo.project.name}`, `Cancel ${testInfo.project.name}`];
    for (const name of names) {
      const made = await request.post("/api/bookings", {
        data: {
          type: "video",
          ...target,
          name,
          email: "staff-test@example.com",
          phone: "029 2000 0000",
          postcode: "CF10 1AA",
        },
      });
      expect(made.status()).toBe(201);
    }
    await page.goto("/quiz-analytics/bookings");
    await page.getByLabel("Password").fill("e2e-staff-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");
    const item = (name: string) => page.getByRole("listitem").filter({ hasText: name });
    await expect(item(names[0]!)).toContainText("Video Call");
    await expectAccessible(page);
    await item(names[0]!).getByRole("button", { name: "Mark done" }).click();
    await expect(item(names[0]!)).toContainText("Done");
    await item(names[1]!).getByRole("button", { name: "Cancel" }).click();
    await expect(item(names[1]!)).toContainText("Cancelled");
    await expect(item(names[1]!).getByRole("button")).toHaveCount(0);
  });
});
