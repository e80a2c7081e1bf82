/**
 * The built-in assistant's readings tuned on businesses' questions (u143): subjects the site does
 * not describe, handed off with a call, and a question that asks only an aspect after one of them.
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";
import { assistantCopy } from "~/content/chat";

describe("built-in assistant: businesses' questions the site does not answer", () => {
  it("hands off solar carports and canopies, with a price asked after them, not a home's price", () => {
    const reply = ask("Can you put a solar canopy over the parking at our office? Rough cost?");
    expect(reply).toContain("carports or canopies");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("3,995");
  });

  it("hands off what solar means for business rates", () => {
    const reply = ask("would a big array on our factory push the business rates up much?");
    expect(reply).toContain("business's rates");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("hands off what one of our projects has generated", () => {
    const reply = ask("what has the Gloucester leisure centre project produced so far?");
    expect(reply).toContain("particular project");
    expect(reply).toContain(assistantCopy.offerCall);
  });
});

describe("built-in assistant: businesses' questions the site answers", () => {
  it("reads a health and safety accreditation as our schemes, SafeContractor and CHAS among them", () => {
    const reply = ask("is your firm health and safety accredited? our warehouse needs it");
    expect(reply).toContain("SafeContractor");
    expect(reply).toContain("CHAS");
  });

  it("reads justifying the spend or a business case as our ROI analysis", () => {
    expect(ask("what would you give us to justify the investment to our directors?")).toContain("ROI");
  });

  it("reads what a drone does as the drone survey, thermal imaging included", () => {
    expect(ask("you've got a drone then? what does it even do?")).toContain("thermal");
  });
});
