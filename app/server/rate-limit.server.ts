import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { keyedHash } from "./address-hash.server";
import { getDatabase } from "./db/index.server";
import { getLogger } from "./logger.server";

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface Limiter {
  /**
   * Counts one request for this key (usually the client address). The key is
   * counted under its keyed hash, so the PostgreSQL table never holds an
   * address in clear (decision 091); rows last as long as their window.
   */
  consume(key: string, points?: number): Promise<LimitResult>;
}

export interface LimiterOptions {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/**
 * A named limiter. With PostgreSQL the counts live in the database, so every
 * instance shares them; with the embedded database (one process) they live in
 * memory. If the database or its store fails, an in-memory limiter stands in.
 */
export function createLimiter(name: string, options: LimiterOptions): Limiter {
  let limiter: Promise<RateLimiterAbstract> | undefined;
  const memory = new RateLimiterMemory({ keyPrefix: name, ...options });

  const build = async (): Promise<RateLimiterAbstract> => {
    const db = await getDatabase().catch(() => undefined);
    if (!db) {
      // The database is down (at start-up, say): count in memory for now and
      // look for it again on the next request, so shared limits come back with it.
      limiter = undefined;
      return memory;
    }
    if (!db.pool) return memory;
    const pool = db.pool;
    const open = () =>
      new Promise<RateLimiterAbstract>((resolve, reject) => {
        const store = new RateLimiterPostgres(
          { storeClient: pool, tableName: "rate_limits", keyPrefix: name, insuranceLimiter: memory, ...options },
          (err?: Error) => (err ? reject(err) : resolve(store)),
        );
      });
    try {
      return await open();
    } catch {
      // Two instances (or two limiters) creating the table at the same moment: one CREATE TABLE IF NOT
      // EXISTS fails on the other's catalogue entry. The table exists now, so a second try succeeds.
      try {
        return await open();
      } catch (err) {
        getLogger().warn({ err }, "rate limit table unavailable; limiting in memory");
        return memory;
      }
    }
  };

  return {
    async consume(key, points = 1) {
      limiter ??= build();
      try {
        await (await limiter).consume(keyedHash(key), points);
        return { ok: true };
      } catch (res) {
        if (res instanceof RateLimiterRes) {
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
        }
        // A broken store never turns visitors away.
        getLogger().error({ err: res }, "rate limiter failed");
        return { ok: true };
      }
    },
  };
}
