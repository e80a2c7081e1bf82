/**
 * Failed staff log-ins, counted in the database (docs/decisions/056): per
 * client address (an IPv6 client per /64, the block one subscriber gets),
 * stored as a keyed hash and never in clear (decision 091), and for the whole
 * site, in fixed 15-minute windows. Kept in the database on
 * PGlite as well as PostgreSQL, so a restart does not lift a lock-out.
 * Database failures are thrown: callers answer 503.
 */
import { isIP } from "node:net";
import { and, inArray, lte, ne, sql } from "drizzle-orm";
import { keyedHash } from "./address-hash.server";
import { getDatabase } from "./db/index.server";
import { staffLoginFailures } from "./db/schema";
import { getEnv } from "./env.server";

export const LOGIN_WINDOW_SECONDS = 15 * 60;
const SITE_KEY = "*";

/** The key an address is counted under: IPv4 as is, IPv6 by its first 64 bits. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (…:1.2.3.4) lies in the low 64 bits, which we drop anyway.
  const missing = 8 - left.length - right.length;
  const groups = ip.includes("::") ? [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The row an address's failures are counted in: a keyed hash of its key, so the table holds no address. */
const storedKey = (ip: string) => keyedHash(addressKey(ip));

export type Lockout = { locked: false } | { locked: true; retryAfterSeconds: number };

/** Whether this address (or the whole site) has used up its failed log-ins for the window. */
export async function loginLockout(ip: string, now = new Date()): Promise<Lockout> {
  const { db } = await getDatabase();
  const env = getEnv();
  const keys = [
    { key: storedKey(ip), limit: env.STAFF_LOGIN_FAILURES_PER_ADDRESS },
    { key: SITE_KEY, limit: env.STAFF_LOGIN_FAILURES_SITE },
  ];
  const rows = await db
    .select()
    .from(staffLoginFailures)
    .where(
      inArray(
        staffLoginFailures.key,
        keys.map((k) => k.key),
      ),
    );
  let retryAfterMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)!.limit;
    const endsAt = row.windowStartedAt.getTime() + LOGIN_WINDOW_SECONDS * 1000;
    if (endsAt > now.getTime() && row.failures >= limit) retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime());
  }
  return retryAfterMs > 0
    ? { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : { locked: false };
}

/** Counts one failed log-in against the address and the site; a window that has ended starts again. */
export async function recordLoginFailure(ip: string, now = new Date()): Promise<void> {
  const { db } = await getDatabase();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const t = staffLoginFailures;
  const expired = sql`${t.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  for (const key of [storedKey(ip), SITE_KEY]) {
    await db
      .insert(t)
      .values({ key, windowStartedAt: now, failures: 1 })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${t.windowStartedAt} end`,
        },
      });
  }
  // Windows that have ended hold nothing worth keeping; the site's own row is simply reused.
  await db.delete(t).where(and(lte(t.windowStartedAt, windowStart), ne(t.key, SITE_KEY)));
}
