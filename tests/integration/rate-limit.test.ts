import { afterEach, describe, expect, it, vi } from "vitest";
import { keyedHash } from "~/server/address-hash.server";
import { createLimiter } from "~/server/rate-limit.server";
import { setupAppDatabase, usingPostgres } from "./db";

const db = setupAppDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

// On the embedded database limits live in memory (one process); only PostgreSQL has a shared store.
describe.skipIf(!usingPostgres)("rate limits on PostgreSQL", () => {
  it("stay shared when another instance was creating the table at the same moment", async () => {
    const pool = db().pool!;
    // What PostgreSQL answers our CREATE TABLE IF NOT EXISTS when another instance's commits in between
    // its existence check and its catalogue insert (seen with two processes starting together).
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    let injected = 0;
    vi.spyOn(pool, "query").mockImplementation(((arg: { text?: string } | string, ...rest: unknown[]) => {
      const text = typeof arg === "string" ? arg : (arg.text ?? "");
      if (injected === 0 && /create table/i.test(text)) {
        injected++;
        return Promise.reject(Object.assign(new Error('type "rate_limits" already exists'), { code: "42710" }));
      }
      return query(arg, ...rest);
    }) as never);
    const limiter = createLimiter("race", { points: 2, duration: 60 });
    expect(await limiter.consume("203.0.113.5")).toEqual({ ok: true });
    expect(injected).toBe(1);
    // Counted in the shared table, not in this process's memory, under a keyed hash of the address (decision 091).
    const { rows } = await pool.query("select key, points from rate_limits");
    expect(rows).toEqual([{ key: `race:${keyedHash("203.0.113.5")}`, points: 1 }]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113");
    expect(await limiter.consume("203.0.113.5")).toEqual({ ok: true });
    expect(await limiter.consume("203.0.113.5")).toMatchObject({ ok: false });
  });
});
