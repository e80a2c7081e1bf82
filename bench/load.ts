/**
 * npm run bench:load [-- --duration 20 --warmup 2 --connections 50 --skip-build
 *   --database-url postgres://… --pg-admin-url postgres://…/postgres --no-postgres --no-nginx --nginx /usr/sbin/nginx]
 *
 * Load benchmark of the production server: prerendered pages, lead, quiz
 * event and chat APIs under autocannon, the server's memory over time, a
 * prerendered page against nginx serving the same bytes, and leads on PGlite
 * against PostgreSQL. Writes bench/results/load.json and load.md; exits 1 on
 * any failed request or a missed budget. `runLoadBench` does the same for a
 * caller that has already built the site.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { clean, measure, type RunResult, type RunSettings } from "./load/cannon";
import { addHeaderLines, startNginx } from "./load/nginx";
import { type AppServer, benchServerEnv, killChildren, rssMb, sleep, startAppServer } from "./load/processes";
import { type DatabaseRun, type LoadResults, loadMarkdown, type NginxComparison } from "./load/report";
import { chatTarget, leadTarget, pageTarget, quizEventTarget } from "./load/targets";

export interface LoadOptions extends RunSettings {
  /** Run the server on this PostgreSQL database instead of PGlite (the lead comparison then uses PGlite). */
  databaseUrl?: string;
  /** Server on which a throwaway database is made for the PostgreSQL lead run; undefined skips that run. */
  pgAdminUrl?: string;
  /** nginx binary for the comparison; undefined skips it. */
  nginxBinary?: string;
  log?: (message: string) => void;
}

/** Share of the last minute in which some runnable task waited for a CPU (Linux PSI); undefined where unsupported. */
function cpuPressure(): number | undefined {
  try {
    const avg60 = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync("/proc/pressure/cpu", "utf8"))?.[1];
    return avg60 === undefined ? undefined : Number(avg60);
  } catch {
    return undefined;
  }
}

/** Share of nginx's requests per second a prerendered page must reach (docs/product.md §12). */
const NGINX_BUDGET = 0.5;
const SETTLE_SECONDS = 5;
const NGINX_ROUNDS = 4;

/** The raw response (no decompression), as a client sending these headers gets it. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") h.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

/**
 * Our server and nginx take turns (`rounds` runs each, the duration split
 * between them), so a change in the machine's other load hits both alike.
 */
async function compareWithNginx(app: AppServer, binary: string, settings: RunSettings): Promise<NginxComparison> {
  const gz = await rawGet(`${app.url}/`, { "accept-encoding": "gzip" });
  const plain = await rawGet(`${app.url}/`, {});
  if (gz.status !== 200 || gz.headers.get("content-encoding") !== "gzip") throw new Error("/ is not served gzipped");
  const nginx = await startNginx({ binary, html: plain.body, gzip: gz.body, headerLines: addHeaderLines(gz.headers) });
  try {
    const check = await rawGet(`${nginx.url}/`, { "accept-encoding": "gzip" });
    const sameBody = check.headers.get("content-encoding") === "gzip" && check.body.equals(gz.body);
    const servers = [
      { name: "app", url: app.url, pids: [app.pid] },
      { name: "nginx", url: nginx.url, pids: [nginx.pid, ...nginx.workers] },
    ];
    const rounds: NginxComparison["rounds"] = [];
    const durationSeconds = Math.max(1, Math.round(settings.durationSeconds / NGINX_ROUNDS));
    for (let i = 0; i < NGINX_ROUNDS; i++) {
      const round = { ...settings, durationSeconds, warmupSeconds: i === 0 ? settings.warmupSeconds : 0 };
      const [ours, theirs] = [
        await measure(servers[0]!, pageTarget("/"), round),
        await measure(servers[1]!, pageTarget("/"), round),
      ];
      rounds.push({ ours, nginx: theirs });
    }
    const total = (pick: (r: (typeof rounds)[number]) => RunResult) => rounds.reduce((sum, r) => sum + pick(r).rps, 0);
    return {
      nginxWorkers: nginx.workers.length,
      rounds,
      ratio: Math.round((total((r) => r.ours) / total((r) => r.nginx)) * 1000) / 1000,
      budget: NGINX_BUDGET,
      sameBody,
    };
  } finally {
    await nginx.stop();
  }
}

/** A database on the PostgreSQL server of `adminUrl` for one run; drop() removes it. */
export async function throwawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_load_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Leads on the database the main run did not use. */
async function leadsOnOtherDatabase(options: LoadOptions, mainRun: DatabaseRun): Promise<DatabaseRun[]> {
  const db = options.databaseUrl ? undefined : await throwawayDatabase(options.pgAdminUrl!);
  try {
    const server = await startAppServer(benchServerEnv(db?.url));
    try {
      await sleep(2000);
      const idleRssMb = rssMb(server.pid);
      const run = await measure({ name: "app", url: server.url, pids: [server.pid] }, leadTarget, options);
      const other: DatabaseRun = { database: db ? "postgres" : "pglite", idleRssMb, run };
      return db ? [mainRun, other] : [other, mainRun];
    } finally {
      await server.stop();
    }
  } finally {
    await db?.drop();
  }
}

