/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at
 * what visitors see. Usage: tsx scripts/screenshots.ts [baseUrl] [path ...]
 * Writes PNGs to screenshots/ (ignored by git).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
const widths = [390, 1280];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } });
  for (const p of targets) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = p === "/" ? "home" : p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots of ${targets.length} page(s) at ${widths.join(" and ")} px in screenshots/`);
