/**
 * npm run bench [-- --only lighthouse,load,dashboard,memory,chat,abuse,soak] [--routes /,/faq] [--runs 3] [--soak-minutes 10]
 *   [--skip-build] [--port 3499] [--load-duration 20] [--database-url postgres://postgres@127.0.0.1:5432]
 *
 * Builds the site once, then runs each benchmark and writes one report,
 * bench/results/REPORT.md, with every section's JSON beside it:
 * - lighthouse: Lighthouse mobile and first-load JavaScript per public route,
 *   against the production server started here on its own port;
 * - load: autocannon against pages and APIs, memory, nginx ratio, leads on
 *   PGlite and PostgreSQL (bench/load.ts, also `npm run bench:load`);
 * - dashboard: GET /api/quiz-analytics at 10^4-10^6 events on PostgreSQL
 *   (bench/dashboard.ts, also `npm run bench:dashboard`);
 * - memory: the server's resident memory idle after the first start of a new
 *   database and after a restart, and under load, on PGlite and PostgreSQL
 *   (bench/memory.ts);
 * - abuse: one address flooding quiz events, forged X-Forwarded-For, chat
 *   replies held open, 21,000 silent sockets, the dashboard after 100,000
 *   made-up campaign tags (bench/abuse.ts, about two minutes);
 * - soak (only when asked for, it takes twice --soak-minutes): steady mixed
 *   traffic with the server's memory over time, on PGlite and PostgreSQL
 *   (bench/soak.ts, also `npm run bench:soak`).
 * - chat: the share of the chat question sets (tests/chat-eval) the built-in
 *   assistant answers right (bench/chat-eval.ts, also `npm run bench:chat`).
 * A section left out with --only keeps its last results in the report.
 * Exits non-zero when a budget is missed.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pageList } from "../app/content/pages";
import { runChatBench } from "./chat-eval";
import { runAbuseBench } from "./abuse";
import { runDashboardBench } from "./dashboard";
import { runLoadBench } from "./load";
import { killChildren } from "./load/processes";
import { runMemoryBench } from "./memory";
import { lighthouseSection } from "./sections/lighthouse";
import { runSoakBench } from "./soak";

const sectionNames = ["lighthouse", "load", "dashboard", "memory", "chat", "abuse", "soak"] as const;
/** The soak test takes 20 minutes: run it with --only soak. */
const defaultSections = ["lighthouse", "load", "dashboard", "memory", "chat", "abuse"];
type SectionName = (typeof sectionNames)[number];

const { values } = parseArgs({
  options: {
    only: { type: "string", default: defaultSections.join(",") },
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3499" },
    "skip-build": { type: "boolean", default: false },
    "load-duration": { type: "string", default: "20" },
    "soak-minutes": { type: "string", default: "10" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
  },
});

const only = new Set(values.only.split(",").map((s) => s.trim()));
for (const name of only) {
  if (!sectionNames.includes(name as SectionName)) throw new Error(`--only: unknown section ${name}`);
}

// Every prerendered public page (the staff dashboard is neither public nor prerendered).
const routes = values.routes
  ? values.routes.split(",").map((r) => r.trim())
  : pageList.filter((p) => p.prerender).map((p) => p.path);
const runs = Math.max(1, Number(values.runs) || 3);
const port = Number(values.port);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (only.has("lighthouse") && !existsSync(chromePath)) {
  throw new Error(`Chromium not found at ${chromePath}; install it or set CHROME_PATH.`);
}

const resultsDir = path.join(import.meta.dirname, "results");
const NGINX = "/usr/sbin/nginx";

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy within 60 s");
}

/** Lighthouse needs a running production server: one is started here with a throwaway data directory. */
async function runLighthouse(): Promise<{ json: unknown; markdown: string; ok: boolean }> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead of this build.
  if (
    await fetch(`${baseUrl}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use; choose another with --port`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "solar-bench-"));
  const server = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => server.kill("SIGTERM");
  process.once("SIGINT", stop).once("SIGTERM", stop);
  try {
    await waitForHealth(baseUrl, server);
    return await lighthouseSection.run({ baseUrl, routes, runs, chromePath });
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runners: Record<SectionName, () => Promise<{ json: unknown; markdown: string; ok: boolean }>> = {
  lighthouse: runLighthouse,
  load: () =>
    runLoadBench({
      durationSeconds: Math.max(1, Number(values["load-duration"]) || 20),
      warmupSeconds: 2,
      connections: 50,
      pgAdminUrl: `${values["database-url"]}/postgres`,
      nginxBinary: existsSync(NGINX) ? NGINX : undefined,
      log: (m) => console.log(`  ${m}`),
    }),
  dashboard: () =>
    runDashboardBench({
      databaseUrl: values["database-url"],
      sizes: [10_000, 100_000, 1_000_000],
      runs: 20,
      warmups: 2,
      log: (m) => console.log(`  ${m}`),
    }),
  memory: () =>
    runMemoryBench({
      loadSeconds: Math.max(1, Number(values["load-duration"]) || 20),
      pgAdminUrl: `${values["database-url"]}/postgres`,
      log: (m) => console.log(`  ${m}`),
    }),
  abuse: () => runAbuseBench({ floodSeconds: 60, log: (m) => console.log(`  ${m}`) }),
  soak: () =>
    runSoakBench({
      minutes: Math.max(1, Number(values["soak-minutes"]) || 10),
      pgAdminUrl: `${values["database-url"]}/postgres`,
      log: (m) => console.log(`  ${m}`),
    }),
  chat: () => runChatBench(),
};

async function main() {
  // The chat section asks the assistant in process: it alone needs no build.
  const needsBuild = [...only].some((name) => name !== "chat");
  if (needsBuild && !values["skip-build"]) execSync("npm run build", { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => killChildren());
  mkdirSync(resultsDir, { recursive: true });
  let ok = true;
  for (const name of sectionNames) {
    if (!only.has(name)) continue;
    console.log(`\n== ${name}`);
    const result = await runners[name]();
    ok &&= result.ok;
    writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result.json, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, `${name}.md`), `${result.markdown}\n`);
  }
  const parts = [
    "# Benchmark report",
    "",
    `Assembled ${new Date().toISOString()} on Node ${process.version} by \`npm run bench\`. Each section says when it was`,
    "measured and how, so any figure can be measured again; `npm run bench -- --only <section>` reruns one.",
  ];
  for (const name of sectionNames) {
    const file = path.join(resultsDir, `${name}.md`);
    parts.push("", existsSync(file) ? readFileSync(file, "utf8").trim() : `## ${name}\n\nNot measured yet.`);
  }
  writeFileSync(path.join(resultsDir, "REPORT.md"), `${parts.join("\n")}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), resultsDir)}/REPORT.md`);
  if (!ok) {
    console.error("Some budgets were missed (see the report).");
    process.exitCode = 1;
  }
}

await main();
