/**
 * The built-in assistant's readings of questions from businesses, farms, shops, landlords and
 * organisations (tune-biz): who is asking colours what is asked, and does not replace it. Each
 * question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: a landlord's question is the question asked", () => {
  it("answers a housing association's question about our accreditations with them, not the renting hand-off", () => {
    const reply = ask("We are a housing association and our board wants to see your accreditations. What do you hold?");
    expect(reply).toContain("MCS");
    expect(reply).toContain("NICEIC");
    expect(reply).not.toContain("doesn't cover renting");
  });

  it("answers a landlord's question about a conservation area with the planning answer", () => {
    const reply = ask("As a landlord, could you fit panels on my terrace in a conservation area?");
    expect(reply).toContain("conservation area");
    expect(reply).not.toContain("doesn't cover renting");
  });

  it("answers a landlord's question about a home's value with what panels add", () => {
    expect(ask("I'm a landlord. Do panels on a rental house add to what it is worth?")).toContain("3-4%");
  });

  it("still reads a landlord's question about the tenants' say as the renting answer", () => {
    const reply = ask(
      "I rent out a semi in Cardiff. Do my tenants have to agree before panels go on, or is it up to me as the owner?",
    );
    expect(reply).toContain("permission");
  });

  it("still hands off a tenant's question", () => {
    expect(ask("I rent my flat from a housing association, can I have solar?")).toContain("permission");
  });
});

describe("built-in assistant: working round a business is not a question of where we work", () => {
  it("reads 'can you work around our opening hours' as planning the work round the business", () => {
    const reply = ask(
      "We run a busy farm shop open every day. Can you work around our opening hours so we can stay open?",
    );
    expect(reply).toContain("working hours");
    expect(reply).not.toContain("Our surveyors visit homes");
  });

  it("reads 'how would you work round us' as the same", () => {
    expect(ask("how would you work round us, we're a cafe open all week")).toContain("working hours");
  });

  it("gives a business running shifts the engineering works we fitted without stopping production", () => {
    const reply = ask("We're a small factory running two shifts. Can you fit panels without us stopping production?");
    expect(reply).toContain("production never stopped");
  });
});

describe("built-in assistant: 'commercial' before what it qualifies says who it is for", () => {
  it("answers maintenance of a commercial array with our maintenance plans", () => {
    const reply = ask("Do you offer maintenance on a commercial array another firm fitted?");
    expect(reply).toContain("maintenance plans");
    expect(reply).not.toContain("£50,000");
  });

  it("still prices a commercial system as our commercial work", () => {
    expect(ask("what does a commercial system start at?")).toContain("£50,000");
  });
});

describe("built-in assistant: 'anything similar for a business like mine' is the kind the message names", () => {
  it("gives the project of the kind the visitor describes, not one named 'business'", () => {
    const reply = ask(
      "We have a dairy farm with a big barn near Caerphilly. Have you done anything similar for a business like ours?",
    );
    expect(reply).toContain("Dairy Farm");
    expect(reply).not.toContain("Business Park");
  });
});

describe("built-in assistant: a landlord asking nothing else is asking about the let home", () => {
  it("still reads 'we're landlords, can we have panels?' as renting", () => {
    expect(ask("I'm a landlord, could I have panels put on?")).toContain("owner's permission");
  });
});
