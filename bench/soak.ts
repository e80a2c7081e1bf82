/**
 * npm run bench:soak [-- --minutes 10 --skip-build --pg-admin-url postgres://…/postgres --no-postgres]
 *
 * Soak test of the production server: steady, mixed traffic (pages, leads,
 * quiz events, chat) at a realistic rate for several minutes, with the
 * server's memory read every 5 seconds. Memory is "flat" when, after the
 * first minute of warming up, neither the fitted trend nor the last third of
 * the samples against the first third grows by more than 10%. Writes
 * bench/results/soak.json and soak.md; exits 1 on a failed request, growth, or
 * (on PGlite) a peak at or above the 400 MB budget.
 * `runSoakBench` does the same for a caller that has already built the site.
 *
 * It runs twice: on the embedded PGlite database, whose WebAssembly memory
 * also holds the database's pages, and on a throwaway PostgreSQL database,
 * where the process's memory is the Node.js server's alone.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { throwawayDatabase } from "./load";
import { LOAD_BUDGET_MB } from "./memory";
import { cannonOptions, type Target } from "./load/cannon";
import { benchServerEnv, killChildren, rssMb, startAppServer } from "./load/processes";
import { chatTarget, leadTarget, pageTarget, quizEventTarget } from "./load/targets";

export interface SoakOptions {
  minutes: number;
  /** Server on which a throwaway database is made for the PostgreSQL run; undefined skips that run. */
  pgAdminUrl?: string;
  log?: (message: string) => void;
}

interface SoakRun {
  json: Record<string, unknown> & { ok: boolean };
  markdown: string;
}

/** The traffic: what a busy day's visitors would send, many times over, without saturating two cores. */
const mix: { target: Target; connections: number; rate: number }[] = [
  { target: pageTarget("/"), connections: 8, rate: 150 },
  { target: pageTarget("/faq"), connections: 4, rate: 50 },
  { target: quizEventTarget, connections: 4, rate: 40 },
  { target: leadTarget, connections: 2, rate: 10 },
  { target: chatTarget, connections: 2, rate: 5 },
];

const SAMPLE_MS = 5_000;
const WARMUP_MS = 60_000;
/** Largest growth, as a share of the mean, still called flat. */
const GROWTH_LIMIT = 0.1;

