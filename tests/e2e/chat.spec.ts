import type { Route } from "@playwright/test";
import { chatLog, fulfilSse, messageInput, openChat, panelOf, sendMessage, toast } from "./chat-helpers";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("chat widget", () => {
  test("opens with the greeting, moves focus in, and Escape closes it with focus back on the button", async ({
    page,
  }) => {
    const panel = await openChat(page);
    await expect(chatLog(page)).toContainText("Hello, how can I help you today?");
    await expect(messageInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
  });

  test("has no accessibility violations with the panel open, in chat and lead-details mode", async ({ page }) => {
    await openChat(page);
    await expectAccessible(page);
    await sendMessage(page, "Please call me back");
    await expect(panelOf(page).getByRole("textbox", { name: "Full Name" })).toBeVisible();
    await expectAccessible(page);
  });

  test("answers a FAQ question, streaming the reply into the last message", async ({ page }) => {
    await openChat(page);
    // Record each length the reply goes through as it streams in.
    await page.evaluate(() => {
      const w = window as unknown as { replyLengths: number[] };
      w.replyLengths = [];
      const log = document.querySelector('[role="log"]')!;
      new MutationObserver(() => {
        const replies = log.querySelectorAll('[data-role="assistant"]');
        if (replies.length > 1) w.replyLengths.push(replies[replies.length - 1]!.textContent!.length);
      }).observe(log, { subtree: true, childList: true, characterData: true });
    });
    await sendMessage(page, "How long does it take to install solar panels?");
    const reply = chatLog(page).locator('[data-role="assistant"]').last();
    await expect(reply).toContainText("1-3 days");
    await expect(messageInput(page)).toBeEnabled();
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    expect(new Set(lengths).size).toBeGreaterThan(2);
    await expect(chatLog(page).locator('[data-role="user"]')).toContainText(
      "How long does it take to install solar panels?",
    );
  });

  test("disables the input and send button with a spinner while a reply loads", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route("/api/chat", async (route) => {
      await held;
      await fulfilSse(route, "Panels work ", "on cloudy days.");
    });
    await openChat(page);
    await sendMessage(page, "Do panels work when it's cloudy?");
    await expect(messageInput(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await expect(chatLog(page).getByText("Thinking…")).toBeVisible();
    release();
    await expect(chatLog(page)).toContainText("Panels work on cloudy days.");
    await expect(messageInput(page)).toBeEnabled();
  });

  test("never sends an empty or blank message", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/chat")) requests.push(r.url());
    });
    await openChat(page);
    await messageInput(page).fill("   \n  ");
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await messageInput(page).press("Enter");
    await expect(chatLog(page).locator('[data-role="user"]')).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("a call-back request opens the lead form, which stores a chat lead with the transcript", async ({ page }) => {
    const chatRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/chat")) chatRequests.push(r.url());
    });
    await openChat(page);
    await sendMessage(page, "Can someone call me back?");
    await expect(chatLog(page)).toContainText("Please share a few details below");
    expect(chatRequests).toEqual([]); // answered locally

    await panelOf(page).getByRole("button", { name: "Request Call" }).click();
    await expect(toast(page, "Missing information", "Please provide your name, email and phone number")).toBeVisible();

    await panelOf(page).getByRole("textbox", { name: "Full Name" }).fill("Megan Price");
    await panelOf(page).getByRole("textbox", { name: "Email Address" }).fill("megan@example.com");
    await panelOf(page).getByRole("textbox", { name: "Phone Number" }).fill("07700 900123");
    await panelOf(page).getByRole("textbox", { name: "Property Address (optional)" }).fill("1 High Street, Newport");
    const stored = page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");
    await panelOf(page).getByRole("button", { name: "Request Call" }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), estimate: null });
    expect(response.request().postDataJSON()).toMatchObject({
      source: "chat",
      name: "Megan Price",
      email: "megan@example.com",
      phone: "07700 900123",
      address: "1 High Street, Newport",
      message: "Customer expressed interest through the chatbot",
      page: "/",
      conversationHistory: [
        { role: "assistant", content: "Hello, how can I help you today?" },
        { role: "user", content: "Can someone call me back?" },
        { role: "assistant", content: expect.stringContaining("a few details") },
      ],
    });

    await expect(toast(page, "Thank you!", "Our team will contact you shortly.")).toBeVisible();
    await expect(panelOf(page).getByRole("textbox", { name: "Full Name" })).toBeHidden();
    await expect(chatLog(page)).toContainText("Thank you, Megan Price! Our team will be in touch");
    await expect(messageInput(page)).toBeVisible();
  });

  test("a yes to the assistant's offer of a free call opens the lead form; Cancel returns to the messages", async ({
    page,
  }) => {
    await openChat(page);
    await sendMessage(page, "I'd like a quote please");
    await expect(chatLog(page)).toContainText("Would you like a free call from one of our advisers?");
    await expect(messageInput(page)).toBeEnabled();
    await sendMessage(page, "yes please");
    await expect(panelOf(page).getByRole("textbox", { name: "Full Name" })).toBeFocused();
    await panelOf(page).getByRole("button", { name: "Cancel" }).click();
    await expect(panelOf(page).getByRole("textbox", { name: "Full Name" })).toBeHidden();
    await expect(messageInput(page)).toBeVisible();
  });

  test("sends one lead at a time however often the button is pressed", async ({ page }) => {
    let posts = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route("/api/leads", async (route) => {
      posts++;
      await held;
      await route.fulfill({ status: 201, json: { id: "held-lead" } });
    });
    await openChat(page);
    await sendMessage(page, "Can I talk to an adviser?");
    await panelOf(page).getByRole("textbox", { name: "Full Name" }).fill("Megan Price");
    await panelOf(page).getByRole("textbox", { name: "Email Address" }).fill("megan@example.com");
    await panelOf(page).getByRole("textbox", { name: "Phone Number" }).fill("07700 900123");
    await panelOf(page).getByRole("button", { name: "Request Call" }).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await panelOf(page).getByRole("textbox", { name: "Phone Number" }).press("Enter");
    release();
    await expect(toast(page, "Thank you!", "Our team will contact you shortly.")).toBeVisible();
    expect(posts).toBe(1);
  });

  test.describe("when a request fails", () => {
    // The browser logs each failed request; that is the situation under test.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("shows the error toast when the lead cannot be stored", async ({ page }) => {
      await page.route("/api/leads", (route) => route.fulfill({ status: 500, json: { error: "Database down" } }));
      await openChat(page);
      await sendMessage(page, "please get in touch");
      await panelOf(page).getByRole("textbox", { name: "Full Name" }).fill("Megan Price");
      await panelOf(page).getByRole("textbox", { name: "Email Address" }).fill("megan@example.com");
      await panelOf(page).getByRole("textbox", { name: "Phone Number" }).fill("07700 900123");
      await panelOf(page).getByRole("button", { name: "Request Call" }).click();
      await expect(toast(page, "Error", "Failed to submit your information. Please try again.")).toBeVisible();
      await expect(panelOf(page).getByRole("textbox", { name: "Full Name" })).toHaveValue("Megan Price");
      await expect(panelOf(page).getByRole("button", { name: "Request Call" })).toBeEnabled();
    });

    const failures: [string, (route: Route) => Promise<void>, string, string][] = [
      [
        "429",
        (r) => r.fulfill({ status: 429, json: { error: "Too many" } }),
        "Rate limit exceeded",
        "Please try again in a moment.",
      ],
      [
        "402",
        (r) => r.fulfill({ status: 402, json: { error: "Payment" } }),
        "Service unavailable",
        "AI service temporarily unavailable.",
      ],
      [
        "500",
        (r) => r.fulfill({ status: 500, json: { error: "Boom" } }),
        "Error",
        "Failed to send message. Please try again.",
      ],
      [
        "an empty reply",
        (r) => r.fulfill({ status: 200, contentType: "text/event-stream", body: "" }),
        "Error",
        "Failed to send message. Please try again.",
      ],
      ["a network error", (r) => r.abort("failed"), "Error", "Failed to send message. Please try again."],
    ];

    for (const [name, handler, title, description] of failures) {
      test(`shows '${title}' for ${name} and lets the visitor try again`, async ({ page }) => {
        await page.route("/api/chat", handler);
        await openChat(page);
        await sendMessage(page, "How much is a battery?");
        await expect(toast(page, title, description)).toBeVisible();
        await expect(messageInput(page)).toBeEnabled();
        await expect(chatLog(page).locator('[data-role="assistant"]')).toHaveCount(1);
      });
    }
  });

  test("is not on the staff dashboard", async ({ page }) => {
    await page.goto("/quiz-analytics");
    await page.evaluate(
      () => new Promise<void>((r) => requestIdleCallback(() => setTimeout(() => requestIdleCallback(() => r()), 200))),
    );
    await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(0);
  });
});
