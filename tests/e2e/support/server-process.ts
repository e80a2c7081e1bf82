import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A production server (`node build/server.js`) of its own, for tests that need other settings or a crash. */
export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** A signal (SIGTERM by default: graceful shutdown); resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** SIGKILL: no shutdown code runs, as in a crash. */
  kill(): Promise<void>;
}

/**
 * Starts the built server on a free port (PORT=0; the port is read from its
 * start-up log line) with a data directory of its own unless one is given.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<ServerProcess> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "solar-proc-"));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      PUBLIC_URL: "https://www.cymrusolar.example",
      ANALYTICS_PASSWORD: "e2e-staff-password",
      LOG_LEVEL: "info",
      // As in playwright.config.ts: the lead ceilings and collapsing are tested in tests/integration/lead-flood.test.ts.
      LEADS_SITE_LIMIT_PER_HOUR: "1000000",
      LEAD_EMAILS_PER_HOUR: "1000000",
      LEAD_DUPLICATE_WINDOW_MINUTES: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // A test that times out abandons its server: it dies with the test worker rather than outliving the run.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      process.off("exit", killOnExit);
      resolve(code);
    }),
  );
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave a server that was slow to start running after the test gave up on it.
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000); // a fresh embedded database on a busy machine can take half a minute
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // Keep draining the pipes so a chatty server never blocks on a full one.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url,
    dataDir: dir,
    child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
