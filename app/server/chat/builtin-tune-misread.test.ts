/**
 * Everyday words read as one of our subject words with another meaning: "units" of electricity as a
 * business's units, "who covers me?" as the areas we cover, moving a booked survey as what the
 * survey costs, "the remainder" as a booking's reminder. Each question is in words of our own, not
 * a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: everyday words with another meaning", () => {
  it("reads units a year as electricity used, so a home's payback question gets the payback", () => {
    const reply = ask(
      "Our roof faces south and we get through about 2,800 units a year. How long until panels pay for themselves?",
    );
    expect(reply).toContain("7-12 years");
    expect(reply).not.toContain("deposit");
  });

  it("still reads a business's industrial units as a business", () => {
    expect(ask("We have two industrial units in Bridgend, what does solar cost?")).toContain("£50,000");
  });

  it("answers who covers the work, once we have closed down, with the insured workmanship", () => {
    const reply = ask("If the install goes wrong years later and you've closed down, who covers us?");
    expect(reply).toContain("RECC and TrustMark");
    expect(reply).not.toContain("We install across");
  });

  it("still answers who covers a town with the areas we work in", () => {
    expect(ask("who covers Swansea?")).toContain("We install across");
  });

  it("answers moving a booked survey to another day with the confirmation e-mail's link", () => {
    const reply = ask("can I push my home survey to another day?");
    expect(reply).toContain("link to move or cancel");
    expect(reply).not.toContain("the survey is free");
  });

  it("reads the remainder of the money as the balance, not a reminder", () => {
    const reply = ask("when do I pay the remainder?");
    expect(reply).toContain("balance is due on completion");
    expect(reply).not.toContain("reminder");
  });
});
