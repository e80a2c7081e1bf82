/**
 * The built-in assistant's readings of who else sees a visitor's details and of follow-ups about
 * cookies (issue #16). Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: who else sees a visitor's details", () => {
  it("reads 'who else sees my details' as the privacy policy's list of who receives them", () => {
    for (const q of [
      "If I order, who else gets to look at my personal details?",
      "Who else would end up with my name and address?",
      "Who do you pass my details on to?",
    ]) {
      const reply = ask(q);
      expect(reply).toContain("MCS");
      expect(reply).toContain("network operator");
      expect(reply).toContain("e-mail provider");
    }
  });

  it("still answers what we do with a visitor's data with the privacy policy", () => {
    expect(ask("What do you do with my data?")).toContain("privacy policy");
  });
});

describe("built-in assistant: undoing a cookie choice later", () => {
  it("reads 'change my mind' after our cookies as the cookie settings, not cancelling an order", () => {
    const history = turn("Which cookies do you set?", ask("Which cookies do you set?"));
    const reply = ask("and if I change my mind later?", history);
    expect(reply).toContain("Cookie settings");
    expect(reply).not.toContain("cooling-off");
  });

  it("reads 'turn it off' after the Meta pixel as the cookie settings, not the installation", () => {
    const history = turn("Is the Facebook pixel on your site?", "It loads only if you accept marketing cookies.");
    expect(ask("How would I turn it off afterwards?", history)).toContain("Cookie settings");
  });

  it("still reads 'change my mind' after signing as the cooling-off period", () => {
    expect(ask("What if I change my mind after signing?")).toContain("cooling-off");
  });
});

describe("built-in assistant: whether the calculator's savings are promised", () => {
  it("reads 'is that a promise?' after the calculator's savings as an estimate, not a guarantee", () => {
    const reply = ask(
      "The calculator reckons we'd save a couple of hundred a year. Is it a promise? Be straight with me.",
    );
    expect(reply).toContain("not a guarantee");
  });
});

describe("built-in assistant: rejecting marketing cookies", () => {
  it("reads whether the site still works without marketing cookies as the strictly necessary ones", () => {
    const reply = ask("Will your site still work on my tablet if I refuse the marketing cookies?");
    expect(reply).toContain("strictly necessary");
    expect(reply).toContain("nothing is sent to Meta");
  });
});
