import { execFile } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { setFlagsFromString } from "node:v8";

/**
 * How the embedded database is kept small (docs/decisions/020). PGlite runs
 * Postgres in WebAssembly, whose memory only ever grows: whatever Postgres
 * touches once stays resident for the life of the process. So:
 * - Postgres is told to need little: 16 MB of shared buffers instead of 128 MB
 *   (Postgres zeroes them at start, so all 128 MB were resident at once; the
 *   data directory's files stay in the operating system's page cache anyway),
 *   and room for a handful of backends, since PGlite runs exactly one.
 * - initdb, which grows the heap to several hundred MB, and the migrations
 *   that create the schema of a new database run in a child process that exits
 *   when it is done (see initialiseDataDir).
 */
export const PGLITE_START_PARAMS = [
  // PGlite's own defaults (PGlite.defaultStartParams in 0.5.16), kept as they are: passing startParams replaces them.
  "--single",
  "-F",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  // Ours.
  "-c",
  "shared_buffers=16MB",
  "-c",
  "max_connections=5",
  "-c",
  "maintenance_work_mem=16MB",
];

/**
 * How far the JavaScript heap may grow past what the last full garbage
 * collection left alive, as a percentage (docs/decisions/105). V8 picks a
 * factor of up to 4 on a machine with plenty of memory, so a server holding
 * 40 MB of live objects let its heap reach 200 MB of garbage between
 * collections, which is most of what the soak measured as growth. 30% is
 * V8's own "conservative" factor.
 */
export const HEAP_GROWING_PERCENT = 30;

/**
 * Applied when the embedded database opens, where the JavaScript heap shares
 * the memory budget with PGlite's WebAssembly memory. V8 reads this flag at
 * every full collection, so it takes effect without a `node` command-line
 * option (which every way of starting the server would have to repeat).
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** The options every PGlite of the app is opened with. */
export const pgliteOptions = { startParams: PGLITE_START_PARAMS };

/** True when `dir` holds an initialised Postgres data directory. */
export const isInitialised = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));

// Run with `node -e` in a child: opens PGlite on the directory (which runs
// initdb there), applies the migrations when given a folder, and closes it.
// CommonJS, so that it needs no file of its own in the build and resolves
// PGlite and drizzle by the paths the parent found. Its arguments (the
// entries, the directory, the options, the migrations folder or "") come
// after the script.
const INIT_SCRIPT = `
const [entry, drizzleEntry, migratorEntry, dir, options, migrationsFolder] = process.argv.slice(1);
const { PGlite } = require(entry);
(async () => {
  const db = new PGlite(dir, JSON.parse(options));
  await db.waitReady;
  if (migrationsFolder) {
    const { drizzle } = require(drizzleEntry);
    const { migrate } = require(migratorEntry);
    await migrate(drizzle({ client: db }), { migrationsFolder });
  }
  await db.close();
})().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exit(1);
});
`;

/**
 * Initialises a new data directory in a short-lived child process, so the
 * WebAssembly heap that initdb and the schema's creation grow dies with it
 * and the server opens the result as it would after a restart (decision
 * 020). initdb writes into a sibling directory that is renamed into place
 * only when complete (migrated, when `migrationsFolder` is given): a crash or
 * kill during the first start leaves no half-made database to trip over next
 * time. An existing directory is left alone; migrations added by an upgrade
 * run in the server itself.
 */
export async function initialiseDataDir(dataDir: string, migrationsFolder?: string): Promise<void> {
  if (isInitialised(dataDir)) return;
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  const entries = ["@electric-sql/pglite", "drizzle-orm/pglite", "drizzle-orm/pglite/migrator"].map((m) => resolve(m));
  const staging = `${dataDir}.init-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        ["-e", INIT_SCRIPT, ...entries, staging, JSON.stringify(pgliteOptions), migrationsFolder ?? ""],
        {
          // No environment at all: nothing of the server's configuration (secrets included) is passed on.
          env: {},
          timeout: 300_000,
          maxBuffer: 1024 * 1024,
        },
        (err, _stdout, stderr) =>
          err ? reject(new Error(`initialising the embedded database failed: ${stderr || err.message}`)) : resolve(),
      );
    });
    if (!isInitialised(staging)) throw new Error("initialising the embedded database failed: no PG_VERSION written");
    // An empty directory (made by an earlier version, or by hand) is replaced; anything else is never deleted.
    if (existsSync(dataDir)) {
      if (readdirSync(dataDir).length > 0) {
        throw new Error(`${dataDir} holds files but no database (no PG_VERSION): move it aside and start again`);
      }
      rmdirSync(dataDir);
    }
    renameSync(staging, dataDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
