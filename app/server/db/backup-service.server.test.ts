import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dailyBackupName, pruneBackups } from "./backup-service.server";
import { acquireDataDirLock, lockFileOf, lockHolder } from "./data-dir-lock.server";
import { embeddedHealth } from "./health.server";
import { statusFileOf } from "./backup.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "solar-unit-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("daily backups", () => {
  it("are named by their UTC time, so names sort by age", () => {
    expect(dailyBackupName(new Date("2026-11-23T03:04:05.678Z"))).toBe("solar-2026-11-23T03-04-05Z.tgz");
  });

  it("keep the newest BACKUP_KEEP and never touch other files", () => {
    const dir = tempDir();
    const days = Array.from({ length: 9 }, (_, i) => dailyBackupName(new Date(Date.UTC(2026, 10, 1 + i, 3))));
    for (const f of [...days, "solar-backup-manual.tgz", "notes.txt"]) writeFileSync(path.join(dir, f), "x");
    expect(pruneBackups(dir, 7)).toEqual(days.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...days.slice(2), "notes.txt", "solar-backup-manual.tgz"].sort());
  });
});

describe("the data directory lock", () => {
  it("is taken once; a lock of a process that is gone is taken over", () => {
    const db = path.join(tempDir(), "db");
    const release = acquireDataDirLock(db);
    expect(existsSync(lockFileOf(db))).toBe(true);
    // Our own pid never counts as another holder (a container's server is pid 1 on every start).
    expect(lockHolder(db)).toBeUndefined();
    release();
    expect(existsSync(lockFileOf(db))).toBe(false);

    writeFileSync(lockFileOf(db), "999999999\n"); // no such process
    expect(lockHolder(db)).toBeUndefined();
    acquireDataDirLock(db)();
  });

  it("refuses while another live process holds it", () => {
    const db = path.join(tempDir(), "db");
    writeFileSync(lockFileOf(db), `${process.ppid}\n`);
    expect(lockHolder(db)).toBe(process.ppid);
    expect(() => acquireDataDirLock(db)).toThrow(/in use by process/);
  });
});

describe("/healthz figures of the embedded database", () => {
  it("give the directory size and the age of the newest backup, or null", () => {
    const root = tempDir();
    const db = path.join(root, "db");
    writeFileSync(path.join(root, "outside.bin"), Buffer.alloc(5000));
    rmSync(db, { recursive: true, force: true });
    const now = Date.now();
    expect(embeddedHealth(db, root, now)).toEqual({ dataDirBytes: 0, lastBackupAgeSeconds: null });
    writeFileSync(statusFileOf(root), JSON.stringify({ at: new Date(now - 90_000).toISOString(), bytes: 1 }));
    mkdirSync(path.join(db, "base"), { recursive: true });
    writeFileSync(path.join(db, "base", "1"), Buffer.alloc(3000));
    // The size is recounted at most once a minute (load balancers ask every few seconds).
    expect(embeddedHealth(db, root, now + 30_000).dataDirBytes).toBe(0);
    expect(embeddedHealth(db, root, now + 61_000)).toEqual({ dataDirBytes: 3000, lastBackupAgeSeconds: 151 });
  });
});
