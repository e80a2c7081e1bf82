import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { lastBackupAt } from "./backup.server";

/** Bytes of the files under `dir` (0 when it does not exist). */
export function directoryBytes(dir: string): number {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    if (!e.isFile()) continue;
    try {
      total += statSync(path.join(e.parentPath, e.name)).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}

const SIZE_CACHE_MS = 60_000;
let cachedSize: { dir: string; at: number; bytes: number } | undefined;

/**
 * What /healthz adds for the embedded database: the data directory's size
 * (walked at most once a minute: load balancers ask every few seconds) and
 * how long ago the newest backup was written. No paths.
 */
export function embeddedHealth(dbDir: string, dataRoot: string, now = Date.now()) {
  if (!cachedSize || cachedSize.dir !== dbDir || now - cachedSize.at > SIZE_CACHE_MS) {
    cachedSize = { dir: dbDir, at: now, bytes: directoryBytes(dbDir) };
  }
  const last = lastBackupAt(dataRoot);
  return {
    dataDirBytes: cachedSize.bytes,
    lastBackupAgeSeconds: last ? Math.max(0, Math.round((now - last.getTime()) / 1000)) : null,
  };
}
