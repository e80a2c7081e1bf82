/** Child processes for the load benchmark: the production server, and what /proc says about a process. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The server settings every benchmark measures under: per-address and site
 * limits out of the way, so every lead is stored and sent (no site ceiling,
 * no digest, no collapsing of the repeated body); addresses taken from
 * X-Forwarded-For.
 */
export const benchServerEnv = (databaseUrl?: string): Record<string, string> => ({
  LEAD_RATE_LIMIT_PER_HOUR: "1000000",
  QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE: "1000000",
  QUIZ_EVENTS_PER_SESSION: "1000000",
  QUIZ_EVENTS_SITE_LIMIT_PER_HOUR: "100000000",
  LEADS_SITE_LIMIT_PER_HOUR: "10000000",
  LEAD_EMAILS_PER_HOUR: "10000000",
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
  TRUST_PROXY: "1",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** Every child still running with its temporary directory, so an interrupted benchmark can clean up. */
const children = new Map<ChildProcess, string>();

export function track(child: ChildProcess, dir: string): void {
  children.set(child, dir);
  child.once("exit", () => children.delete(child));
}

/** SIGKILL to every child still running and its directory removed (on Ctrl-C). */
export function killChildren(): void {
  for (const [child, dir] of children) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status); 0 once it is gone. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) used so far by the given processes. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Direct children of a process (nginx's workers). */
export function childPids(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) found.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

export interface AppServer {
  url: string;
  pid: number;
  dataDir: string;
  /** From spawn to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode}:\n${readFileSync(logFile, "utf8").slice(-2000)}`);
    }
    const res = await fetch(`${url}/healthz`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `server did not become healthy within ${timeoutMs / 1000} s:\n${readFileSync(logFile, "utf8").slice(-2000)}`,
  );
}

/**
 * Starts `node build/server.js` in production mode on a free loopback port
 * with a throwaway data directory, or on `dataDir`, which is then kept
 * between starts. Only the variables given are passed on (with PATH), so the
 * caller's environment cannot change what is measured. The log goes to a
 * file, as a production log would, not through this process.
 */
export async function startAppServer(
  env: Record<string, string>,
  {
    dataDir: kept,
    healthTimeoutMs = 60_000,
    nodeArgs = [],
  }: {
    dataDir?: string;
    healthTimeoutMs?: number;
    /** Options for `node` itself, before the script. */ nodeArgs?: string[];
  } = {},
): Promise<AppServer> {
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), "solar-load-"));
  const port = await freePort();
  const started = Date.now();
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://www.cymrusolar.example",
      ANALYTICS_PASSWORD: "load-benchmark-password",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  track(child, dataDir);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(force);
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, logFile, healthTimeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid!, dataDir, startMs: Date.now() - started, stop };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
