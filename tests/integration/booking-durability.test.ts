/**
 * A server killed in the middle of a run of bookings (kill -9, the embedded
 * database) leaves no half booking: every acknowledged booking is there with
 * its lead, no booking lead lacks its booking, and each period's place count
 * equals its confirmed bookings. Needs `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openSlots } from "~/lib/bookings/rules";
import { todayInUk } from "~/lib/uk-date";
import { openDatabase } from "~/server/db/client.server";
import { type ServerProcess, startServer } from "../e2e/support/server-process";

const work = mkdtempSync(path.join(tmpdir(), "solar-bookings-killed-"));
let server: ServerProcess | undefined;

beforeAll(() => {
  if (!existsSync("build/server.js")) throw new Error("build/server.js not found: run `npm run build` first");
});
afterAll(async () => {
  await server?.kill().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

const slots = openSlots(todayInUk(), 30).slice(2, 8);

it("kill -9 mid-run leaves every acknowledged booking whole and the place counts true", async () => {
  const dataDir = path.join(work, "site");
  const env = { LEAD_RATE_LIMIT_PER_HOUR: "100000", BOOKING_CALLS_PER_PERIOD: "1000" };
  server = await startServer(env, dataDir);
  const victim = server;
  const acked = new Set<string>();
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; n < 240; n++) {
    const slot = slots[n % slots.length]!;
    const p = fetch(`${victim.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        type: n % 2 ? "phone" : "video",
        ...slot,
        name: `Caller ${n}`,
        email: `caller${n}@example.com`,
        phone: "029 2000 0000",
        postcode: "CF10 1AA",
      }),
    })
      .then(async (res) => {
        if (res.status === 201) acked.add(((await res.json()) as { id: string }).id);
        else failed++;
      })
      .catch(() => {
        failed++;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (n === 80) void victim.kill();
    if (inFlight.size >= 8) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  server = undefined;
  expect(failed, "the kill cut some requests off").toBeGreaterThan(0);
  expect(acked.size).toBeGreaterThan(40);

  // The restarted site recovers the database; then read it directly.
  server = await startServer(env, dataDir);
  expect(await server.stop()).toBe(0);
  server = undefined;
  const db = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const q = <T>(sql: string) => db.pglite!.client.query<T>(sql).then((r) => r.rows);
    const ids = new Set((await q<{ id: string }>("select id from bookings")).map((r) => r.id));
    expect([...acked].filter((id) => !ids.has(id))).toEqual([]);
    expect(
      await q(
        "select l.id from leads l left join bookings b on b.lead_id = l.id where l.source = 'booking' and b.id is null",
      ),
    ).toEqual([]);
    expect(
      await q(`select c.date, c.period, c.capacity_group, c.booked, count(b.id)::int as confirmed
        from booking_capacity c left join bookings b on b.date = c.date and b.period = c.period
          and (case when b.type = 'home_visit' then 'home_visit' else 'call' end) = c.capacity_group
          and b.status = 'confirmed'
        group by 1, 2, 3, 4 having c.booked <> count(b.id)`),
    ).toEqual([]);
    const deliveries = await q<{ n: number }>(
      "select count(*)::int as n from bookings b where not exists (select 1 from lead_deliveries d where d.lead_id = b.lead_id and d.channel = 'booking_confirmation')",
    );
    expect(deliveries[0]?.n).toBe(0);
  } finally {
    await db.close();
  }
}, 180_000);
