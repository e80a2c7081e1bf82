import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

let nextPort = 3600 + Math.floor(Math.random() * 200);

/** Starts the production build (`node build/server.js`) as its own process and waits for /healthz. */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const port = nextPort++;
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "solar-proc-"));
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir: dir,
    output: () => out,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
