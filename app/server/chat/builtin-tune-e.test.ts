/**
 * The built-in assistant's readings added on branch tune-e: text-speak, a battery added later,
 * "bigger" said of a saving, the largest system a roof takes, and subjects the site does not
 * describe. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: text-speak", () => {
  it("reads 'l8r', '2gether' and 'rn' as later, together and right now", () => {
    expect(ask("no money for a battery rn, cud i get 1 l8r or is it all 2gether")).toContain("battery ready");
  });

  it("reads 'yr' as year and 'skool' as school", () => {
    expect(ask("how many panels went on the skool")).toContain("1,626");
    expectHandOffs(["will energy prices rise again next yr"]);
  });
});

describe("built-in assistant: a battery added later", () => {
  it("reads 'can a battery be added on' and 'panels now, a battery in a few years' as adding one later", () => {
    expect(ask("can the battery be fitted on afterwards?")).toContain("battery ready");
    expect(
      ask(
        "We're thinking panels first and a battery in a couple of years. Will we need a new inverter then, or could we just get one added?",
      ),
    ).toContain("battery ready");
  });

  it("reads 'more than 13.5' after a battery's price as the larger battery's price", () => {
    const battery = turn("battery price?", "Batteries start from £6,500 for up to 13.5kWh of storage.");
    expect(ask("and if I want more than 13.5 then?", battery)).toContain("£450");
  });
});

describe("built-in assistant: 'bigger' said of a saving", () => {
  it("reads a bigger saving as more saving, not a bigger battery's price", () => {
    const reply = ask("is the saving a lot bigger if we get a battery as well?");
    expect(reply).toContain("about half");
    expect(reply).not.toContain("£450");
  });

  it("reads 'compared to panels on their own' as set against panels alone", () => {
    expect(ask("how much does a battery add to the savings compared to panels on their own?")).toContain("about half");
    expect(ask("how much larger is the saving with a battery than without")).toContain("about half");
  });
});

describe("built-in assistant: the largest system a roof takes", () => {
  it("reads a limit to how big a system our roof can take, and as many panels as will fit", () => {
    expect(ask("is there a cap on how big a system our terrace roof could take?")).toContain("6kWp");
    expect(ask("how much does it pay back, usually? we'd want as many panels as will fit")).not.toContain("£450");
  });

  it("reads 'the usual payback' as the typical payback", () => {
    expect(ask("what is the usual payback time")).toContain("7-12 years");
  });
});

describe("built-in assistant: subjects the site does not describe", () => {
  it("hands off questions about pacemakers and forecasts of energy prices", () => {
    expectHandOffs([
      "my dad has a pacemaker, would a battery in the garage be ok?",
      "are electricity bills going to go up again this winter?",
    ]);
  });
});

describe("built-in assistant: another town after where we work", () => {
  it("reads 'what about <town>' after a request for a visit as where we work", () => {
    const newport = turn("could someone come out to newport", "Yes, Newport is in our Newport & Gwent area.");
    expect(ask("wat about exeter", newport)).toContain("Exeter");
  });
});

describe("built-in assistant: who does it, and a project of ours", () => {
  it("answers the person and the project asked for in one message", () => {
    const retrofit = turn(
      "can a battery go on panels from a different installer?",
      "Yes. A battery can be added to an existing system at any time, including panels from other companies.",
    );
    const reply = ask("which of your staff does them, and have you done any around Swansea?", retrofit);
    expect(reply).toContain("Tom Harris");
    expect(reply).toContain("9.5kWh");
  });
});

describe("built-in assistant: a follow-up about a product of its own", () => {
  it("reads an aspect of another product after the battery's answer as about that product", () => {
    const battery = turn(
      "what do batteries cost?",
      "Store the power your panels make during the day and use it in the evening, when electricity costs the most. Batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
    );
    expect(ask("and what warranty do the panels get?", battery)).toContain("25 years");
  });
});

describe("built-in assistant: a long message that ends by asking a price", () => {
  it("prices what its last question asks, not the setting before it", () => {
    expect(
      ask("We've a steep roof and I don't want anyone climbing on it. How much is one of your drone surveys?"),
    ).toContain("£350");
  });
});
