/** One bounded autocannon run, with the server's memory and CPU sampled alongside. */
import autocannon from "autocannon";
import { cpuSeconds, rssMb } from "./processes";

export interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  /** A fresh body (and extra headers) for request number n. */
  body?: (n: number) => { body: string; headers?: Record<string, string> };
}

export interface RunSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** What one measured run gave. Latencies in ms, memory in MB, CPU as % of one core. */
export interface RunResult {
  target: string;
  server: string;
  rps: number;
  durationSeconds: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerResponse: number;
  serverCpuPercent: number;
  loadGeneratorCpuPercent: number;
  rssMb: { start: number; peak: number; end: number };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** autocannon's options for a target; `overallRate` caps the requests per second across all connections. */
export function cannonOptions(
  url: string,
  target: Target,
  connections: number,
  duration: number,
  overallRate?: number,
): autocannon.Options {
  let n = 0;
  return {
    url,
    connections,
    pipelining: 1,
    duration,
    ...(overallRate ? { overallRate } : {}),
    method: target.method,
    headers: target.headers,
    requests: [
      target.body
        ? {
            method: target.method,
            path: target.path,
            setupRequest: (req) => {
              const made = target.body!(n++);
              return { ...req, body: made.body, headers: { ...req.headers, ...made.headers } };
            },
          }
        : { method: target.method, path: target.path },
    ],
  };
}

/**
 * Warms the target up (not recorded), then measures it for the set duration
 * while reading the server's RSS every second. `pids` are the processes
 * doing the serving (nginx: master and workers); the first one's RSS is reported.
 */
export async function measure(
  server: { name: string; url: string; pids: number[] },
  target: Target,
  settings: RunSettings,
): Promise<RunResult> {
  if (settings.warmupSeconds > 0) {
    await autocannon(cannonOptions(server.url, target, settings.connections, settings.warmupSeconds));
  }
  const pid = server.pids[0]!;
  const rss = [rssMb(pid)];
  const timer = setInterval(() => rss.push(rssMb(pid)), 1000);
  const cpuBefore = cpuSeconds(server.pids);
  const ownBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  let result: autocannon.Result;
  try {
    result = await autocannon(cannonOptions(server.url, target, settings.connections, settings.durationSeconds));
  } finally {
    clearInterval(timer);
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  rss.push(rssMb(pid));
  const own = process.cpuUsage(ownBefore);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const responses = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    target: target.name,
    server: server.name,
    rps: round(result.requests.mean),
    durationSeconds: round(elapsed, 2),
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    bytesPerResponse: responses ? Math.round(result.throughput.total / responses) : 0,
    serverCpuPercent: round(((cpuSeconds(server.pids) - cpuBefore) / elapsed) * 100),
    loadGeneratorCpuPercent: round(((own.user + own.system) / 1e6 / elapsed) * 100),
    rssMb: { start: round(rss[0]!), peak: round(Math.max(...rss)), end: round(rss.at(-1)!) },
  };
}

/** True when every request of the run was answered with a 2xx. */
export const clean = (r: RunResult) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0 && r.requests > 0;
