import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, loadPrerenderedPages, markPixel } from "./prerendered";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts and skips external scripts and data blocks", () => {
    const html = [
      `<script>window.a=1</script>`,
      `<script type="module" async="">import "x"</script>`,
      `<script src="/assets/app.js"></script>`,
      `<script type="application/ld+json">{"@type":"LocalBusiness"}</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "x"')]);
  });
});

describe("loadPrerenderedPages", () => {
  function buildDir() {
    const dir = mkdtempSync(path.join(tmpdir(), "prerender-"));
    const page = (origin: string, p: string) =>
      `<html><head><link rel="canonical" href="${origin}${p}"/></head><body><script>go("${origin}")</script></body></html>`;
    writeFileSync(path.join(dir, "index.html"), page("http://localhost:3000", "/"));
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "about", "index.html"), page("http://localhost:3000", "/about"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "index.html"), "not a page");
    return dir;
  }

  it("keys pages by path and ignores the assets folder", () => {
    const pages = loadPrerenderedPages(buildDir(), "http://localhost:3000");
    expect([...pages.keys()].sort()).toEqual(["/", "/about"]);
  });

  it("rewrites the build's origin to the running PUBLIC_URL and hashes the final scripts", () => {
    const pages = loadPrerenderedPages(buildDir(), "https://www.example.co.uk");
    const about = pages.get("/about")!;
    const html = about.html.toString();
    expect(html).toContain('href="https://www.example.co.uk/about"');
    expect(html).not.toContain("localhost:3000");
    expect(about.scriptHashes).toEqual([sha('go("https://www.example.co.uk")')]);
    expect(gunzipSync(about.gzip).toString()).toBe(html);
    expect(about.etag).toMatch(/^"[\w-]+"$/);
  });

  it("marks <html> with data-ads only when this server has a pixel, whatever the build had", () => {
    expect(
      loadPrerenderedPages(buildDir(), "http://localhost:3000", { pixel: true }).get("/")!.html.toString(),
    ).toMatch(/^<html data-ads="">/);
    expect(loadPrerenderedPages(buildDir(), "http://localhost:3000").get("/")!.html.toString()).toMatch(/^<html>/);
    expect(markPixel('<html lang="en-GB" data-ads=""><body data-ads="x">', false)).toBe(
      '<html lang="en-GB"><body data-ads="x">',
    );
    expect(markPixel('<html lang="en-GB" data-ads="">', true)).toBe('<html data-ads="" lang="en-GB">');
  });
});