export interface Sample {
  seconds: number;
  rssMb: number;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Least-squares slope of RSS against time, in MB per minute. */
function slopePerMinute(samples: Sample[]): number {
  const xs = samples.map((s) => s.seconds / 60);
  const ys = samples.map((s) => s.rssMb);
  const mx = mean(xs);
  const my = mean(ys);
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den ? num / den : 0;
}

/**
 * Whether memory stayed flat: after the warm-up, neither the least-squares
 * trend over the window nor the last third's mean against the first third's
 * grows by more than GROWTH_LIMIT of the mean. Needs six samples at least.
 */
export function memoryTrend(samples: Sample[], warmupMs = WARMUP_MS) {
  const measured = samples.filter((s) => s.seconds * 1000 >= warmupMs);
  const third = Math.max(1, Math.floor(measured.length / 3));
  const firstThird = mean(measured.slice(0, third).map((s) => s.rssMb));
  const lastThird = mean(measured.slice(-third).map((s) => s.rssMb));
  const slope = slopePerMinute(measured);
  const windowMinutes = measured.length ? (measured.at(-1)!.seconds - measured[0]!.seconds) / 60 : 0;
  const trendGrowth = slope * windowMinutes;
  const flat =
    measured.length >= 6 &&
    trendGrowth <= GROWTH_LIMIT * mean(measured.map((s) => s.rssMb)) &&
    lastThird <= firstThird * (1 + GROWTH_LIMIT);
  return { firstThird, lastThird, slope, trendGrowth, flat };
}

export async function runSoakBench(options: SoakOptions): Promise<{ json: unknown; markdown: string; ok: boolean }> {
  const runs = [await soak(options.minutes, undefined, options.log)];
  if (options.pgAdminUrl) {
    const db = await throwawayDatabase(options.pgAdminUrl);
    try {
      runs.push(await soak(options.minutes, db.url, options.log));
    } finally {
      await db.drop();
    }
  }
  return {
    json: { runs: runs.map((r) => r.json) },
    markdown: runs.map((r) => r.markdown).join("\n\n"),
    ok: runs.every((r) => r.json.ok),
  };
}

async function soak(
  minutes: number,
  databaseUrl: string | undefined,
  log: (m: string) => void = () => undefined,
): Promise<SoakRun> {
  const durationSeconds = Math.round(minutes * 60);
  const server = await startAppServer(
    // A first start runs initdb, which took up to two minutes on a machine shared with other work.
    { ...benchServerEnv(databaseUrl), LOG_LEVEL: "warn" },
    { healthTimeoutMs: 180_000 },
  );
  const database = databaseUrl ? "PostgreSQL" : "PGlite";
  try {
    log(`${database}: ${minutes} min of mixed traffic against ${server.url}`);
    const samples: Sample[] = [{ seconds: 0, rssMb: rssMb(server.pid) }];
    const started = Date.now();
    const timer = setInterval(() => {
      samples.push({ seconds: (Date.now() - started) / 1000, rssMb: rssMb(server.pid) });
      const last = samples.at(-1)!;
      if (samples.length % 12 === 0) log(`  ${Math.round(last.seconds)} s: RSS ${round(last.rssMb)} MB`);
    }, SAMPLE_MS);
    let results: autocannon.Result[];
    try {
      results = await Promise.all(
        mix.map(({ target, connections, rate }) =>
          autocannon(cannonOptions(server.url, target, connections, durationSeconds, rate)),
        ),
      );
    } finally {
      clearInterval(timer);
    }
    samples.push({ seconds: (Date.now() - started) / 1000, rssMb: rssMb(server.pid) });

    const { firstThird, lastThird, slope, trendGrowth, flat } = memoryTrend(samples);

    const traffic = results.map((r, i) => ({
      target: mix[i]!.target.name,
      targetRate: mix[i]!.rate,
      rps: round(r.requests.mean),
      requests: r.requests.total,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    }));
    const peakMb = Math.max(...samples.map((s) => s.rssMb));
    // The embedded database's budget (issue #15); on PostgreSQL the process holds the server alone.
    const budgetMb = databaseUrl ? undefined : LOAD_BUDGET_MB;
    const withinBudget = budgetMb === undefined || peakMb < budgetMb;
    const allAnswered = traffic.every((t) => t.errors === 0 && t.timeouts === 0 && t.non2xx === 0 && t.requests > 0);
    const json = {
      generatedAt: new Date().toISOString(),
      database,
      minutes,
      loadAverage: loadavg().map((l) => round(l, 2)),
      traffic,
      memory: {
        startMb: round(samples[0]!.rssMb),
        peakMb: round(peakMb),
        budgetMb,
        withinBudget,
        endMb: round(samples.at(-1)!.rssMb),
        afterWarmup: {
          firstThirdMeanMb: round(firstThird),
          lastThirdMeanMb: round(lastThird),
          trendMbPerMinute: round(slope, 2),
          trendGrowthMb: round(trendGrowth),
        },
        flat,
        samples: samples.map((s) => ({ seconds: Math.round(s.seconds), rssMb: round(s.rssMb) })),
      },
      ok: flat && withinBudget && allAnswered,
    };
    const markdown = [
      `## Soak (${minutes} min of mixed traffic, ${database})`,
      "",
      `Generated ${json.generatedAt}; load average ${json.loadAverage.join(" ")} at the end.`,
      `All five streams at once, each capped at its rate; server RSS read every ${SAMPLE_MS / 1000} s.`,
      `Flat means: after the first minute, neither the fitted trend over the window nor the last third's mean against the first third's grows by more than ${GROWTH_LIMIT * 100}%.`,
      "",
      "| stream | target rate | req/s | requests | failed | p50 | p99 |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...traffic.map(
        (t) =>
          `| ${t.target} | ${t.targetRate}/s | ${t.rps} | ${t.requests.toLocaleString("en-GB")} | ${t.errors + t.timeouts + t.non2xx} | ${t.latencyMs.p50} ms | ${t.latencyMs.p99} ms |`,
      ),
      "",
      `RSS: ${json.memory.startMb} MB at start, ${json.memory.peakMb} MB peak, ${json.memory.endMb} MB at the end. ` +
        `After warming up: first third ${json.memory.afterWarmup.firstThirdMeanMb} MB, last third ${json.memory.afterWarmup.lastThirdMeanMb} MB, ` +
        `trend ${json.memory.afterWarmup.trendMbPerMinute} MB/min (${json.memory.afterWarmup.trendGrowthMb} MB over the window): **${flat ? "flat" : "growing"}**.` +
        (budgetMb === undefined
          ? ""
          : ` Peak against the ${budgetMb} MB budget: **${withinBudget ? "within" : "over"}**.`),
    ].join("\n");
    return { json, markdown };
  } finally {
    await server.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      minutes: { type: "string", default: "10" },
      "skip-build": { type: "boolean", default: false },
      "pg-admin-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
      "no-postgres": { type: "boolean", default: false },
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => killChildren());
  if (!values["skip-build"]) execSync("npm run build", { stdio: "inherit" });
  const result = await runSoakBench({
    minutes: Math.max(1, Number(values.minutes) || 10),
    pgAdminUrl: values["no-postgres"] ? undefined : values["pg-admin-url"],
    log: (m) => console.log(m),
  });
  const dir = path.join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "soak.json"), `${JSON.stringify(result.json, null, 2)}\n`);
  writeFileSync(path.join(dir, "soak.md"), `${result.markdown}\n`);
  console.log(`\n${result.markdown}`);
  if (!result.ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    killChildren();
    process.exit(1);
  });
}
