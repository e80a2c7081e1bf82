import { rmSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import type { QuizFunnel } from "~/lib/staff-types";
import { expect, expectAccessible, test } from "./fixtures";
import { answerAll, captureQuizEvents, choose, fillContact, waitForQuizStart } from "./landing-helpers";
import { type ServerProcess, startServer } from "./support/server-process";

/**
 * The staff dashboard after real visits: two visitors play the quiz (one to
 * the end, one leaves at question 3), one sends the home contact form, then
 * staff log in and read the figures. The server is this spec's own (its own
 * data directory), so other specs' events and leads never change the counts;
 * each project (phone and desktop width) starts one.
 */
const PASSWORD = "e2e-staff-password";
const HOME_LEAD = { name: "Rhys Home-Form", email: "rhys@example.com", phone: "07700 900456" };

test.describe.configure({ mode: "serial", timeout: 30_000 });

let server: ServerProcess;

test.beforeAll(async () => {
  // Starting a server (and migrating its embedded database) takes a few seconds on a busy machine.
  test.setTimeout(60_000);
  server = await startServer({ ANALYTICS_PASSWORD: PASSWORD, LOG_LEVEL: "info" });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

// The consent banner has its own spec; here it would only cover the forms.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
});

test("a visitor plays the quiz to the end and sends their details", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto(`${server.url}/landing?v=a&utm_source=google`);
  await waitForQuizStart(events);
  await answerAll(page);
  await fillContact(page);
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect.poll(() => events.map((e) => e.event_type)).toContain("submitted");
});

test("a visitor leaves the quiz at question 3", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto(`${server.url}/landing?v=b&utm_source=facebook`);
  await waitForQuizStart(events);
  await choose(page, "Under £50");
  await choose(page, "Home (residential)");
  await expect(page.getByText("Question 3 of 5")).toBeVisible();
  await page.getByRole("link", { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => events.map((e) => e.event_type)).toContain("abandoned");
});

