import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "~/server/db/client.server";

/**
 * The container files cannot be built on our machines (no Docker daemon), so
 * the invariants an operator relies on are checked here, as text, against the
 * code they must agree with. See docs/deployment.md.
 */
const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** The Dockerfile's instructions (continuation lines joined), split into stages. */
function dockerStages(): { from: string; lines: string[] }[] {
  const instructions = read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const stages: { from: string; lines: string[] }[] = [];
  for (const line of instructions) {
    if (/^FROM\s/i.test(line)) stages.push({ from: line, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** The block of one top-level service of compose.yaml (its indented lines). */
function composeService(name: string): string {
  const lines = read("compose.yaml").split("\n");
  const start = lines.indexOf(`  ${name}:`);
  expect(start, `service ${name}`).toBeGreaterThan(-1);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => /^ {0,2}\S/.test(l));
  return rest.slice(0, end === -1 ? undefined : end).join("\n");
}

describe("Dockerfile", () => {
  const stages = dockerStages();
  const runtime = stages.at(-1)!;
  const text = runtime.lines.join("\n");

  it("runs on node 20 slim with production dependencies only", () => {
    expect(read("Dockerfile")).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(runtime.from).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime$/);
    const copiedModules = /^COPY --from=(\S+) \/app\/node_modules/m.exec(text)?.[1];
    const source = stages.find((s) => s.from.endsWith(` AS ${copiedModules}`));
    expect(source?.lines.join("\n")).toMatch(/npm ci --omit=dev/);
    // The logger loads pino-pretty (a dev dependency) unless NODE_ENV is production.
    expect(text).toMatch(/^ENV NODE_ENV=production\b/m);
  });

  it("runs as an unprivileged user that owns the data volume", () => {
    const user = /^USER (\S+)$/m.exec(text)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(text).toMatch(/DATA_DIR=\/data\b/);
    expect(text).toMatch(new RegExp(`chown ${user}:${user} /data`));
    expect(text).toMatch(/^VOLUME \["\/data"\]$/m);
    // Nothing after USER may switch back to root.
    expect(text.slice(text.indexOf("USER "))).not.toMatch(/^USER (root|0)/m);
  });

  it("exposes the port, checks /healthz and starts the bundle the build writes", () => {
    expect(text).toMatch(/^EXPOSE 3000$/m);
    expect(text).toMatch(/^HEALTHCHECK .*CMD \["node", "-e", ".*fetch\(.*\/healthz/m);
    const outfile = /--outfile=(\S+)/.exec(pkg.scripts.build!)?.[1];
    expect(text).toMatch(new RegExp(`^CMD \\["node", "${outfile}"\\]$`, "m"));
    expect(text).toMatch(/^COPY --from=build \/app\/build \.\/build$/m);
  });

  it("ships the SQL migrations where the server reads them at start-up", () => {
    const relative = path.relative(root, migrationsFolder);
    expect(readdirSync(migrationsFolder).some((f) => f.endsWith(".sql"))).toBe(true);
    expect(text).toContain(`COPY --from=build /app/${relative} ./${relative}`);
  });
});

describe("runtime imports", () => {
  /** Files whose imports are build-time or dev-only, with the packages they may take from devDependencies. */
  const buildTimeOnly: Record<string, string[]> = {
    "app/routes.ts": ["@react-router/dev"], // the route table, read by the build
    "server.ts": ["vite"], // imported only with --dev
  };

  function sourceFiles(dir: string): string[] {
    return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  }

  it("come from dependencies, which are all the production image installs", () => {
    const missing: string[] = [];
    for (const file of ["server.ts", ...sourceFiles("server"), ...sourceFiles("app")]) {
      const code = read(file);
      const specifiers = [
        ...code.matchAll(/^import (?!type )(?:[^"';]*? from )?["']([^"']+)["']/gm),
        ...code.matchAll(/\bimport\(["']([^"']+)["']\)/g),
      ].map((m) => m[1]!);
      for (const spec of specifiers) {
        if (/^(\.|~\/|node:|\+types\/)/.test(spec) || spec.startsWith("./+types")) continue;
        const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
        if (pkg.dependencies[name.replace(/\?.*$/, "")]) continue;
        if (buildTimeOnly[file]?.includes(name)) continue;
        missing.push(`${file}: ${spec}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("compose.yaml", () => {
  it("runs PostgreSQL 16 with a health check and a named volume", () => {
    const db = composeService("db");
    expect(db).toMatch(/^ {4}image: postgres:16$/m);
    expect(db).toMatch(/^ {4}healthcheck:\n {6}test: .*pg_isready/m);
    expect(db).toMatch(/^ {6}- db-data:\/var\/lib\/postgresql\/data$/m);
    expect(read("compose.yaml")).toMatch(/^volumes:\n(?: {2}\S+:\n)* {2}db-data:$/m);
  });

  it("starts the app once the database is healthy, with DATABASE_URL and secrets from .env", () => {
    const app = composeService("app");
    expect(app).toMatch(/^ {6}DATABASE_URL: postgres:\/\/.+@db:5432\/\S+$/m);
    expect(app).toMatch(/^ {4}depends_on:\n {6}db:\n {8}condition: service_healthy$/m);
    expect(app).toMatch(/^ {4}env_file: \.env$/m);
    expect(app).toMatch(/^ {6}DATA_DIR: \/data$/m);
    expect(app).toMatch(/^ {6}- app-data:\/data$/m);
  });
});
