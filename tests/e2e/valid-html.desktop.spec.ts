import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkHtml } from "../../scripts/check-html";
import { expect, test } from "./fixtures";

/**
 * The pages the server renders per request, which `npm run test:html` (the
 * prerendered ones) cannot see, through W3C's Nu Html Checker: the 404 page,
 * the staff sign-in, /contact-us (plain and prefilled from the calculator), and
 * the forms re-rendered with their errors when JavaScript is off.
 */
test("pages rendered per request are valid HTML", async ({ request }) => {
  test.setTimeout(60_000);
  const badLead = { name: "", email: "not-an-email", phone: "1", address: "1 High Street\nRisca", website: "" };
  const pages: [string, () => ReturnType<typeof request.get>][] = [
    ["404", () => request.get("/no-such-page")],
    ["staff", () => request.get("/quiz-analytics")],
    ["home-errors", () => request.post("/?index", { form: badLead, maxRedirects: 0 })],
    ["contact-us-errors", () => request.post("/contact-us", { form: badLead, maxRedirects: 0 })],
    // Rendered per request since the quote form reads the calculator's case from the query.
    ["contact-us", () => request.get("/contact-us")],
    [
      "contact-us-prefilled",
      () => request.get("/contact-us?postcode=CF10+1AA&annualKwh=3200&kwp=4&orientation=SW&pitch=30&shading=light"),
    ],
  ];
  const dir = mkdtempSync(path.join(tmpdir(), "valid-html-"));
  try {
    const files: string[] = [];
    for (const [name, load] of pages) {
      const res = await load();
      const html = await res.text();
      expect(html, name).toContain("<!DOCTYPE html>");
      if (name.endsWith("errors")) expect(html, name).toContain('aria-invalid="true"');
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    const problems = await checkHtml(files);
    expect(problems.map((p) => `${path.basename(p.file)}:${p.line}: ${p.message}`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
