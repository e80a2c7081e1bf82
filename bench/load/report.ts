/** The load benchmark's results as JSON and as the Markdown section of the report. */
import type { RunResult, RunSettings } from "./cannon";

export interface NginxComparison {
  nginxWorkers: number;
  /** Alternating runs of the same page: ours, then nginx's. */
  rounds: { ours: RunResult; nginx: RunResult }[];
  /** Our requests per second over nginx's, summed over the rounds. */
  ratio: number;
  budget: number;
  sameBody: boolean;
}

export interface DatabaseRun {
  database: "pglite" | "postgres";
  idleRssMb: number;
  run: RunResult;
}

export interface LoadResults {
  generated: string;
  node: string;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  /** /proc/pressure/cpu "some avg60": % of the last minute in which a runnable task waited for a CPU. */
  cpuPressurePercent: { before?: number; after?: number };
  settings: RunSettings;
  database: "pglite" | "postgres";
  memoryMb: { idleBefore: number; afterSettle: number; settleSeconds: number };
  runs: RunResult[];
  nginx: NginxComparison | { skipped: string };
  leadsByDatabase: DatabaseRun[] | { skipped: string };
  problems: string[];
}

function pressure(r: LoadResults): string {
  const { before, after } = r.cpuPressurePercent;
  if (before === undefined || after === undefined) return "";
  return `CPU pressure (share of the last minute in which a runnable task waited for a CPU): ${before.toFixed(0)}% before, ${after.toFixed(0)}% after. `;
}

