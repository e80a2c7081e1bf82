import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security";

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
