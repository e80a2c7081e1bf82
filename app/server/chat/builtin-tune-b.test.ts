/**
 * The built-in assistant's readings added on branch tune-b: the cookie policy's small print
 * among the site's passages, and more. Each question is in words of our own, not a question
 * of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added on branch tune-b", () => {
  it("answers how long the site's cookies and local storage last, from the cookie policy", () => {
    expect(ask("when does the cookie that keeps staff logged in expire?")).toContain("12 hours");
    expect(ask("how long do the attribution records in my browser's local storage stick around?")).toContain(
      "90 days",
    );
  });
});