/** Server CPU time per request over several runs, in microseconds. */
function cpuPerRequest(runs: RunResult[]): string {
  const cpu = runs.reduce((sum, r) => sum + (r.serverCpuPercent / 100) * r.durationSeconds, 0);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  return requests ? ((cpu / requests) * 1e6).toFixed(0) : "–";
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

function runRow(r: RunResult): string {
  return `| ${r.target} | ${r.server} | ${r.rps.toFixed(0)} | ${ms(r.latencyMs.p50)} | ${ms(r.latencyMs.p97_5)} | ${ms(r.latencyMs.p99)} | ${r.requests} | ${r.errors + r.timeouts} | ${r.non2xx} | ${r.serverCpuPercent.toFixed(0)}% | ${r.loadGeneratorCpuPercent.toFixed(0)}% | ${r.rssMb.start.toFixed(0)} / ${r.rssMb.peak.toFixed(0)} / ${r.rssMb.end.toFixed(0)} |`;
}

const header = [
  "| target | server | req/s (mean) | p50 ms | p97.5 ms | p99 ms | requests | errors | non-2xx | server CPU | load-generator CPU | RSS MB start / peak / end |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
];

export function loadMarkdown(r: LoadResults): string {
  const s = r.settings;
  const lines = [
    "## Load (autocannon)",
    "",
    `Generated ${r.generated} on Node ${r.node}, ${r.cpus} CPU cores; load average ${r.loadAverageBefore.map((l) => l.toFixed(2)).join(" ")} before and ${r.loadAverageAfter.map((l) => l.toFixed(2)).join(" ")} after.`,
    `${pressure(r)}The load generator runs on the same machine as the server, and other work may share the CPU: compare runs made on a quiet machine (load average well under the number of cores, CPU pressure near 0%), and read the figures as orders of magnitude.`,
    "",
    "### Method",
    "",
    "`npm run bench:load` (options: `--duration 20 --warmup 2 --connections 50 --skip-build --database-url postgres://… --pg-admin-url postgres://…/postgres --no-postgres --no-nginx --nginx /usr/sbin/nginx`).",
    `It builds the site, starts \`node build/server.js\` (one process, NODE_ENV=production, LOG_LEVEL=info to a file) on loopback with a throwaway \`DATA_DIR\` and ${r.database === "pglite" ? "the embedded PGlite database" : "the PostgreSQL database given"}, no webhook and no SMTP (lead e-mails are written as files), \`LEAD_RATE_LIMIT_PER_HOUR\` and \`QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE\` at 1,000,000, \`TRUST_PROXY=1\`.`,
    `Each target gets a ${s.warmupSeconds} s warm-up (not recorded), then ${s.durationSeconds} s of autocannon 9 with ${s.connections} connections, pipelining 1, in the benchmark's own process (one thread).`,
    "Pages are asked for with `Accept-Encoding: gzip`. Every lead and quiz event body is valid and unique (a quiz lead; one funnel event of a new session); chat asks the built-in assistant one of five questions, each request from its own `X-Forwarded-For` address because the chat limit (20 a minute per address) is fixed in code. The built-in assistant streams its answer in chunks 25 ms apart on purpose, so chat latency is mostly that pacing.",
    "RSS is VmRSS of `/proc/<pid>/status`, read every second; server CPU is user + system time of the serving processes over the run, as % of one core (nginx: master and workers together). Any connection error, timeout or non-2xx answer fails the benchmark.",
    "",
    "### Results",
    "",
    ...header,
    ...r.runs.map(runRow),
    "",
    `Memory: ${r.memoryMb.idleBefore.toFixed(0)} MB idle after start-up (${r.database === "pglite" ? "a fresh PGlite data directory: the memory its initdb used is only given back once requests come in" : "PostgreSQL"}), ${r.memoryMb.afterSettle.toFixed(0)} MB ${r.memoryMb.settleSeconds} s after the last run (start / peak / end of each run in the table).`,
  ];

  lines.push("", "### Prerendered page against nginx", "");
  if ("skipped" in r.nginx) {
    lines.push(`Not measured: ${r.nginx.skipped}.`);
  } else {
    const n = r.nginx;
    lines.push(
      `nginx with ${n.nginxWorkers} worker processes (\`worker_processes auto\`) serves the same page from a temporary root: the HTML our server sends and, beside it, the exact gzip bytes it sends for \`Accept-Encoding: gzip\` (\`gzip_static on\`, \`gzip off\`), with our response headers added (\`add_header\`), \`access_log off\`, \`keepalive_requests\` 1,000,000, \`sendfile on\`. Same bytes: ${n.sameBody ? "yes (checked before the runs)" : "NO"}.`,
      `The two take turns, ${n.rounds.length} runs each with the settings above and the duration split between the rounds, so a change in the machine's other load hits both alike. Our server is one Node process; nginx uses every core, so the ratio compares one process with the whole machine. Where the load generator's CPU nears 100%, the client and not nginx is the limit, and the ratio flatters us.`,
      "",
      ...header,
      ...n.rounds.flatMap((round) => [runRow(round.ours), runRow(round.nginx)]),
      "",
      `**Ours / nginx: ${(n.ratio * 100).toFixed(0)}%** of nginx's requests per second over the ${n.rounds.length} rounds (budget ≥ ${(n.budget * 100).toFixed(0)}%: ${n.ratio >= n.budget ? "met" : "MISSED"}).`,
      `CPU per request, which other load on the machine disturbs less than requests per second: ours ${cpuPerRequest(n.rounds.map((x) => x.ours))} µs, nginx's ${cpuPerRequest(n.rounds.map((x) => x.nginx))} µs. On a busy machine nginx's ${n.nginxWorkers} processes also get a larger share of the CPU than our one, which lowers the ratio.`,
    );
  }

  lines.push("", "### POST /api/leads on PGlite and on PostgreSQL", "");
  if ("skipped" in r.leadsByDatabase) {
    lines.push(`Not measured: ${r.leadsByDatabase.skipped}.`);
  } else {
    lines.push(
      "The same run of unique quiz leads against a server on each database (PostgreSQL: a database created for the run on the local server and dropped afterwards; the node-postgres pool has 10 connections). Every lead is committed with its delivery rows before the 201, and the delivery worker sends each as an e-mail file meanwhile.",
      "",
      "| database | req/s (mean) | p50 ms | p99 ms | requests | errors + non-2xx | server CPU | idle RSS MB | RSS MB peak |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...r.leadsByDatabase.map(
        (d) =>
          `| ${d.database} | ${d.run.rps.toFixed(0)} | ${ms(d.run.latencyMs.p50)} | ${ms(d.run.latencyMs.p99)} | ${d.run.requests} | ${d.run.errors + d.run.timeouts + d.run.non2xx} | ${d.run.serverCpuPercent.toFixed(0)}% | ${d.idleRssMb.toFixed(0)} | ${d.run.rssMb.peak.toFixed(0)} |`,
      ),
    );
  }

  if (r.problems.length) lines.push("", "### Problems", "", ...r.problems.map((p) => `- ${p}`));
  return lines.join("\n");
}
