import { describe, expect, it } from "vitest";
import type { Request } from "express";
import { contentSecurityPolicy, isCrossSiteWrite } from "./security";

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only by the given nonce or hashes, never eval", () => {
    const d = directives(contentSecurityPolicy({ scriptSources: ["'nonce-abc'"], dev: false, pixel: false }));
    expect(d["script-src"]).toEqual(["'self'", "'nonce-abc'"]);
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["base-uri"]).toEqual(["'self'"]);
    expect(d["form-action"]).toEqual(["'self'"]);
    expect(JSON.stringify(d)).not.toContain("unsafe-eval");
    expect(d["connect-src"]).toEqual(["'self'"]);
  });

  it("opens the pixel's origins only when a pixel is configured", () => {
    const d = directives(contentSecurityPolicy({ scriptSources: [], dev: false, pixel: true }));
    expect(d["script-src"]).toContain("https://connect.facebook.net");
    expect(d["img-src"]).toContain("https://www.facebook.com");
  });

  it("allows Vite's websocket in development only", () => {
    const dev = directives(contentSecurityPolicy({ scriptSources: [], dev: true, pixel: false }));
    expect(dev["connect-src"]?.some((s) => s.startsWith("ws:"))).toBe(true);
  });
});

describe("isCrossSiteWrite", () => {
  const req = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as Request;
  const site = "https://www.example.co.uk";

  it("lets reads and same-origin writes through", () => {
    expect(isCrossSiteWrite(req("GET", { origin: "https://evil.example" }), site)).toBe(false);
    expect(isCrossSiteWrite(req("POST", { "sec-fetch-site": "same-origin" }), site)).toBe(false);
    expect(isCrossSiteWrite(req("POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), site)).toBe(
      false,
    );
    expect(isCrossSiteWrite(req("POST", { origin: site, host: "10.0.0.5:3000" }), site)).toBe(false);
  });

  it("lets requests without browser markers through (scripts, webhooks)", () => {
    expect(isCrossSiteWrite(req("POST", { host: "x" }), site)).toBe(false);
  });

  it("refuses writes another site's page makes", () => {
    expect(isCrossSiteWrite(req("POST", { "sec-fetch-site": "cross-site" }), site)).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", { origin: "https://evil.example", host: "www.example.co.uk" }), site)).toBe(
      true,
    );
    expect(isCrossSiteWrite(req("POST", { origin: "null", host: "www.example.co.uk" }), site)).toBe(true);
  });
});
