/**
 * The built-in assistant picking among near answers by what is asked about the subject (its
 * aspect), not by the subject word alone: how long overall against days on site, whether a price
 * still stands, what something costs against what a home system includes, the day a visit can be
 * booked, and the project that has what the visitor asks for. Each question is in words of our own,
 * not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: how long, in the unit asked", () => {
  it("reads weeks from the first chat to generating as the whole timeline, not the days on site", () => {
    for (const question of [
      "From the first conversation to the system actually running, how many weeks realistically? The last builder we used overran by months.",
      "how many weeks before the system is generating, counting from our first chat? the school governors need a date",
    ]) {
      const reply = ask(question);
      expect(reply).toContain("4-8 weeks");
      expect(reply).not.toContain("1-3 days on site");
    }
  });

  it("reads how many days the fitters will be at the house as the days on site, not the booking window", () => {
    const reply = ask(
      "the fitting's booked for friday week, how many days will they be at ours? I need to book time off work",
    );
    expect(reply).toContain("1-3 days");
    expect(reply).not.toContain("8 weeks ahead");
  });
});

describe("built-in assistant: how long the surveyor stays", () => {
  it("reads how many hours the surveyor will be here as the site survey's hours, not the drone's", () => {
    const reply = ask("how many hours will the surveyor be here for?");
    expect(reply).toContain("1-2 hours");
    expect(reply).not.toContain("under an hour");
  });
});

describe("built-in assistant: whether a price still stands", () => {
  it("reads a price 'still going to hold' after weeks of deciding as how long a quote is valid", () => {
    const reply = ask(
      "we had our quote a fortnight ago and keep dithering, is that price still going to hold if we say yes next month or would we need a fresh quote",
    );
    expect(reply).toContain("30 days");
  });
});

describe("built-in assistant: asked to be reminded", () => {
  it("reads 'remind me how long' as asking for the warranty, not for a booking reminder", () => {
    const reply = ask("can you remind me what the guarantee on the panels is? lost the folder when we moved");
    expect(reply).toContain("25 years");
    expect(reply).not.toContain("reminder the day before");
  });

  it("still answers a question about reminders before a consultation", () => {
    expect(ask("will you remind me before the consultation?")).toContain("reminder the day before");
  });
});

describe("built-in assistant: is it included, of what the message names", () => {
  it("reads 'does that cost extra or is it included?' after drone surveys as the drone survey's price", () => {
    const reply = ask("saw that you do drone surveys. does it cost extra or is that included? we have a tall roof");
    expect(reply).toContain("£350");
    expect(reply).not.toContain("A home system from us includes");
  });
});

describe("built-in assistant: the day a visit can be booked", () => {
  it("reads a surveyor coming on a Sunday, for a couple who work shifts, as the booking days", () => {
    const reply = ask("could your surveyor come on a sunday instead? my wife and I both work shifts");
    expect(reply).toContain("Saturday mornings");
    expect(reply).not.toContain("your business keeps running");
  });
});

describe("built-in assistant: how far ahead against how long", () => {
  it("reads how long till someone can come out as how soon a visit is booked, not how long panels last", () => {
    const reply = ask("how long until a surveyor could come out, and how many days does the fitting take?");
    expect(reply).toContain("next working day");
    expect(reply).toContain("1-3 days");
    expect(reply).not.toContain("25-30 years");
  });
});

describe("built-in assistant: the times a visit can be booked", () => {
  it("reads a survey on an evening, for a household at work all day, as the times a consultation is booked", () => {
    const reply = ask("could the survey be done on an evening? we both work nine to five");
    expect(reply).toContain("afternoons 13:00-17:00");
  });
});

describe("built-in assistant: the project with what is asked for", () => {
  it("gives the farm or business project that has a battery, not a business one without", () => {
    const reply = ask("Have you done solar and a battery for a farm or business anywhere? We have an orchard shop.");
    expect(reply).toContain("30kWh battery");
    expect(reply).not.toContain("Cwmbran");
  });
});
