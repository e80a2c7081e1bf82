import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/**
 * One process per embedded data directory: two PGlite instances writing the
 * same files would corrupt them. The process holding the database keeps its
 * pid in `<dataDir>.lock`; the backup and restore scripts read it to know
 * whether the site is running. A lock left by a process that no longer exists
 * (killed, or the machine restarted) is taken over; so is one naming this
 * process's own pid (a container's server is pid 1 on every start).
 */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the live process holding the data directory, if any (never this process). */
export function lockHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFileOf(dataDir), "utf8").trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return alive(pid) ? pid : undefined;
}

/** Takes the lock or throws naming the holder; returns the function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = lockHolder(dataDir);
      if (holder !== undefined) {
        throw new Error(
          `the embedded database is in use by process ${holder} (the running site?); stop it first, or use its backup`,
        );
      }
      rmSync(file, { force: true }); // stale
    }
  }
  throw new Error(`could not lock ${file}`);
}
