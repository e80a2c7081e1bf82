import { describe, expect, it } from "vitest";
import { aspectsOf } from "./search.server";

describe("built-in assistant: who the visitor is talking to is not a price", () => {
  it("reads 'am I talking to…' as no price question, and 'what are we talking / looking at' still as one", () => {
    expect(aspectsOf("am i talking to a robot?")).not.toContain("price");
    expect(aspectsOf("am I talking with a real person here?")).not.toContain("price");
    expect(aspectsOf("what are we talking for panels?")).toContain("price");
    expect(aspectsOf("what sort of money are we looking at to get panels on?")).toContain("price");
  });
});
