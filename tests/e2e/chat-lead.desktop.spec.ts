import { chatLog, openChat, panelOf, sendMessage, toast } from "./chat-helpers";
import { expect, test } from "./fixtures";

/** The chat's lead form on the shared lead client and field components (one width: behaviour, not layout). */
test.describe("chat lead", () => {
  async function openLeadForm(page: Parameters<typeof openChat>[0], path = "/") {
    await openChat(page, path);
    await sendMessage(page, "Can someone call me back?");
    await expect(chatLog(page)).toContainText("Please share a few details below");
  }

  async function fill(page: Parameters<typeof openChat>[0], email = "megan@example.com") {
    await panelOf(page).getByRole("textbox", { name: "Full Name" }).fill("Megan Price");
    await panelOf(page).getByRole("textbox", { name: "Email Address" }).fill(email);
    await panelOf(page).getByRole("textbox", { name: "Phone Number" }).fill("07700 900123");
  }

  test("from a link with a 300-character utm_source, the lead is stored", async ({ page }) => {
    const source = "s".repeat(300);
    await page.goto("/about"); // the referrer is set on the next navigation
    await openLeadForm(page, `/faq?utm_source=${source}&utm_campaign=Spring%20Sale!`);
    await fill(page);
    const stored = page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");
    await panelOf(page).getByRole("button", { name: "Request Call" }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      source: "chat",
      page: "/faq",
      utm_source: "s".repeat(64),
      utm_campaign: "Spring-Sale",
      website: "",
    });
    await expect(toast(page, "Thank you!", "Our team will contact you shortly.")).toBeVisible();
    await expect(chatLog(page)).toContainText("Thank you, Megan Price!");
  });

  test.describe("refused", () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("a field the server refuses shows its message by the field", async ({ page }) => {
      await openLeadForm(page);
      await fill(page, "megan@example");
      await panelOf(page).getByRole("button", { name: "Request Call" }).click();
      await expect(toast(page, "Error", "Failed to submit your information. Please try again.")).toBeVisible();
      const email = panelOf(page).getByRole("textbox", { name: "Email Address" });
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
      // Typing again clears the message.
      await email.fill("megan@example.com");
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
    });
  });

  test("has the lead forms' one honeypot, out of sight and out of the tab order", async ({ page }) => {
    await openLeadForm(page);
    const trap = panelOf(page).locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).not.toBeInViewport();
  });
});
