/** nginx as the yardstick for serving a prerendered page: same bytes, its own worker processes. */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { childPids, freePort, sleep, track } from "./processes";

export interface Nginx {
  url: string;
  pid: number;
  /** Worker processes (worker_processes auto: one per CPU). */
  workers: number[];
  stop(): Promise<void>;
}

/** Headers nginx sets itself, or that describe the connection or the body rather than the page. */
const OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "last-modified",
  "accept-ranges",
  "server",
  "vary",
]);

/** The response headers of our page that nginx should send too, as nginx `add_header` lines. */
export function addHeaderLines(headers: Headers): string[] {
  const lines: string[] = [];
  headers.forEach((value, name) => {
    // A `$` would be read as an nginx variable; none of our headers carries one.
    if (OWN_HEADERS.has(name) || value.includes("$")) return;
    lines.push(`add_header ${name} "${value.replace(/["\\]/g, "\\$&")}" always;`);
  });
  return lines;
}

/**
 * Serves `html` at / from a temporary root with its gzip form beside it
 * (gzip_static), so a client sending `Accept-Encoding: gzip` gets exactly
 * the bytes `gzip` holds.
 */
export async function startNginx({
  binary,
  html,
  gzip,
  headerLines,
}: {
  binary: string;
  html: Buffer;
  gzip: Buffer;
  headerLines: string[];
}): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "solar-nginx-"));
  // Workers of a root master run as another user (nobody): they must be able to read the files.
  chmodSync(dir, 0o755);
  const root = path.join(dir, "root");
  mkdirSync(root, { mode: 0o755 });
  writeFileSync(path.join(root, "index.html"), html);
  writeFileSync(path.join(root, "index.html.gz"), gzip);
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `${t}_temp_path ${path.join(dir, t)};`)
    .join("\n  ");
  const config = `daemon off;
master_process on;
worker_processes auto;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  types { text/html html; }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server_tokens off;
  server {
    listen 127.0.0.1:${port};
    gzip off;
    gzip_static on;
    gzip_vary on;
    location / {
      root ${root};
      index index.html;
      charset utf-8;
      ${headerLines.join("\n      ")}
    }
  }
}
`;
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  track(child, dir);
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if ((await fetch(url).catch(() => undefined))?.ok) {
      return { url, pid: child.pid!, workers: childPids(child.pid!), stop };
    }
    await sleep(100);
  }
  let log = "";
  try {
    log = readFileSync(path.join(dir, "error.log"), "utf8");
  } catch {
    // no log written
  }
  await stop();
  throw new Error(`nginx did not start:\n${stderr}${log.slice(-2000)}`);
}
