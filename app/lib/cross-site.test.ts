import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./cross-site";

const site = "https://www.example.co.uk";
const write = (parts: { method?: string; secFetchSite?: string; origin?: string; host?: string }) =>
  isCrossSiteWrite({
    method: "POST",
    secFetchSite: undefined,
    origin: undefined,
    host: "10.0.0.5:3000",
    publicUrl: site,
    ...parts,
  });

describe("the one cross-site predicate", () => {
  it("lets reads through whatever they carry", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(write({ method, secFetchSite: "cross-site", origin: "https://evil.example" })).toBe(false);
    }
  });

  it("refuses writes a browser marks as cross-site, by Sec-Fetch-Site or by Origin", () => {
    expect(write({ secFetchSite: "cross-site" })).toBe(true);
    expect(write({ secFetchSite: "same-site" })).toBe(true);
    expect(write({ method: "DELETE", origin: "https://evil.example" })).toBe(true);
    expect(write({ origin: "null" })).toBe(true);
    expect(write({ origin: "not a url" })).toBe(true);
  });

  it("accepts our own origin (the request's host or PUBLIC_URL's) and clients without browser markers", () => {
    expect(write({ secFetchSite: "same-origin", origin: "http://10.0.0.5:3000" })).toBe(false);
    expect(write({ secFetchSite: "none" })).toBe(false);
    expect(write({ origin: site })).toBe(false);
    expect(write({})).toBe(false);
  });
});
