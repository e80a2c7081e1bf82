import { openChat } from "./chat-helpers";
import { expect, test } from "./fixtures";

test.describe("chat widget on medium and larger screens", () => {
  test("shows the 'Chat with us' bubble after 15 seconds closed, and it can be dismissed", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
    const bubble = page.getByRole("button", { name: "Chat with us" });
    await page.clock.fastForward(14_000);
    await expect(bubble).toBeHidden();
    await page.clock.fastForward(1_500);
    await expect(bubble).toBeVisible();
    await page.getByRole("button", { name: "Dismiss chat prompt" }).click();
    await expect(bubble).toBeHidden();
    await page.clock.fastForward(30_000);
    await expect(bubble).toBeHidden();
  });

  test("the bubble opens the chat and does not come back after it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
    await page.clock.fastForward(16_000);
    await page.getByRole("button", { name: "Chat with us" }).click();
    const panel = page.getByRole("dialog", { name: "Chat with Cymru Solar" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close chat" }).click();
    await page.clock.fastForward(30_000);
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden();
  });

  test("the panel is 400 by 650 pixels above the chat button", async ({ page }) => {
    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(400);
    expect(Math.round(box.height)).toBe(650);
    const button = (await page.getByRole("button", { name: "Close chat" }).first().boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(button.y);
  });
});
