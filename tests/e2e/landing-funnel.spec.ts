import { expect, test } from "./fixtures";
import {
  answerAll,
  captureQuizEvents,
  choose,
  fillContact,
  progress,
  script,
  type SentEvent,
  waitForQuizStart,
} from "./landing-helpers";

const variants = [
  {
    variant: "b",
    query: "?v=b&utm_source=facebook&utm_medium=paid-social&utm_campaign=spring-solar",
    utm: { utm_source: "facebook", utm_medium: "paid-social", utm_campaign: "spring-solar" },
    title: "We need your details to provide you with a quote",
    label: "Final Step",
  },
  {
    variant: "a",
    query: "?utm_source=google&utm_campaign=autumn&v=a",
    utm: { utm_source: "google", utm_campaign: "autumn" },
    title: "Where should we send your free quote?",
    label: "Your details",
  },
] as const;

for (const v of variants) {
  test(`variant ${v.variant}: the whole funnel sends every event and stores the lead`, async ({ page, isMobile }) => {
    const events = captureQuizEvents(page);
    await page.goto(`/landing${v.query}`);
    await waitForQuizStart(events);
    expect(await page.evaluate(() => localStorage.getItem("quiz_variant"))).toBe(v.variant);
    const sessionId = await page.evaluate(() => sessionStorage.getItem("quiz_session_id"));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    await answerAll(page);
    await expect(page.getByRole("heading", { name: v.title })).toBeFocused();
    await expect(page.getByText(v.label, { exact: true })).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");

    await fillContact(page);
    const leadRequest = page.waitForRequest((r) => r.url().endsWith("/api/leads"));
    const leadResponse = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    const payload = (await leadRequest).postDataJSON() as Record<string, unknown>;
    const response = await leadResponse;
    expect(response.status()).toBe(201);
    // With the estimate the server stored for the postcode and bill answer (docs/product.md §13.6).
    expect(await response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      estimate: expect.objectContaining({
        inputs: expect.objectContaining({ postcode: "CF10 1AA", monthlyBill: 150 }),
      }),
    });
    await expect(page).toHaveURL(/\/thank-you$/);

    const contact = { source: "quiz", name: "Sian Jones", email: "sian@example.com", phone: "07700 900123" };
    // Every lead form sends its honeypot, empty for people.
    // Both touches are this landing; no marketing consent was given, so no click id goes with it.
    const attribution = {
      page: "/landing",
      variant: v.variant,
      ...v.utm,
      website: "",
      landing_page: "/landing",
      first_touch: { landing_page: "/landing", ...v.utm },
      marketing_consent: false,
    };
    if (v.variant === "b") {
      expect(payload).toEqual({
        ...contact,
        ...attribution,
        postcode: "CF10 1AA",
        address: "CF10 1AA",
        quizAnswers: Object.fromEntries(script.map((s) => [s.question, s.value])),
      });
    } else {
      expect(payload).toEqual({
        ...contact,
        ...attribution,
        postcode: "CF10 1AA",
        monthly_bill: "100-200",
        property_type: "residential",
        ownership: "own",
        roof_condition: "good",
        battery_interest: "maybe",
      });
    }

    const common = {
      session_id: sessionId,
      total_steps: 5,
      device_type: isMobile ? "mobile" : "desktop",
      variant: v.variant,
      ...v.utm,
    };
    const answered = script.map((s, i) => ({
      ...common,
      event_type: "question_answered",
      question_id: s.question,
      answer: s.value,
      current_step: i,
    }));
    const expected: SentEvent[] = [
      { ...common, event_type: "started", current_step: 0 } as SentEvent,
      { ...common, event_type: "q1_viewed", question_id: "monthlyBill", current_step: 0 } as SentEvent,
      { ...answered[0]!, event_type: "first_answered" } as SentEvent,
      ...(answered as SentEvent[]),
      { ...common, event_type: "form_reached", current_step: 5 } as SentEvent,
      { ...common, event_type: "submitted", current_step: 5 } as SentEvent,
    ];
    await expect.poll(() => events.length).toBe(expected.length);
    expect(events).toEqual(expected);
  });
}

test("Back and Next rules, the badge, the savings line and the last question", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=b");
  await expect(page.getByRole("heading", { name: "See if you qualify", level: 1 })).toBeVisible();
  await expect(page.getByText("Takes ~60 seconds")).toBeVisible();
  await waitForQuizStart(events);

  await expect(page.getByText("Question 1 of 5")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "20");
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(page.getByText("Most common")).toBeVisible();
  await expect(page.getByText(/^Est\. savings/)).toHaveCount(0);

  await choose(page, "Over £200");
  await expect(page.getByRole("status").getByText(/£2,000\+ a year/)).toBeVisible();
  await expect(page.getByText("Est. savings: £2,000+ per year")).toBeVisible();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "40");
  await expect(page.getByRole("heading", { name: "What type of property is it?" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  // The savings message goes after three seconds; the line stays.
  await expect(page.getByRole("status").getByText(/£2,000\+ a year/)).toHaveCount(0, { timeout: 4_500 });
  await expect(page.getByText("Est. savings: £2,000+ per year")).toBeVisible();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Over £200/ })).toBeChecked();
  await expect(page.getByText("Most common")).toBeVisible();
  await choose(page, "£100-£200");
  await expect(page.getByText("Est. savings: £1,200-£2,000 per year")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: /£100-£200/ })).toBeChecked();
  await expect(page.getByText("Most common")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  await page.getByRole("button", { name: "Next" }).click();

  await choose(page, "Business (commercial)");
  await choose(page, "No, I rent it");
  await choose(page, "Fair");
  await expect(page.getByText("Question 5 of 5")).toBeVisible();
  await expect(page.getByText("Almost done! Last question")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await choose(page, "No, panels only");
  await expect(page.getByText("Final Step", { exact: true })).toBeVisible();
  await expect(page.getByText("Almost done! Last question")).toHaveCount(0);

  await fillContact(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Question 5 of 5")).toBeVisible();
  await expect(page.getByRole("radio", { name: "No, panels only" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue("Sian Jones");
  await expect(page.getByLabel("Postcode")).toHaveValue("cf10 1aa");

  // Answer changes are recorded; repeats are not; the form is reached once.
  const answers = events.filter((e) => e.event_type === "question_answered").map((e) => `${e.question_id}=${e.answer}`);
  expect(answers).toEqual([
    "monthlyBill=over200",
    "monthlyBill=100-200",
    "propertyType=commercial",
    "ownership=rent",
    "roofCondition=fair",
    "batteryInterest=no",
  ]);
  expect(events.filter((e) => e.event_type === "form_reached")).toHaveLength(1);
  expect(events.filter((e) => e.event_type === "first_answered")).toHaveLength(1);
});

test("leaving the quiz part-way for another page sends abandoned with the step reached", async ({ page }) => {
  const events = captureQuizEvents(page);
  await page.goto("/landing?v=a&utm_source=bing");
  await waitForQuizStart(events);
  await choose(page, "Under £50");
  await choose(page, "Home (residential)");
  await expect(page.getByText("Question 3 of 5")).toBeVisible();
  await page.getByRole("link", { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => events.find((e) => e.event_type === "abandoned"))
    .toMatchObject({ current_step: 2, variant: "a", utm_source: "bing", total_steps: 5 });
});
