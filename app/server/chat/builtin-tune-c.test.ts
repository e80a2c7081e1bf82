/**
 * The built-in assistant's readings added on branch tune-c: who on the team is asked about as
 * "which of your staff", our rating asked as an average, the founder asked by our name, and
 * selling customers' details as a question of privacy, not a product. Each question is in
 * words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { wantsContact } from "~/lib/chat-triggers";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added on branch tune-c", () => {
  it("reads 'which member of your team' as a who-question", () => {
    expect(ask("which of your staff would sort out a battery for us?")).toContain("Tom Harris");
    expect(ask("what member of the team handles the system design?")).toContain("Bethan");
  });

  it("answers our average rating and who founded Cymru Solar", () => {
    expect(ask("what's your overall star rating?")).toContain("4.9");
    expect(ask("who set up Cymru Solar?")).toContain("Rhys Powell");
  });

  it("reads selling customers' details as privacy, not a product request", () => {
    expect(ask("would you sell client details to marketing firms?")).toContain("never sell");
  });

  it("hands off what the site does not say about us, a panel's weight, tax on export money and supplier deals", () => {
    const asked = [
      "what's the firm's annual turnover?",
      "can we visit one of your installs near us before signing?",
      "what's the school called that had the big record job?",
      "do your vans run on electric or diesel?",
      "what do the panels weigh?",
      "do I pay tax on my SEG payments?",
      "which electricity supplier is best when you've got panels?",
    ];
    expectHandOffs(asked);
    // (Said plainly as a subject the site does not cover, not a vaguer "not sure".)
    for (const question of asked) expect(ask(question), question).toContain("Our website doesn't cover");
  });

  it("reads 'no VAT' or 'VAT-free' as the rate of VAT charged", () => {
    expect(ask("heard batteries are VAT-free now, right?")).toContain("0%");
    expect(ask("a mate reckons there's zero VAT on panels at the moment?")).toContain("0%");
  });

  it("names who built our website, from the footer's credit", () => {
    expect(ask("which web designer made your site?")).toContain("Bryn Web Studio");
  });

  it("says the drone surveys without ladders or scaffolding, as the drone service says", () => {
    expect(ask("if you send the drone, do you still have to put scaffolding up?")).toContain(
      "without ladders or scaffolding",
    );
  });

  it("reads 'if we get in touch…' as a condition, not a request for a call", () => {
    expect(ask("once we get in touch, how many weeks till it's all switched on?")).toContain("4-8 weeks");
    expect(wantsContact("if I get in touch next month, how soon could you fit it?")).toBe(false);
    expect(wantsContact("if I could speak to someone that would be great")).toBe(true);
  });

  it("reads 'how long till it's paid for itself' as payback, not the install timeline", () => {
    expect(ask("how long till it's paid for itself, roughly?")).toContain("7-12 years");
  });

  it("answers a town of ours with where we work and the message's other question", () => {
    const reply = ask("we are in Cheltenham, do you cover it and is the first visit free?");
    expect(reply).toContain("Gloucester & Surrounding");
    expect(reply).toContain("free");
  });

  it("says our IP address is not sent to Meta, as the privacy policy does", () => {
    const history = turn(
      "do you share anything with Facebook?",
      "When you accept marketing cookies, we load Meta's pixel.",
    );
    expect(ask("and is my IP address passed to them?", history)).toContain("do not send it to Meta");
  });
});
