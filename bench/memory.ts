/**
 * npm run bench -- --only memory   (or: tsx bench/memory.ts [--load-seconds 20] [--no-postgres] [--skip-build])
 *
 * Resident memory (VmRSS) of the production server, on the embedded database
 * and on PostgreSQL: idle after the first start on an empty database (for
 * PGlite, a new DATA_DIR: initdb runs), idle after a restart on the same data,
 * and the peak and settled values under lead submissions. Idle figures are read
 * after the server has had IDLE_SECONDS to finish start-up work and collect
 * garbage. Budgets (issue #15): PGlite idle at most 256 MB on both starts, and
 * under 400 MB under load.
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { clean, measure, type RunResult } from "./load/cannon";
import { benchServerEnv, killChildren, rssMb, sleep, startAppServer } from "./load/processes";
import { leadTarget, pageTarget } from "./load/targets";
import { throwawayDatabase } from "./load";

export const IDLE_BUDGET_MB = 256;
export const LOAD_BUDGET_MB = 400;
const IDLE_SECONDS = 15;

export interface MemoryRun {
  database: "pglite" | "postgres";
  /** ms from spawn to a healthy /healthz. */
  firstStartMs: number;
  restartMs: number;
  idleMb: { firstStart: number; restart: number };
  load: { leads: RunResult; page: RunResult; peakMb: number; settledMb: number };
}

/** `node build/server.js` on a given data directory (kept between starts, unlike the load benchmark's). */
const startOn = (dataDir: string, env: Record<string, string>) =>
  startAppServer(
    {
      ...benchServerEnv(),
      ANALYTICS_PASSWORD: "memory-benchmark-password",
      LOG_LEVEL: "warn",
      ...env,
    },
    // A first start runs initdb: slow on a busy machine.
    { dataDir, healthTimeoutMs: 120_000 },
  );

/** RSS once start-up work is over: the smallest of the last few samples (a GC may be running at any one). */
async function idleRss(pid: number): Promise<number> {
  await sleep((IDLE_SECONDS - 3) * 1000);
  const samples: number[] = [];
  for (let i = 0; i < 4; i++) {
    samples.push(rssMb(pid));
    await sleep(1000);
  }
  return Math.min(...samples);
}

const round = (n: number) => Math.round(n);

