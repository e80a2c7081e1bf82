import type { Page, Route } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens the chat from the floating button (it appears once the page is idle). */
export async function openChat(page: Page, path = "/") {
  await page.goto(path);
  await page.getByRole("button", { name: "Open chat" }).click();
  const panel = page.getByRole("dialog", { name: "Chat with Cymru Solar" });
  await expect(panel).toBeVisible();
  return panel;
}

/** The open chat panel; page-level forms (the home contact form) share field names with its lead form. */
export const panelOf = (page: Page) => page.getByRole("dialog", { name: "Chat with Cymru Solar" });

export const messageInput = (page: Page) => page.getByRole("textbox", { name: "Your message" });
export const chatLog = (page: Page) => page.getByRole("log", { name: "Chat messages" });

export async function sendMessage(page: Page, text: string) {
  await messageInput(page).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
}

export function toast(page: Page, title: string, description: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });
}

/** An event-stream body in the format /api/chat answers with. */
export function sseBody(...pieces: string[]): string {
  return (
    pieces.map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`).join("") +
    "data: [DONE]\n\n"
  );
}

export const fulfilSse = (route: Route, ...pieces: string[]) =>
  route.fulfill({ status: 200, contentType: "text/event-stream", body: sseBody(...pieces) });
