/**
 * The built-in assistant's readings of questions about the visitor's own roof (tuning round
 * "roofs"): people climbing about on it (our drone survey spares them), a roof facing north (the
 * calculator takes it, a survey says more), how big a system a house roof takes, and whether we fit
 * terraces (our Victorian terrace in Bristol). Each question is in words of our own, not a question
 * of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";
import { offersCall } from "~/lib/chat-triggers";

describe("built-in assistant: people on the visitor's roof", () => {
  it("answers a worry about people clambering about on the roof with our drone survey", () => {
    const reply = ask(
      "My mum hates the idea of workmen scrambling around on her roof. How would you go about the survey?",
    );
    expect(reply).toContain("drone");
    expect(reply).toMatch(/climb|scaffolding/);
  });

  it("answers someone clambering around up there with our drone survey", () => {
    const reply = ask(
      "Our farmhouse roof is very high and I'd hate anyone clambering around up there. How do you survey a roof like mine?",
    );
    expect(reply).toContain("drone");
    expect(reply).not.toContain("roofer");
  });

  it("reads whether a drone is used to look at the roof as our drone survey", () => {
    expect(ask("is a drone used to look at the roof?")).toContain("drone");
  });
});

describe("built-in assistant: a roof facing north", () => {
  it("answers a north-facing roof with the calculator and an offer of a call, not the typical home's savings", () => {
    const reply = ask("The back of our house faces due north. Straight answer, is solar any use at all?");
    expect(reply).toContain("north");
    expect(reply).toContain("calculator");
    expect(offersCall(reply)).toBe(true);
    expect(reply).not.toContain("30%");
  });

  it("hands off what a north-facing roof would lose, whatever else the message asks", () => {
    const reply = ask("Ours is a north-facing roof with a dormer in it. How much would we lose against a south one?");
    expect(reply).toContain("north");
    expect(offersCall(reply)).toBe(true);
  });
});

describe("built-in assistant: how big a system a house roof takes", () => {
  it("reads 'how big a system can a … roof take' as the largest system a house roof takes", () => {
    expect(ask("how big a system can an ordinary house roof take?")).toContain("6kWp");
  });

  it("reads 'how big a system can you fit on a semi' as the largest system a house roof takes", () => {
    expect(ask("How large a system could you fit on a typical semi?")).toContain("6kWp");
  });
});

describe("built-in assistant: whether we fit terraces", () => {
  it("answers whether we do terraced homes with our Victorian terrace, not that the site does not say", () => {
    const reply = ask("do you do terraced homes?");
    expect(reply).toContain("Victorian Terrace");
    expect(reply).not.toContain("doesn't say");
  });

  it("answers whether we fit panels on terraces with our Victorian terrace", () => {
    expect(ask("Do you install panels on terraces at all?")).toContain("Victorian Terrace");
  });
});
