import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";
import { aspectsOf } from "./search.server";

describe("built-in assistant: who the visitor is talking to is not a price", () => {
  it("reads 'am I talking to…' as no price question, and 'what are we talking / looking at' still as one", () => {
    expect(aspectsOf("am i talking to a robot?")).not.toContain("price");
    expect(aspectsOf("am I talking with a real person here?")).not.toContain("price");
    expect(aspectsOf("what are we talking for panels?")).toContain("price");
    expect(aspectsOf("what sort of money are we looking at to get panels on?")).toContain("price");
  });
});

describe("built-in assistant: a health check's visit, asked by a landlord of flats", () => {
  it("says what the visit involves, and a landlord of flats is who asks, not a question about renting", () => {
    expect(ask("If we book a health check, what does the visit involve?")).toContain("written report");
    expect(
      ask(
        "I'm a landlord with two blocks of flats in Cardiff and the panels seem to be producing less. If I book a health check, what does the visit involve?",
      ),
    ).toContain("on-site inspection");
    expect(ask("I'm a landlord with a block of flats, can my tenants get solar?")).toContain("permission");
  });
});

describe("built-in assistant: how long and who, asked together", () => {
  it("gives the days on site and our own team when both are asked", () => {
    const reply = ask("how long would fitting take at my mum's, and would it be the same people each day?");
    expect(reply).toContain("1-3 days");
    expect(reply).toContain("own team");
  });
});

describe("built-in assistant: complaints about the fitting, and late payments", () => {
  it("reads 'who do I complain to if your fitters mess up' as a complaint, and 'if your fitters mess up' alone as workmanship", () => {
    expect(ask("who do i complain to if your fitters mess up and you won't sort it")).toContain("RECC dispute");
    expect(ask("and what if your installers mess up?")).toContain("Our workmanship is guaranteed");
  });

  it("hands off interest or fees on a late payment, and still says when the balance is due", () => {
    expectHandOffs(["do you charge interest if my payment goes out late?", "is there a late payment fee?"]);
    expect(ask("when do I have to pay the balance?")).toContain("completion and commissioning");
  });
});
