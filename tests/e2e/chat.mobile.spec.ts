import { openChat } from "./chat-helpers";
import { expect, test } from "./fixtures";

test.describe("chat widget on small screens", () => {
  test("the panel fills the screen and its close button returns focus to the chat button", async ({ page }) => {
    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
  });

  test("no 'Chat with us' bubble on small screens", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
    await page.clock.fastForward(20_000);
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden();
  });
});