export async function runLoadBench(
  options: LoadOptions,
): Promise<{ json: LoadResults; markdown: string; ok: boolean }> {
  const log = options.log ?? (() => undefined);
  const settings: RunSettings = {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
  };
  const database = options.databaseUrl ? "postgres" : "pglite";
  const loadAverageBefore = loadavg();
  const cpuPressureBefore = cpuPressure();
  const runs: RunResult[] = [];
  let nginx: LoadResults["nginx"] = { skipped: "no nginx binary given (--nginx)" };
  let leadsByDatabase: LoadResults["leadsByDatabase"] = { skipped: "--no-postgres" };
  let idleBefore = 0;
  let afterSettle = 0;
  let mainLeads: DatabaseRun | undefined;

  const app = await startAppServer(benchServerEnv(options.databaseUrl));
  try {
    await sleep(3000);
    idleBefore = rssMb(app.pid);
    const server = { name: "app", url: app.url, pids: [app.pid] };
    const run = async (target: Parameters<typeof measure>[1]) => {
      log(`${target.name}: ${settings.durationSeconds} s`);
      const result = await measure(server, target, settings);
      runs.push(result);
      return result;
    };
    await run(pageTarget("/"));
    if (options.nginxBinary) {
      log(`GET / against nginx: ${NGINX_ROUNDS} rounds of ${settings.durationSeconds / NGINX_ROUNDS} s each`);
      nginx = await compareWithNginx(app, options.nginxBinary, settings).catch((err: unknown) => ({
        skipped: `nginx failed: ${String(err).slice(0, 500)}`,
      }));
    }
    await run(pageTarget("/faq"));
    mainLeads = { database, idleRssMb: idleBefore, run: await run(leadTarget) };
    await run(quizEventTarget);
    await run(chatTarget);
    await sleep(SETTLE_SECONDS * 1000);
    afterSettle = rssMb(app.pid);
  } finally {
    await app.stop();
  }

  if (mainLeads && (options.databaseUrl || options.pgAdminUrl)) {
    log(`POST /api/leads on ${options.databaseUrl ? "PGlite" : "PostgreSQL"}: ${settings.durationSeconds} s`);
    leadsByDatabase = await leadsOnOtherDatabase(options, mainLeads).catch((err: unknown) => ({
      skipped: `failed (pass --no-postgres to leave it out): ${String(err).slice(0, 500)}`,
    }));
  }

  const problems: string[] = [];
  if ("skipped" in nginx && options.nginxBinary) problems.push(`nginx comparison ${nginx.skipped}`);
  if ("skipped" in leadsByDatabase && leadsByDatabase.skipped.startsWith("failed")) {
    problems.push(`leads on the second database ${leadsByDatabase.skipped}`);
  }
  const all = [...runs, ...("skipped" in nginx ? [] : nginx.rounds.flatMap((r) => [r.ours, r.nginx]))];
  if (!("skipped" in leadsByDatabase)) all.push(...leadsByDatabase.map((d) => d.run).filter((r) => !runs.includes(r)));
  for (const r of all) {
    if (r.requests === 0) problems.push(`${r.target} (${r.server}): no request completed within the run`);
    else if (!clean(r)) {
      problems.push(
        `${r.target} (${r.server}): ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers (${JSON.stringify(r.statusCodes)})`,
      );
    }
  }
  if (!("skipped" in nginx)) {
    if (!nginx.sameBody) problems.push("nginx did not send the same gzip bytes as our server");
    if (nginx.ratio < nginx.budget) {
      problems.push(`prerendered page at ${(nginx.ratio * 100).toFixed(0)}% of nginx's requests per second`);
    }
  }
  const json: LoadResults = {
    generated: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverageBefore,
    loadAverageAfter: loadavg(),
    cpuPressurePercent: { before: cpuPressureBefore, after: cpuPressure() },
    settings,
    database,
    memoryMb: {
      idleBefore: Math.round(idleBefore),
      afterSettle: Math.round(afterSettle),
      settleSeconds: SETTLE_SECONDS,
    },
    runs,
    nginx,
    leadsByDatabase,
    problems,
  };
  return { json, markdown: loadMarkdown(json), ok: problems.length === 0 };
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "20" },
      warmup: { type: "string", default: "2" },
      connections: { type: "string", default: "50" },
      "skip-build": { type: "boolean", default: false },
      "database-url": { type: "string" },
      "pg-admin-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
      "no-postgres": { type: "boolean", default: false },
      nginx: { type: "string", default: "/usr/sbin/nginx" },
      "no-nginx": { type: "boolean", default: false },
    },
  });
  const nginxBinary = values["no-nginx"] ? undefined : values.nginx;
  if (nginxBinary && !existsSync(nginxBinary)) {
    throw new Error(
      `nginx not found at ${nginxBinary}; install it (apt-get install nginx), pass --nginx, or --no-nginx`,
    );
  }
  if (!values["skip-build"]) execSync("npm run build", { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      killChildren();
      process.exit(130);
    });
  }
  if (!existsSync("build/server.js")) throw new Error("build/server.js not found: run without --skip-build");
  const { json, markdown, ok } = await runLoadBench({
    durationSeconds: Math.max(1, Number(values.duration) || 20),
    warmupSeconds: Math.max(0, Number(values.warmup) || 0),
    connections: Math.max(1, Number(values.connections) || 50),
    databaseUrl: values["database-url"],
    pgAdminUrl: values["no-postgres"] ? undefined : values["pg-admin-url"],
    nginxBinary,
    log: (m) => console.log(`== ${m}`),
  });
  const dir = path.join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "load.json"), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(dir, "load.md"), `${markdown}\n`);
  console.log(`\n${markdown}\n\nWrote ${path.relative(process.cwd(), dir)}/load.json and load.md`);
  if (!ok) {
    console.error(`\nLoad benchmark failed:\n${json.problems.map((p) => `- ${p}`).join("\n")}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
