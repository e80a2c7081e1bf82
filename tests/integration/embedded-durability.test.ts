/**
 * The production server (build/server.js) on the embedded database, as most
 * installers run it: a backup taken during a burst of leads restores every
 * lead acknowledged before it was asked for, and kill -9 in the middle of a
 * burst loses no acknowledged lead (the PostgreSQL counterpart is in
 * multi-instance.test.ts). Needs `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestBackupFromSite } from "~/server/db/backup-service.server";
import { restoreBackup } from "~/server/db/backup.server";
import { migrationsFolder, openDatabase } from "~/server/db/client.server";
import { type ServerProcess, startServer } from "../e2e/support/server-process";

const env = { LEAD_RATE_LIMIT_PER_HOUR: "100000" };
const work = mkdtempSync(path.join(tmpdir(), "solar-durable-"));
let server: ServerProcess | undefined;

beforeAll(() => {
  if (!existsSync("build/server.js")) {
    throw new Error(
      "build/server.js not found: run `npm run build` before this test (it starts the production server)",
    );
  }
});
afterAll(async () => {
  await server?.kill().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

function postLead(base: string, n: number, tag: string): Promise<Response> {
  return fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      source: "quote",
      name: `${tag} ${n}`,
      email: `lead${n}@example.com`,
      phone: "07700 900123",
      message: `lead ${n}`,
    }),
  });
}

/**
 * Sends `total` leads, at most `parallel` in flight; `during(sent)` runs once
 * `at` have been sent, while the rest keep coming. Returns the lead numbers
 * acknowledged with 201 and when each was acknowledged.
 */
async function burst(
  base: string,
  tag: string,
  total: number,
  at: number,
  during: () => Promise<void>,
): Promise<{ acked: Map<number, number>; failed: number[]; duringStarted: number }> {
  const acked = new Map<number, number>();
  const failed: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let duringStarted = 0;
  let duringDone: Promise<void> = Promise.resolve();
  for (let n = 0; n < total; n++) {
    const p = postLead(base, n, tag)
      .then(async (res) => {
        if (res.status === 201) acked.set(n, Date.now());
        else failed.push(n);
        await res.body?.cancel();
      })
      .catch(() => {
        failed.push(n);
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (n === at) {
      duringStarted = Date.now();
      duringDone = during();
    }
    if (inFlight.size >= 8) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  await duringDone;
  return { acked, failed, duringStarted };
}

async function storedNames(dbDir: string, tag: string): Promise<Set<string>> {
  const db = await openDatabase({ dataDir: dbDir });
  try {
    const r = await db.pglite!.client.query<{ name: string; deliveries: number }>(
      "select name, (select count(*)::int from lead_deliveries d where d.lead_id = l.id) as deliveries from leads l where name like $1",
      [`${tag} %`],
    );
    // Never half a lead: each has its delivery row (e-mail, the only channel configured).
    for (const row of r.rows) expect(row.deliveries, row.name).toBe(1);
    return new Set(r.rows.map((x) => x.name));
  } finally {
    await db.close();
  }
}

describe("the embedded database under a burst of leads", () => {
  it("a backup taken mid-burst restores every lead acknowledged before it was asked for", async () => {
    const dataDir = path.join(work, "site");
    server = await startServer(env, dataDir);
    const backupFile = path.join(work, "mid-burst.tgz");
    let answer: Awaited<ReturnType<typeof requestBackupFromSite>> | undefined;
    const { acked, failed, duringStarted } = await burst(server.url, "Backup Lead", 300, 120, async () => {
      answer = await requestBackupFromSite(dataDir, backupFile, 60_000);
    });
    expect(failed).toEqual([]);
    expect(answer).toMatchObject({ ok: true });
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: "ok", database: "pglite", lastBackupAgeSeconds: expect.any(Number) });
    expect(health.dataDirBytes).toBeGreaterThan(1_000_000);
    expect(JSON.stringify(health)).not.toContain(work);
    expect(await server.stop()).toBe(0);

    const restoredRoot = path.join(work, "restored");
    const restored = await restoreBackup(backupFile, path.join(restoredRoot, "db"), migrationsFolder);
    expect(restored).toMatchObject({ ok: true });
    const names = await storedNames(path.join(restoredRoot, "db"), "Backup Lead");
    const ackedBefore = [...acked].filter(([, at]) => at < duringStarted).map(([n]) => `Backup Lead ${n}`);
    expect(ackedBefore.length).toBeGreaterThan(50);
    expect(ackedBefore.filter((name) => !names.has(name))).toEqual([]);
    // And the site's own data holds all 300.
    expect((await storedNames(path.join(dataDir, "db"), "Backup Lead")).size).toBe(300);
  }, 180_000);

  it("kill -9 mid-burst loses no acknowledged lead", async () => {
    const dataDir = path.join(work, "killed");
    server = await startServer(env, dataDir);
    const victim = server;
    const { acked, failed } = await burst(server.url, "Killed Lead", 400, 150, () => victim.kill());
    server = undefined;
    expect(failed.length, "the kill cut some requests off").toBeGreaterThan(0);
    expect(acked.size).toBeGreaterThanOrEqual(150 - 8);

    // The restarted site opens the killed one's database (taking over its lock) and has every acknowledged lead.
    server = await startServer(env, dataDir);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    server = undefined;
    const names = await storedNames(path.join(dataDir, "db"), "Killed Lead");
    const missing = [...acked.keys()].map((n) => `Killed Lead ${n}`).filter((name) => !names.has(name));
    expect(missing).toEqual([]);
    expect(names.size).toBeLessThanOrEqual(acked.size + failed.length);
  }, 180_000);
});
