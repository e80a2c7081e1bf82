import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDatabase } from "./db/index.server";
import { staffSessions } from "./db/schema";
import { getEnv } from "./env.server";
import { passwordFingerprint } from "./staff-password.server";

/**
 * Staff sessions kept on the server (docs/decisions/055). The browser holds a
 * random id in a signed cookie; the table holds its SHA-256, so log-out can
 * revoke it and "log out everywhere" all of them. A session ends at the
 * first of: log-out, 12 hours, the idle timeout, or a new password.
 * Database failures are thrown: callers answer 503.
 */

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
/** last_seen_at is written at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

const hashOf = (id: string) => createHash("sha256").update(id, "utf8").digest("base64url");
const idleMs = () => getEnv().STAFF_SESSION_IDLE_MINUTES * 60_000;

/** A new session; returns the id for the cookie (never stored as such). */
export async function createSession(now = new Date()): Promise<string> {
  const { db } = await getDatabase();
  const id = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    idHash: hashOf(id),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
    passwordFingerprint: passwordFingerprint(),
  });
  // Rows past their end are of no use to anyone; a log-in is a rare enough moment to sweep them.
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs()))));
  return id;
}

/** Whether this id names a live session; a live one is marked as used now. */
export async function sessionIsValid(id: string, now = new Date()): Promise<boolean> {
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.idHash, hashOf(id)));
  if (!row || row.revokedAt) return false;
  if (row.expiresAt <= now) return false;
  if (now.getTime() - row.lastSeenAt.getTime() > idleMs()) return false;
  if (row.passwordFingerprint !== passwordFingerprint()) return false;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, row.idHash));
  }
  return true;
}

/** Log-out: this session ends on every instance at once. */
export async function revokeSession(id: string, now = new Date()): Promise<void> {
  const { db } = await getDatabase();
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.idHash, hashOf(id)), isNull(staffSessions.revokedAt)));
}

/** "Log out everywhere": every staff session ends. Returns how many were live. */
export async function revokeAllSessions(now = new Date()): Promise<number> {
  const { db } = await getDatabase();
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(isNull(staffSessions.revokedAt))
    .returning({ idHash: staffSessions.idHash });
  return ended.length;
}
