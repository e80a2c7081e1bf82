import { chatLog, fulfilSse, openChat, sendMessage } from "./chat-helpers";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("chat links", () => {
  test("an answer ends with a link to the page that says more, and the link works", async ({ page }) => {
    await openChat(page);
    await sendMessage(page, "Do panels work when it's cloudy?");
    const reply = chatLog(page).locator('[data-role="assistant"]').last();
    await expect(reply).toContainText("daylight");
    const link = reply.getByRole("link", { name: "More in our FAQ" });
    await expect(link).toHaveAttribute("href", "/faq");
    // The markdown itself is never shown.
    await expect(reply).not.toContainText("](");
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("a javascript: link in a reply is shown as plain text, never as a link", async ({ page }) => {
    await page.route("/api/chat", (route) =>
      fulfilSse(route, "See ", "[your prize](javascript:alert(document.cookie))", " and [our FAQ](/faq)."),
    );
    await openChat(page);
    await sendMessage(page, "Anything");
    const reply = chatLog(page).locator('[data-role="assistant"]').last();
    await expect(reply).toContainText("See your prize and our FAQ.");
    await expect(reply.getByRole("link")).toHaveCount(1);
    await expect(reply.getByRole("link", { name: "our FAQ" })).toHaveAttribute("href", "/faq");
    expect(await reply.innerHTML()).not.toContain("javascript:");
  });
});