async function runOne(
  database: "pglite" | "postgres",
  databaseUrl: string | undefined,
  loadSeconds: number,
  log: (m: string) => void,
): Promise<MemoryRun> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "solar-memory-"));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  try {
    log(`${database}: first start on an empty database`);
    let server = await startOn(dataDir, env);
    const firstStartMs = server.startMs;
    const firstIdle = await idleRss(server.pid);
    await server.stop();
    log(`${database}: restart on the same data`);
    server = await startOn(dataDir, env);
    const restartMs = server.startMs;
    const restartIdle = await idleRss(server.pid);
    try {
      log(`${database}: ${loadSeconds} s of lead submissions, then ${loadSeconds} s of GET /`);
      const target = { name: "app", url: server.url, pids: [server.pid] };
      const settings = { connections: 10, durationSeconds: loadSeconds, warmupSeconds: 2 };
      const leads = await measure(target, leadTarget, settings);
      const page = await measure(target, pageTarget("/"), settings);
      const settledMb = await idleRss(server.pid);
      return {
        database,
        firstStartMs,
        restartMs,
        idleMb: { firstStart: round(firstIdle), restart: round(restartIdle) },
        load: { leads, page, peakMb: round(Math.max(leads.rssMb.peak, page.rssMb.peak)), settledMb: round(settledMb) },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface MemoryOptions {
  /** Server on which a throwaway database is made for the PostgreSQL run; undefined skips it. */
  pgAdminUrl?: string;
  loadSeconds: number;
  log?: (m: string) => void;
}

export async function runMemoryBench(
  options: MemoryOptions,
): Promise<{ json: unknown; markdown: string; ok: boolean }> {
  const log = options.log ?? (() => undefined);
  const runs: MemoryRun[] = [await runOne("pglite", undefined, options.loadSeconds, log)];
  let postgresSkipped: string | undefined;
  if (options.pgAdminUrl) {
    const db = await throwawayDatabase(options.pgAdminUrl).catch((err: unknown) => {
      postgresSkipped = `no PostgreSQL: ${String(err).slice(0, 200)}`;
      return undefined;
    });
    if (db) {
      try {
        runs.push(await runOne("postgres", db.url, options.loadSeconds, log));
      } finally {
        await db.drop();
      }
    }
  } else postgresSkipped = "not asked for";
  const pglite = runs[0]!;
  const problems: string[] = [];
  if (pglite.idleMb.firstStart > IDLE_BUDGET_MB)
    problems.push(`PGlite idle after first start ${pglite.idleMb.firstStart} MB`);
  if (pglite.idleMb.restart > IDLE_BUDGET_MB) problems.push(`PGlite idle after restart ${pglite.idleMb.restart} MB`);
  if (pglite.load.peakMb >= LOAD_BUDGET_MB) problems.push(`PGlite peak under load ${pglite.load.peakMb} MB`);
  for (const r of runs) {
    for (const run of [r.load.leads, r.load.page]) {
      if (!clean(run)) problems.push(`${r.database} ${run.target}: failed requests ${JSON.stringify(run.statusCodes)}`);
    }
  }
  const json = {
    generated: new Date().toISOString(),
    node: process.version,
    budgetsMb: { idle: IDLE_BUDGET_MB, load: LOAD_BUDGET_MB },
    runs,
    postgresSkipped,
    problems,
    ok: problems.length === 0,
  };
  return { json, markdown: memoryMarkdown(json), ok: json.ok };
}

/** Server CPU time per request in ms: a speed figure that other processes on the machine disturb far less than req/s. */
export const cpuMs = (r: RunResult) =>
  r.rps > 0 ? Math.round((r.serverCpuPercent / 100 / r.rps) * 1000 * 100) / 100 : 0;

function memoryMarkdown(json: {
  generated: string;
  node: string;
  runs: MemoryRun[];
  postgresSkipped?: string;
  problems: string[];
}): string {
  const rows = json.runs.map(
    (r) =>
      `| ${r.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"} | ${r.idleMb.firstStart} MB (${(r.firstStartMs / 1000).toFixed(1)} s) | ` +
      `${r.idleMb.restart} MB (${(r.restartMs / 1000).toFixed(1)} s) | ${r.load.peakMb} MB | ${r.load.settledMb} MB | ` +
      `${r.load.leads.rps} (${cpuMs(r.load.leads)} ms) | ${r.load.page.rps} (${cpuMs(r.load.page)} ms) |`,
  );
  return [
    "## Memory",
    "",
    `Measured ${json.generated} on Node ${json.node} by \`npm run bench -- --only memory\` (bench/memory.ts): resident memory`,
    `(VmRSS) of \`node build/server.js\`, idle ${IDLE_SECONDS} s after becoming healthy (smallest of the last 4 one-second samples),`,
    "and during lead submissions then GET / (10 connections each). Start times are spawn to a healthy /healthz.",
    `Budgets: PGlite idle at most ${IDLE_BUDGET_MB} MB after the first start of a new DATA_DIR and after a restart; under ${LOAD_BUDGET_MB} MB under load.`,
    "",
    "Requests per second depend on what else the machine runs; the server's CPU time per request (in brackets) much less.",
    "",
    "| Database | Idle, first start (start time) | Idle, restart (start time) | Peak under load | Settled after load | Leads/s (CPU per lead) | GET / req/s (CPU per request) |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    ...(json.postgresSkipped ? ["", `PostgreSQL run skipped: ${json.postgresSkipped}.`] : []),
    "",
    json.problems.length ? `**Missed:** ${json.problems.join("; ")}.` : "All memory budgets met.",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      "load-seconds": { type: "string", default: "20" },
      "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
      "no-postgres": { type: "boolean", default: false },
      "skip-build": { type: "boolean", default: false },
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => killChildren());
  if (!values["skip-build"]) execSync("npm run build", { stdio: "inherit" });
  const result = await runMemoryBench({
    loadSeconds: Math.max(1, Number(values["load-seconds"]) || 20),
    pgAdminUrl: values["no-postgres"] ? undefined : `${values["database-url"]}/postgres`,
    log: (m) => console.log(`  ${m}`),
  });
  const dir = path.join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "memory.json"), `${JSON.stringify(result.json, null, 2)}\n`);
  writeFileSync(path.join(dir, "memory.md"), `${result.markdown}\n`);
  console.log(result.markdown);
  if (!result.ok) process.exitCode = 1;
}
