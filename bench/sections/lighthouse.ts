import { cpus, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageList } from "../../app/content/pages";
import { type BenchSection, median } from "../types";
import { firstLoadScripts } from "./first-load-js";

/** docs/product.md §12 (budgets). */
export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  /** KiB (1,024 bytes) of compressed first-load JavaScript on a content page. */
  contentPageJsKiB: 130,
};

/** Pages with their own heavier purpose, outside the content-page JS budget (home: services and forms; landing: the quiz). */
const notContentPages = new Set(["/", "/landing", "/quiz-analytics"]);

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** All script bytes Lighthouse saw, including scripts loaded after the first paint (toasts, dialogs on idle). */
  scriptTransferBytes: number;
  failedAudits: string[];
}

export interface RouteResult extends Omit<RunResult, "failedAudits"> {
  route: string;
  runs: number;
  firstLoadJsBytes: number;
  firstLoadJsFiles: number;
  failedAudits: string[];
  withinBudget: boolean;
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/**
 * One Lighthouse run in a fresh Chromium. On a busy machine Lighthouse
 * sometimes fails to record a trace (NO_NAVSTART) and leaves its browser
 * unusable, so a failed run is repeated in a new browser.
 */
async function runOnce(url: string, chromePath: string, indexable: boolean, attempt = 1): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    return await measure(url, chrome.port, indexable);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`  retrying ${url}: ${(error as Error).message}`);
  } finally {
    chrome.kill();
  }
  return runOnce(url, chromePath, indexable, attempt + 1);
}

async function measure(url: string, port: number, indexable: boolean): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    // A page we keep out of search engines on purpose (/thank-you) is not marked down for it.
    ...(indexable ? {} : { skipAudits: ["is-crawlable"] }),
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const requests = (
    audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const failedAudits = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode))
    .filter((a) =>
      Object.values(lhr.categories).some((c) =>
        c.auditRefs.some((r) => r.id === a.id && r.weight > 0 && c.id !== "performance"),
      ),
    )
    .map((a) => a.id);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories["best-practices"]?.score),
    seo: score(lhr.categories.seo?.score),
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? 0,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    scriptTransferBytes: (requests ?? [])
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failedAudits,
  };
}

export function withinBudget(r: Omit<RouteResult, "withinBudget">): boolean {
  const jsOk = notContentPages.has(r.route) || r.firstLoadJsBytes <= budgets.contentPageJsKiB * 1024;
  return (
    r.performance >= budgets.performance &&
    r.accessibility >= budgets.accessibility &&
    r.bestPractices >= budgets.bestPractices &&
    r.seo >= budgets.seo &&
    r.cls <= budgets.cls + 1e-9 &&
    jsOk
  );
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function table(results: RouteResult[]): string {
  const rows = results.map((r) =>
    [
      r.route,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${Math.round(r.fcpMs)} ms`,
      `${Math.round(r.lcpMs)} ms`,
      r.cls.toFixed(3),
      `${Math.round(r.tbtMs)} ms`,
      `${kib(r.firstLoadJsBytes)}${notContentPages.has(r.route) ? "" : " / 130"}`,
      kib(r.scriptTransferBytes),
      r.withinBudget ? "yes" : `**no**${r.failedAudits.length ? ` (${r.failedAudits.join(", ")})` : ""}`,
    ].join(" | "),
  );
  return [
    "| route | perf | a11y | best practices | SEO | FCP | LCP | CLS | TBT | first-load JS (KiB) | all JS seen (KiB) | within budget |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((r) => `| ${r} |`),
  ].join("\n");
}

export const lighthouseSection: BenchSection = {
  name: "lighthouse",
  async run({ baseUrl, routes, runs, chromePath }) {
    const results: RouteResult[] = [];
    for (const route of routes) {
      const url = new URL(route, baseUrl).href;
      const all: RunResult[] = [];
      const indexable = pageList.find((p) => p.path === route)?.index ?? true;
      for (let i = 0; i < runs; i++) all.push(await runOnce(url, chromePath, indexable));
      const scripts = await firstLoadScripts(baseUrl, route);
      const m = (pick: (r: RunResult) => number) => median(all.map(pick));
      const partial = {
        route,
        runs,
        performance: m((r) => r.performance),
        accessibility: m((r) => r.accessibility),
        bestPractices: m((r) => r.bestPractices),
        seo: m((r) => r.seo),
        fcpMs: m((r) => r.fcpMs),
        lcpMs: m((r) => r.lcpMs),
        cls: m((r) => r.cls),
        tbtMs: m((r) => r.tbtMs),
        scriptTransferBytes: m((r) => r.scriptTransferBytes),
        firstLoadJsBytes: scripts.reduce((s, f) => s + f.bytes, 0),
        firstLoadJsFiles: scripts.length,
        failedAudits: [...new Set(all.flatMap((r) => r.failedAudits))],
      };
      const result = { ...partial, withinBudget: withinBudget(partial) };
      results.push(result);
      console.log(
        `${route}: perf ${result.performance}, a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo}, ` +
          `LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms, ` +
          `JS ${kib(result.firstLoadJsBytes)} KiB${result.withinBudget ? "" : "  <-- over budget"}`,
      );
    }
    const markdown = [
      "## Lighthouse (mobile, median of runs)",
      "",
      `Generated ${new Date().toISOString()}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} on ${cpus().length} cores at the end (a busy machine lowers the scores: measure on a quiet one).`,
      "",
      `Lighthouse 12, default mobile settings (simulated slow 4G and 4x CPU slowdown), ${runs} run(s) per route, median of each figure.`,
      "First-load JS: compressed bytes of the scripts each page's HTML loads (module preloads and module scripts), as served;",
      "'all JS seen' adds what Lighthouse saw load later (toasts and other on-demand code). KiB = 1,024 bytes.",
      `Budgets: performance >= ${budgets.performance}, accessibility, best practices and SEO ${budgets.accessibility}, CLS ${budgets.cls},`,
      `first-load JS of a content page <= ${budgets.contentPageJsKiB} KiB.`,
      "Pages kept out of search engines on purpose (noindex) are scored without the 'is-crawlable' audit.",
      "",
      table(results),
    ].join("\n");
    return { json: { budgets, results }, markdown, ok: results.every((r) => r.withinBudget) };
  },
};
