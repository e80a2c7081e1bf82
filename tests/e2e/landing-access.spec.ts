import { expect, expectAccessible, test } from "./fixtures";
import { captureQuizEvents, choose, fillContact, script, waitForQuizStart } from "./landing-helpers";
import { claims } from "~/content/estimate-claims";

test("every quiz state is free of accessibility violations", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=b");
  await waitForQuizStart(events);
  await expectAccessible(page);

  await choose(page, script[0].label);
  await expect(page.getByRole("status").getByText(/a year with solar/)).toBeVisible();
  await expectAccessible(page);

  for (const step of script.slice(1, 4)) await choose(page, step.label);
  await expect(page.getByText("Almost done! Last question")).toBeVisible();
  await expectAccessible(page);

  await choose(page, script[4].label);
  await expect(page.getByText("Final Step", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await fillContact(page, "ZZ");
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Please enter a valid UK postcode")).toBeVisible();
  await expectAccessible(page);
});

test("variant A's contact step is accessible too", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=a");
  await waitForQuizStart(events);
  for (const step of script) await choose(page, step.label);
  await expect(page.getByRole("heading", { name: "Where should we send your free quote?" })).toBeVisible();
  await expectAccessible(page);
});

test("the quiz can be completed with the keyboard alone", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=b&utm_source=keyboard");
  await waitForQuizStart(events);

  // Tab into the first question's radio group.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    if (await page.getByRole("radio", { name: "Under £50" }).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByRole("radio", { name: "Under £50" })).toBeFocused();
  // Arrow keys choose without moving on; Space confirms.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "£50-£100" })).toBeChecked();
  await page.waitForTimeout(400);
  await expect(page.getByText("Question 1 of 5")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What type of property is it?" })).toBeFocused();

  // Tab to the group, Space picks the focused option.
  const next = [
    "Do you own the property?",
    "What condition is your roof in?",
    "Would you like battery storage too?",
    "We need your details to provide you with a quote",
  ];
  for (const heading of next) {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("heading", { name: heading })).toBeFocused();
  }

  for (const value of ["Sian Jones", "sian@example.com", "07700 900123", "CF10 1AA"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(value);
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/thank-you$/);
  const answered = events.filter((e) => e.event_type === "question_answered").map((e) => e.answer);
  expect(answered).toEqual(["50-100", "residential", "own", "excellent", "yes"]);
});

test("the call link stays visible and the call-to-action returns to the quiz", async ({ page }) => {
  await page.goto("/landing");
  await expect(page.getByRole("banner").locator('a[href^="tel:"]')).toBeVisible();
  await page.getByRole("button", { name: "Start the quiz" }).click();
  await expect(page.getByRole("heading", { name: "See if you qualify", level: 1 })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("banner").locator('a[href^="tel:"]')).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  // The spec's "Up to 80%", "£1,200+", "£30,000" and "5-7 years" are withdrawn:
  // the engine contradicts them (docs/decisions/044); its figures stand in their place.
  for (const text of [
    "Premium Solar Systems from £3,995",
    `Cut a Typical Electricity Bill by ${claims.billCutPanels.text.replace("about", "About")}`,
    "How Much Could You Save?",
    claims.typicalSavings.text,
    claims.typicalPayback.text.replace("about ", ""),
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("img", { name: /^Illustration:/ })).toHaveCount(6);
});
