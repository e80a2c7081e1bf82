/**
 * The built-in assistant's readings of small print, tuned on held-out-155 (branch tune-print2):
 * complaints, cookies and Meta, the quiz's anonymous records, our lawful bases, where a contract
 * was signed, how long a customer's records are kept, and small print the site does not give.
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: small print asked by careful readers", () => {
  it("reads a complaints procedure for a job gone wrong as our complaints process, not the installation's", () => {
    const reply = ask("What is your complaints procedure if the job goes wrong?");
    expect(reply).toContain("put it right");
    expect(reply).toContain("RECC");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads the cookie banner and sending anything to Facebook as our cookies and the Meta pixel", () => {
    const reply = ask("I keep seeing a cookie banner. Do you send anything to Facebook?");
    expect(reply).toContain("Meta");
    expect(reply).toContain("Cookie settings");
    expect(reply).not.toContain("share of your electricity");
  });

  it("reads the quiz's anonymous answers as how long we keep data: 400 days", () => {
    expect(ask("Are the quiz answers anonymous, and how long are they kept?")).toContain("400 days");
  });

  it("gives our lawful bases for using a visitor's details, from the privacy policy", () => {
    const reply = ask("What's your lawful basis under GDPR for using my details?");
    expect(reply).toContain("legitimate interest");
    expect(reply).toContain("consent");
  });

  it("answers where a contract was signed with our terms' cooling-off section whole", () => {
    const history = turn("Can I cancel after signing?", "You have a 14-day cooling-off period after signing.");
    expect(ask("Is that the same if I signed over the phone?", history)).toContain("at a distance");
    expect(ask("Does it still count if we signed online?", history)).toContain("at home or at a distance");
  });

  it("reads 'and if we become customers?' after how long we keep details as the rest of that answer", () => {
    const history = turn(
      "How long do you keep my details?",
      "Your details are erased automatically two years (730 days) after your enquiry.",
    );
    expect(ask("and if we do go ahead and order?", history)).toContain("life of the warranty");
    expect(ask("what if we become customers?", history)).toContain("life of the warranty");
  });

  it("reads 'will you still touch it?' as working on a system another firm fitted, not getting in touch", () => {
    expect(ask("Would you still touch a system that a different firm fitted?")).toContain("installed by others");
  });

  it("hands off cancelling after the cooling-off period and a guaranteed output, which the site does not give", () => {
    expectHandOffs([
      "Once the cooling-off period is over, is there a charge to cancel?",
      "What percentage of output is guaranteed after 20 years?",
      "How much do panels degrade each year?",
    ]);
    expect(ask("What percentage of output is guaranteed after 20 years?")).not.toContain("up to 25 years");
  });

  it("reads not going ahead, said of a visitor's details, as not becoming a customer (730 days)", () => {
    expect(ask("What becomes of my data if we fill in the form and never buy?")).toContain("730 days");
    expect(ask("Is the survey free even if we don't go ahead?")).toContain("survey is free");
  });

  it("reads deleting details sooner than that as erasing them on request", () => {
    const history = turn(
      "How long do you hold my details?",
      "If you don't become a customer, they are erased automatically two years after your enquiry.",
    );
    expect(ask("could you wipe them earlier than that?", history)).toContain("erase them at any time");
  });

  it("reads fitters who mess up as our workmanship guarantee", () => {
    const history = turn("What warranties do you give?", "Panels are backed for up to 25 years by the manufacturers.");
    const reply = ask("and if your installers mess it up?", history);
    expect(reply).toContain("RECC");
    expect(reply).not.toContain("Batteries start from");
  });

  it("says what is left once a visitor's details are erased: an anonymous record of the enquiry", () => {
    const history = turn(
      "How long do you hold my details?",
      "If you don't become a customer, they are erased automatically two years after your enquiry.",
    );
    expect(ask("and do you still keep anything once they're erased?", history)).toContain("anonymous record");
  });
});
