import { describe, expect, it } from "vitest";
import { pathOf, requestIdFrom } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFrom", () => {
  it("keeps a proxy's id made of safe characters", () => {
    expect(requestIdFrom("a1b2c3d4")).toBe("a1b2c3d4");
    expect(requestIdFrom("req_2026-11-03.abc")).toBe("req_2026-11-03.abc");
    expect(requestIdFrom("x".repeat(128))).toBe("x".repeat(128));
  });

  it.each([
    ["missing", undefined],
    ["too short", "abc1234"],
    ["too long", "x".repeat(129)],
    ["a space", "abc def ghi"],
    ["a line break (log forging)", 'abcdefgh\n{"level":50}'],
    ["quotes", 'abcdefgh"x'],
    ["non-ASCII", "abcdéfghij"],
    ["sent twice (Node joins them)", "abcdefgh, ijklmnop"],
    ["an array", ["abcdefgh", "ijklmnop"]],
  ])("replaces an id that is %s with a fresh UUID", (_, header) => {
    const id = requestIdFrom(header);
    expect(id).toMatch(UUID);
    expect(id).not.toBe(header);
  });

  it("gives every request without an id a different one", () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe("pathOf", () => {
  it("drops the query string and fragment, which may carry what a visitor typed", () => {
    expect(pathOf("/contact-us?email=jo%40example.com")).toBe("/contact-us");
    expect(pathOf("/faq#costs")).toBe("/faq");
    expect(pathOf("/api/leads")).toBe("/api/leads");
    expect(pathOf("/?")).toBe("/");
  });
});
