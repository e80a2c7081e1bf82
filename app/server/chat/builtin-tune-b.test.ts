/**
 * The built-in assistant's readings added on branch tune-b: the cookie policy's small print
 * among the site's passages, and more. Each question is in words of our own, not a question
 * of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added on branch tune-b", () => {
  it("answers how long the site's cookies and local storage last, from the cookie policy", () => {
    expect(ask("when does the cookie that keeps staff logged in expire?")).toContain("12 hours");
    expect(ask("how long do the attribution records in my browser's local storage stick around?")).toContain("90 days");
  });
});

describe("built-in assistant: more readings added on branch tune-b", () => {
  it("says we never store a visitor's IP address, even when asked alongside the chat", () => {
    // The IP answer first, not what happens to the chat.
    expect(ask("do you keep my IP address when I'm browsing or using the chat?")).toMatch(
      /^[^.]*\bIP\b[^.]*never store it/,
    );
  });

  it("gives the number of installations we have completed", () => {
    // The count, not our record installation.
    const count = ask("roughly how many installations have you lot completed?");
    expect(count).toContain("500");
    expect(count).not.toContain("Welsh record");
  });

  it("reads a house price and a payback someone claims", () => {
    expect(ask("my brother reckons solar puts 15% on house prices, true?")).toContain("3-4%");
    expect(ask("what payback are you claiming for a normal house?")).toContain("7-12 years");
  });
});

describe("built-in assistant: replies, reviews and survey visits (tune-b)", () => {
  it("answers how soon we reply when the visitor tells of another firm's slow call-back", () => {
    expect(ask("how quickly will you get back to me? my last installer took ten days to call me back")).toContain(
      "24 hours",
    );
  });

  it("reads an overall score and reviews kept elsewhere", () => {
    expect(ask("what's your overall score on review sites?")).toContain("4.9");
    expect(ask("do you have reviews anywhere else, not just on your own site?")).toContain("Trustpilot");
  });

  it("reads a charge for the surveyor to come out as the survey's price", () => {
    expect(ask("is there a call-out fee for the surveyor?")).toContain("survey is free");
  });
});

describe("built-in assistant: hand-offs and cancelling added on branch tune-b", () => {
  it("hands off what the site does not describe: matching quotes, other schemes, supply only, import rates, brand efficiency, a roof's strength", () => {
    const subjects: [string, string][] = [
      ["someone else offered me a cheaper price, can you undercut it?", "another company's quote"],
      ["are you members of Which Trusted Trader?", "Which? Trusted Traders"],
      ["would you only sell me the inverters? I'll get them fitted myself", "without fitting them"],
      ["what's the unit rate on economy 7 these days?", "energy tariffs"],
      ["is SolarEdge more efficient than Enphase?", "which brand is better"],
      ["our barn roof is quite old, will the rafters take the weight of the panels?", "strong enough"],
    ];
    for (const [question, subject] of subjects) expect(ask(question), question).toContain(subject);
    expectHandOffs(subjects.map(([question]) => question));
  });

  it("reads cold feet after signing as cancelling in the cooling-off period", () => {
    expect(ask("if we get cold feet the week after, are we tied in?")).toContain("14-day");
  });
});

describe("built-in assistant: the entry system and the estimate's typical home (tune-b)", () => {
  it("gives the entry system's size for the smallest home system, and for the starting price", () => {
    expect(ask("how small a system can you do for a two-bed terrace?")).toContain("3kWp");
    const history = turn("what's the cheapest you do?", "Complete solar systems start from £3,995 including VAT.");
    expect(ask("and how big a system is that?", history)).toContain("3kWp");
  });

  it("reads what we treat as a typical home's use as the estimate's assumption", () => {
    expect(ask("what annual kWh figure do you class as typical household electricity use?")).toContain(
      "typical home uses 2,500 kWh",
    );
  });
});

describe("built-in assistant: follow-ups added on branch tune-b", () => {
  it("gives a team member's interests, as the team page lists them, when asked what they do outside work", () => {
    const history = turn(
      "who looks after maintenance?",
      "Sian Morgan, Aftercare Manager: Sian runs our maintenance plans.",
    );
    expect(ask("and what does she get up to in her spare time?", history)).toMatch(
      /^Outside work, Sian's interests are/,
    );
  });

  it("prices extra battery storage above the from-price", () => {
    const history = turn("what do batteries cost?", "Batteries start from £6,500 for up to 13.5kWh of storage.");
    expect(ask("could I get more storage than that?", history)).toContain("£450");
  });

  it("gives how long the surveyor is at the house, not how long fitting takes", () => {
    expect(ask("how long will the surveyor need to be here?")).toContain("1-2 hours");
  });

  it("says the battery's from-price capacity is usable storage, as the price list does", () => {
    const history = turn("battery prices?", "Batteries start from £6,500 for up to 13.5kWh of storage.");
    expect(ask("is that 13.5kWh what I can actually use, or the gross figure?", history)).toContain("usable");
  });

  it("reads why the whole job takes weeks as the steps before fitting", () => {
    const history = turn(
      "how many weeks start to finish?",
      "It usually takes 4-8 weeks from the first consultation to switch-on.",
    );
    expect(ask("what takes all the time then, when fitting is just a day or two?", history)).toContain("2-4 weeks");
  });

  it("gives the quiz's savings band for a bill named in a follow-up about the quiz", () => {
    const history = turn(
      "what does the quiz say I'd save on a £150 monthly bill?",
      "The quiz shows £1,200-£2,000 a year.",
    );
    expect(ask("what about if our bill was below £50?", history)).toContain("£300-£600");
  });
});
