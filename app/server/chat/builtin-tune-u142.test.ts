/**
 * The built-in assistant's readings tuned in u142 (money: prices after the survey, other firms' prices, tax).
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned in u142", () => {
  it("reads what could push a price up after the survey as the survey allowance for extras", () => {
    expect(ask("What kinds of things could bump the quote up after your visit?")).toContain("scaffolding");
    expect(ask("what might drive the cost higher once the surveyor has been round?")).toContain("roof access");
  });

  it("hands off how our prices compare with another company's", () => {
    expectHandOffs([
      "are you lot more expensive than the big energy suppliers?",
      "how do your prices compare to local firms?",
    ]);
  });

  it("hands off putting a home system through a business or reclaiming its VAT", () => {
    expectHandOffs([
      "I'm a sole trader, could I book the solar through my company?",
      "is it possible to reclaim VAT on the install?",
    ]);
  });

  it("reads a view of the site's figures before the question as background, and answers the question", () => {
    expect(
      ask("Your savings figures seem too good to be true, but what yearly kWh do they assume for a home?"),
    ).toContain("2,500");
  });

  it("reads how far a bill falls with panels and a battery as the bill cut, not the price", () => {
    expect(ask("how much smaller will our energy bill get if we add solar and a battery?")).toContain("about half");
    expect(ask("how much would my electric bill go down with solar plus storage")).toContain("about half");
  });

  it("reads wanting more than that after a price as a bigger size, with the add-on price", () => {
    const first = "what do home batteries cost?";
    const history = [
      { role: "user" as const, content: first },
      { role: "assistant" as const, content: ask(first) },
    ];
    expect(ask("what if we need more capacity", history)).toContain("£450");
    const short = [
      { role: "user" as const, content: "price of a home battery?" },
      { role: "assistant" as const, content: "Our batteries start from £6,500, for up to 13.5kWh of storage." },
    ];
    expect(ask("ok and if we need more than that?", short)).toContain("£450");
  });
});
