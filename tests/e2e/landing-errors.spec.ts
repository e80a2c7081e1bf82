import { expect, test } from "./fixtures";
import { answerAll, captureQuizEvents, fillContact, waitForQuizStart } from "./landing-helpers";

test.use({ allowedConsoleErrors: [/status of (500|400)/] });

test("a failed submission shows an error toast, keeps everything, and a retry succeeds", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=b");
  await waitForQuizStart(events);
  await answerAll(page);
  await fillContact(page);

  let attempts = 0;
  await page.route("**/api/leads", async (route) => {
    attempts++;
    if (attempts === 1) await route.fulfill({ status: 500, json: { error: "boom" } });
    else await route.fallback();
  });
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("There was a problem submitting your details. Please try again.")).toBeVisible();
  await expect(toasts.getByText("Error", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/landing/);
  await expect(page.getByLabel("Full Name")).toHaveValue("Sian Jones");
  await expect(page.getByLabel("Postcode")).toHaveValue("CF10 1AA");
  await expect(page.getByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
  expect(events.some((e) => e.event_type === "submitted")).toBe(false);

  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(attempts).toBe(2);
  await expect.poll(() => events.filter((e) => e.event_type === "submitted").length).toBe(1);
});

test("while submitting both buttons are disabled and the button reads Submitting...", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=a");
  await waitForQuizStart(events);
  await answerAll(page);
  await fillContact(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/leads", async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/thank-you$/);
});

test("the postcode is checked before sending, and server field errors show at the fields", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=b");
  await waitForQuizStart(events);
  await answerAll(page);
  await fillContact(page, "NOT A CODE");
  let sent = 0;
  await page.route("**/api/leads", async (route) => {
    sent++;
    await route.fulfill({
      status: 400,
      json: { error: "Invalid", fields: { email: "Please enter a valid email address" } },
    });
  });
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Please enter a valid UK postcode")).toBeVisible();
  await expect(page.getByLabel("Postcode")).toBeFocused();
  await expect(page.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(0);

  await page.getByLabel("Postcode").fill("np11 6xx");
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email Address")).toBeFocused();
  await expect(page.getByLabel("Postcode")).toHaveValue("NP11 6XX");
  expect(sent).toBe(1);
});
