/**
 * The built-in assistant knowing what it does not know (issue #16): a question whose key subject
 * the site's copy does not describe gets the honest hand-off with the offer of a call, not a
 * confident answer about a neighbouring subject. Each question is in words of our own, not a
 * question of a test set.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";

describe("built-in assistant: subjects next to ours that the site does not describe", () => {
  it("hands off a subject of ours named with a word the copy never uses ('interest rate', 'late payments')", () => {
    for (const question of [
      "What interest do you add to overdue invoices?",
      "What's the penalty fee on late payments?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toContain("VAT");
      expect(reply, question).not.toContain("completion");
    }
  });

  it("still answers what the copy does say about VAT, carbon and the export scheme", () => {
    expect(ask("what's your VAT rate")).toContain("0%");
    expect(ask("how much carbon does a system save")).toContain("tonne");
    expect(ask("what does the smart export guarantee pay")).toContain("Smart Export Guarantee");
  });

  it("hands off carbon credits, a particular supplier's future export rate and our insurance papers", () => {
    expectHandOffs([
      "Do you sell carbon offsets for our firm?",
      "What rate will British Gas pay for exported power in 2027?",
      "Could you send me a copy of your insurance certificate?",
    ]);
    expect(ask("Do you sell carbon offsets for our firm?")).not.toContain("footprint");
    expect(ask("What rate will British Gas pay for exported power in 2027?")).not.toContain("Smart Export Guarantee");
    expect(ask("Could you send me a copy of your insurance certificate?")).not.toContain("cookies");
  });

  it("hands off the day a visitor's own installer comes, not how long an installation takes", () => {
    const reply = ask("When will my fitters turn up? We booked in March.");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("1-3 days");
  });

  it("reads a question repeating a word of an undescribed subject as about it too", () => {
    const reply = ask(
      "Does the inverter warranty transfer to the buyer when we move, and is there a fee for the transfer?",
    );
    expect(reply).toContain("warranty passes to the next owner");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("Risca");
  });

  it("reads a price per kW after a megawatt system as about that system, not our home price list", () => {
    const reply = ask("We're after a 5MW scheme. What's the price per kilowatt?");
    expect(reply).toContain("megawatt");
    expect(reply).not.toContain("£505");
  });

  it("offers a call for a price of a size our answer does not name", () => {
    expect(ask("What does a 20 kWh battery cost?")).toContain(assistantCopy.offerCall);
    expect(ask("how much is a 13.5kWh battery")).not.toContain(assistantCopy.offerCall);
  });

  it("hands off grants asked as the council paying, roof repairs, a roofer's rates, a main fuse and moving panels", () => {
    expectHandOffs([
      "I'm on benefits. Will the council help pay for a battery?",
      "Could you repair our leaking roof?",
      "Can you recommend a specific electrician and what they charge?",
      "Could you arrange a bigger main fuse for us?",
      "Can the panels come off our old house and go on the new one in Bath?",
    ]);
    expect(ask("I'm on benefits. Will the council help pay for a battery?")).not.toContain("planning");
  });

  it("still answers the council's planning permission, a roofer and a leaking roof before the panels", () => {
    expect(ask("do I need council permission for panels")).toContain("permitted development");
    expect(ask("can you recommend a roofer")).toContain("recommend a roofer");
    expect(ask("Our roof leaks a bit, should we fix that first?")).toContain("survey");
  });

  it("hands off an exact figure for the visitor's own home, not our typical one", () => {
    for (const question of [
      "Exactly how much would our bungalow in Penarth save a year?",
      "How many panels would go on my garage roof exactly?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toContain("30%");
      expect(reply, question).not.toContain("£4,500");
    }
    expect(ask("Is it worth it in Wales? It's not exactly sunny and my wife has doubts.")).not.toContain(
      assistantCopy.unsure,
    );
  });

  it("hands off a backup generator, but still says what we offer when generators are asked for", () => {
    expectHandOffs(["Could you put in an emergency generator for us?", "I want a generator for power cuts"]);
    expect(ask("Could you put in an emergency generator for us?")).not.toContain("£6,500");
    expect(ask("do you sell generators")).toContain("solar panels");
  });

  it("reads work on a relative's home abroad, named before the request, as work outside the UK", () => {
    expect(ask("My dad lives near Malaga in Spain. Could you fit panels on his bungalow?")).toContain("outside the UK");
    expect(
      ask("Can I book the survey for March? We're in Spain till then and the house in Cardiff is empty."),
    ).not.toContain("outside the UK");
  });

  it("hands off another company's contract or deposit, not our cooling-off period", () => {
    const reply = ask("My grandad signed a contract with another firm yesterday. Can he cancel it?");
    expect(reply).toContain("contracts with other companies");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("14-day");
    expect(ask("We paid a deposit to an old installer who vanished. What now?")).toContain(assistantCopy.offerCall);
  });
});
