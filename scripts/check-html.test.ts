import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkHtml, htmlFiles } from "./check-html";

const dir = mkdtempSync(path.join(tmpdir(), "html-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

describe("checkHtml (the Nu Html Checker)", { timeout: 60_000 }, () => {
  it("passes a valid page and names each error of an invalid one", async () => {
    writeFileSync(path.join(dir, "good.html"), page(`<p>Hello <time datetime="2025-09">September 2025</time></p>`));
    writeFileSync(
      path.join(dir, "bad.html"),
      page(
        `<input name="a" autocomplete="street-address"><p><time>September 2025</time></p><dl><div><svg></svg><dt>a</dt><dd>b</dd></div></dl>`,
      ),
    );
    const files = htmlFiles(dir);
    expect(files.map((f) => path.basename(f))).toEqual(["bad.html", "good.html"]);
    const problems = await checkHtml(files);
    expect(problems.every((p) => p.file.endsWith("bad.html"))).toBe(true);
    const text = problems.map((p) => p.message).join("\n");
    expect(text).toMatch(/street-address/);
    expect(text).toMatch(/time/);
    expect(text).toMatch(/svg/);
  });

  it("refuses to pass when there is nothing to check", async () => {
    await expect(checkHtml([])).rejects.toThrow(/no HTML/);
  });
});
