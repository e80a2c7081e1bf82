/**
 * npm run bench [-- --routes /,/faq] [--runs 3] [--skip-build] [--port 3499]
 *
 * Builds the site, starts the production server on its own port with a
 * throwaway data directory, runs each benchmark section against it and
 * writes bench/results/<section>.json and bench/results/REPORT.md. Exits
 * non-zero when a budget is missed. Add a section by writing a module that
 * implements BenchSection and listing it below.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pageList } from "../app/content/pages";
import { lighthouseSection } from "./sections/lighthouse";
import type { BenchSection } from "./types";

const sections: BenchSection[] = [lighthouseSection];

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3499" },
    "skip-build": { type: "boolean", default: false },
  },
});

// Every prerendered public page (the staff dashboard is neither public nor prerendered).
const routes = values.routes
  ? values.routes.split(",").map((r) => r.trim())
  : pageList.filter((p) => p.prerender).map((p) => p.path);
const runs = Math.max(1, Number(values.runs) || 3);
const port = Number(values.port);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}; install it or set CHROME_PATH.`);

const resultsDir = path.join(import.meta.dirname, "results");

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

async function main() {
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
  if (!values["skip-build"]) execSync("npm run build", { stdio: "inherit" });
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
  // Ctrl-C: stop the server too.
  const stop = () => server.kill("SIGTERM");
  process.once("SIGINT", stop).once("SIGTERM", stop);
  let ok = true;
  try {
    await waitForHealth(baseUrl, server);
    mkdirSync(resultsDir, { recursive: true });
    const parts: string[] = [
      "# Benchmark report",
      "",
      `Generated ${new Date().toISOString()} on Node ${process.version}; routes: ${routes.join(", ")}.`,
    ];
    for (const section of sections) {
      console.log(`\n== ${section.name}`);
      const result = await section.run({ baseUrl, routes, runs, chromePath });
      ok &&= result.ok;
      writeFileSync(path.join(resultsDir, `${section.name}.json`), `${JSON.stringify(result.json, null, 2)}\n`);
      parts.push("", result.markdown);
    }
    writeFileSync(path.join(resultsDir, "REPORT.md"), `${parts.join("\n")}\n`);
    console.log(`\nWrote ${path.relative(process.cwd(), resultsDir)}/REPORT.md`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!ok) {
    console.error("Some budgets were missed (see the report).");
    process.exitCode = 1;
  }
}

await main();
