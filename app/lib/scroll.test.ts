import { describe, expect, it } from "vitest";
import { splitHashHref } from "./scroll";

describe("splitHashHref", () => {
  it("splits a path and a section id", () => {
    expect(splitHashHref("/#contact")).toEqual({ path: "/", id: "contact" });
  });
  it("treats a bare hash as the home page", () => {
    expect(splitHashHref("#services")).toEqual({ path: "/", id: "services" });
  });
  it("returns no id for a plain path", () => {
    expect(splitHashHref("/about")).toEqual({ path: "/about", id: null });
  });
});
