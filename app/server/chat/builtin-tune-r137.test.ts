/**
 * The built-in assistant's readings tuned on share r137: how many decades panels keep working,
 * subbing the job out to other firms, what the calculator needs, a visitor's details wiped and how
 * soon, the largest system a house roof takes, the daytime share of use by occupancy, and whether
 * a price can rise after the survey. Each question is in words of our own, not a question of a
 * test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings tuned on share r137", () => {
  it("reads decades and 'operate' as how long panels last", () => {
    expect(ask("for how many decades would the panels operate?")).toContain("25-30 years");
  });

  it("reads subbing the job out to other firms, with a story about the last builders, as subcontracting", () => {
    expect(ask("will you sub the job out to some other firms?")).toContain("our own team");
    expect(ask("do you do it yourselves or sub it out like the builders we had for the loft?")).toContain(
      "our own team",
    );
  });

  it("reads what to have ready for the savings calculator as what it needs", () => {
    expect(ask("what do we need to use the solar calculator?")).toContain("postcode");
  });

  it("reads all my details wiped, and how soon, as erasing a visitor's details", () => {
    const reply = ask("how soon can I have everything you hold about me erased?");
    expect(reply).toContain("erase");
    expect(reply).toContain("straight away");
  });

  it("reads the biggest system a semi can take as the largest system a house roof takes", () => {
    expect(ask("whats the biggest array you could put on a semi?")).toContain("6kWp");
  });

  it("answers the daytime share of use by occupancy, an empty house reading as out all day", () => {
    expect(
      ask(
        "if nobody's home in the daytime, what proportion of our power would we use while the panels are generating?",
      ),
    ).toContain("30%");
  });

  it("answers whether the price can rise once surveyed from the survey allowance", () => {
    const reply = ask("might the price be higher once you have surveyed the roof?");
    expect(reply).toContain("30%");
    expect(reply).toContain("fixed");
  });
});