test("a visitor sends the home contact form", async ({ page }) => {
  await page.goto(`${server.url}/#contact`);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill(HOME_LEAD.name);
  await form.getByLabel("Email Address").fill(HOME_LEAD.email);
  await form.getByLabel("Phone Number").fill(HOME_LEAD.phone);
  await form.getByLabel(/Message/).fill("Can you look at our roof in Pontypridd?");
  await form.getByRole("button", { name: "Send My Enquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
});

const card = (page: Page, label: string) => page.getByRole("listitem").filter({ hasText: label });

/** The answers listed under one question of Popular Answers, in order. */
const answersOf = (page: Page, question: string): Locator =>
  page
    .getByRole("region", { name: "Popular Answers" })
    .getByRole("heading", { name: question, exact: true })
    .locator("xpath=following-sibling::ol[1]")
    .getByRole("listitem");

test("staff see those visits on the dashboard and both leads in the inbox", async ({ page }) => {
  // The abandonment travels by beacon: wait until the server has stored every event before looking.
  let days: string[] = [];
  await expect
    .poll(async () => {
      const res = await page.request.get(`${server.url}/api/quiz-analytics`, {
        headers: { "x-analytics-password": PASSWORD },
      });
      const f = (await res.json()) as QuizFunnel;
      days = f.daily.map((d) => d.date);
      return [f.totalStarts, f.submissions, f.abandoned];
    })
    .toEqual([2, 1, 1]);
  // Both sessions began on one London day: today.
  expect(days).toHaveLength(1);
  const today = days[0]!;

  // Logged in from the funnel tab's address, the gate returns there.
  await page.goto(`${server.url}/quiz-analytics/funnel`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();

  // The four cards.
  await expect(card(page, "Total Quiz Starts")).toHaveText(/Total Quiz Starts\s*2$/);
  await expect(card(page, "Reached Contact Form")).toHaveText(/Reached Contact Form\s*1\s*50% completion rate$/);
  await expect(card(page, "Completed Submissions")).toHaveText(/Completed Submissions\s*1\s*50% conversion rate$/);
  await expect(card(page, "Abandoned")).toHaveText(/Abandoned\s*1\s*50% drop-off rate$/);

  // Question performance: both answered questions 1 and 2, one went on to the end.
  const answered = {
    "Monthly electricity bill": ["2", "100"],
    "Property type": ["2", "100"],
    "Own or rent": ["1", "50"],
    "Roof condition": ["1", "50"],
    "Interested in a battery": ["1", "50"],
  };
  for (const [question, [count, share]] of Object.entries(answered)) {
    const bar = page.getByRole("progressbar", { name: question });
    await expect(bar).toHaveAttribute("aria-valuenow", share!);
    await expect(page.getByRole("listitem").filter({ has: bar })).toContainText(`${count} answered (${share}%)`);
  }

  // Popular answers: what each visitor chose.
  await expect(answersOf(page, "Monthly electricity bill")).toHaveText([
    /£100-£200\s*1 response/,
    /Under £50\s*1 response/,
  ]);
  await expect(answersOf(page, "Property type")).toHaveText([/Residential\s*2 responses/]);
  await expect(answersOf(page, "Own or rent")).toHaveText([/Own\s*1 response/]);
  await expect(answersOf(page, "Roof condition")).toHaveText([/Good\s*1 response/]);
  await expect(answersOf(page, "Interested in a battery")).toHaveText([/Maybe\s*1 response/]);

  // Variant A (played to the end) against B (left), and where they came from.
  const variants = page.getByRole("region", { name: "Variant A against variant B" });
  // Figures as rows, variants as columns: A then B.
  const figures = {
    Starts: ["1", "1"],
    "Reached form": ["1", "0"],
    Submissions: ["1", "0"],
    Conversion: ["100%", "0%"],
  };
  for (const [figure, cells] of Object.entries(figures)) {
    await expect(variants.getByRole("row", { name: new RegExp(`^${figure}`) }).getByRole("cell")).toHaveText(cells);
  }
  await expect(variants.getByRole("columnheader", { name: /^Variant A/ })).toContainText("converts better");
  await expect(variants.getByRole("columnheader", { name: /^Variant B/ })).not.toContainText("converts better");
  const sources = page.getByRole("region", { name: "Where visitors came from" });
  await expect(sources.getByRole("row", { name: /^google/ }).getByRole("cell")).toHaveText(["1", "1 (100%)"]);
  await expect(sources.getByRole("row", { name: /^facebook/ }).getByRole("cell")).toHaveText(["1", "0 (0%)"]);

  // Today's line of the daily trend, as a table.
  const trend = page.getByRole("region", { name: "Daily trend" });
  await trend.getByText("Show the figures as a table").click();
  await expect(trend.getByRole("row", { name: today }).getByRole("cell")).toHaveText(["2", "1", "1"]);

  await expectAccessible(page);

  // Only variant B: the visitor who left.
  await page.getByLabel("Quiz variant").selectOption({ label: "Variant B" });
  await expect(card(page, "Total Quiz Starts")).toHaveText(/Total Quiz Starts\s*1$/);
  await expect(card(page, "Completed Submissions")).toHaveText(/Completed Submissions\s*0\s*0% conversion rate$/);
  await expect(card(page, "Abandoned")).toHaveText(/Abandoned\s*1\s*100% drop-off rate$/);
  await expect(answersOf(page, "Monthly electricity bill")).toHaveText([/Under £50\s*1 response/]);
  await expect(page.getByRole("progressbar", { name: "Own or rent" })).toHaveCount(0);

  await expect(page).toHaveURL(/\/quiz-analytics\/funnel\?variant=b$/);

  // The inbox tab.
  await page.getByRole("link", { name: "Leads inbox" }).click();
  // The inbox: the quiz lead with its answers and the home form lead with its message.
  const quizLead = page.getByRole("article", { name: "Sian Jones" });
  await expect(quizLead).toContainText("Quiz");
  // In the order the quiz asks them.
  const quizAnswers = quizLead.locator("dt", { hasText: "Quiz answers" }).locator("xpath=following-sibling::dd[1]//li");
  await expect(quizAnswers).toHaveText([
    "Monthly electricity bill: £100-£200",
    "Property type: Residential",
    "Own or rent: Own",
    "Roof condition: Good",
    "Interested in a battery: Maybe",
  ]);
  await expect(quizLead).toContainText("variant A");
  const homeLead = page.getByRole("article", { name: HOME_LEAD.name });
  await expect(homeLead).toContainText("Home form");
  await expect(homeLead.getByRole("link", { name: HOME_LEAD.email })).toHaveAttribute(
    "href",
    `mailto:${HOME_LEAD.email}`,
  );
  await expect(homeLead).toContainText("Can you look at our roof in Pontypridd?");

  await expectAccessible(page);
});
