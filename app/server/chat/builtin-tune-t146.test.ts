/**
 * Readings tuned on set held-out-146: how many customers we have, the smallest system we size, the
 * size of a typical home system, and looking after panels another firm fitted. Each question is in
 * words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned on set 146", () => {
  it("gives the 1,000+ customers' rating with the installations when asked how many installs", () => {
    expect(ask("how many installations have you lot done in total?")).toContain("1,000+");
  });

  it("says the smallest system we size with the entry system", () => {
    expect(ask("what is the smallest system you would size for me?")).toContain("2kWp");
  });

  it("reads the size of system an average home gets as the typical 4kW home system", () => {
    expect(ask("how big a system does an average home usually have?")).toContain("4kW");
    expect(ask("which size of array do most homes go for?")).toContain("4kW");
  });

  it("reads servicing panels someone else fitted as systems installed by others, not a battery", () => {
    const reply = ask("would you service a system somebody else fitted years ago?");
    expect(reply).toContain("installed by others");
    expect(reply).not.toContain("Batteries start");
  });
});
