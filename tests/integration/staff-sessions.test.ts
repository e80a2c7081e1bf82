import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, isNull, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { loader as analyticsRoute } from "~/routes/api.quiz-analytics";
import { action as sessionRoute } from "~/routes/api.staff.session";
import { loader as layoutLoader } from "~/routes/quiz-analytics";
import { openDatabase } from "~/server/db/client.server";
import { setDatabaseForTests } from "~/server/db/index.server";
import { staffSessions } from "~/server/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { addressKey } from "~/server/staff-login-limit.server";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, cookieOf, jsonPost, request } from "./staff-helpers";

/** Revocable sessions, idle timeout, secrets, and log-in limits (docs/decisions/055, 056). */

const session = asRoute(sessionRoute);
const analytics = asRoute(analyticsRoute);
const PASSWORD = "correct horse battery";

const db = setupAppDatabase({
  ANALYTICS_PASSWORD: PASSWORD,
  SESSION_SECRET: "s".repeat(40),
  STAFF_SESSION_IDLE_MINUTES: "30",
  STAFF_LOGIN_FAILURES_PER_ADDRESS: "5",
  STAFF_LOGIN_FAILURES_SITE: "12",
});

beforeEach(async () => {
  await db().db.execute(sql`delete from staff_login_failures`);
});

const logIn = (password: string, ip = "198.51.100.1") =>
  session({ request: jsonPost("/api/staff/session", { password }), context: context(ip) } as AnyArgs);

const loggedIn = async () => {
  const res = await logIn(PASSWORD);
  expect(res.status).toBe(204);
  return cookieOf(res);
};

const dashboard = (cookie: string) =>
  analytics({ request: request("/api/quiz-analytics", { headers: { cookie } }), context: context() } as AnyArgs);

const logOut = (cookie: string, query = "") =>
  session({
    request: request(`/api/staff/session${query}`, {
      method: "DELETE",
      headers: { origin: "http://staff.test", cookie },
    }),
    context: context(),
  } as AnyArgs);

/** What the staff page's frame says about this cookie: none, valid or expired. */
const pageSession = async (cookie?: string) => {
  const result = (await layoutLoader({
    request: request("/quiz-analytics", { headers: cookie ? { cookie } : {} }),
  } as AnyArgs)) as { data: { session: string } };
  return result.data.session;
};

function withEnv(vars: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  return () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  };
}

describe("revocable sessions", () => {
  it("log-out revokes the session on the server: the same cookie replayed is refused", async () => {
    const cookie = await loggedIn();
    expect((await dashboard(cookie)).status).toBe(200);
    expect((await logOut(cookie)).status).toBe(204);
    // An attacker who copied the cookie before log-out gets nothing from it.
    const replay = await dashboard(cookie);
    expect(replay.status).toBe(401);
    expect(await pageSession(cookie)).toBe("expired");
  });

  it("'log out everywhere' ends every session, and needs a session itself", async () => {
    const phone = await loggedIn();
    const desk = await loggedIn();
    expect((await logOut("", "?scope=all")).status).toBe(401);
    expect((await dashboard(phone)).status).toBe(200);
    expect((await logOut(desk, "?scope=all")).status).toBe(204);
    expect((await dashboard(phone)).status).toBe(401);
    expect((await dashboard(desk)).status).toBe(401);
    const live = await db().db.select({ n: count() }).from(staffSessions).where(isNull(staffSessions.revokedAt));
    expect(live).toEqual([{ n: 0 }]);
  });

  it("ends a session left idle past STAFF_SESSION_IDLE_MINUTES, and keeps one in use", async () => {
    const idle = await loggedIn();
    const busy = await loggedIn();
    // Both sessions were last used 20 minutes ago; the busy one is used now.
    await db().db.execute(sql`update staff_sessions set last_seen_at = now() - interval '20 minutes'`);
    expect((await dashboard(busy)).status).toBe(200);
    // Another 15 minutes pass: the idle one is 35 minutes unused, the busy one 15.
    await db().db.execute(sql`update staff_sessions set last_seen_at = last_seen_at - interval '15 minutes'`);
    expect((await dashboard(idle)).status).toBe(401);
    expect((await dashboard(busy)).status).toBe(200);
    expect(await pageSession(idle)).toBe("expired");
  });

  it("ends a session 12 hours after log-in however busy", async () => {
    const cookie = await loggedIn();
    await db().db.execute(sql`update staff_sessions set expires_at = now() - interval '1 second'`);
    expect((await dashboard(cookie)).status).toBe(401);
  });

  it("a new password ends every session; the page then says the session expired", async () => {
    const cookie = await loggedIn();
    expect(await pageSession(cookie)).toBe("valid");
    const restore = withEnv({ ANALYTICS_PASSWORD: "a brand new password" });
    try {
      expect((await dashboard(cookie)).status).toBe(401);
      expect(await pageSession(cookie)).toBe("expired");
      expect(await pageSession()).toBe("none");
    } finally {
      restore();
    }
  });

  it("rotates secrets: an old secret listed in SESSION_SECRET_PREVIOUS still verifies, a dropped one does not", async () => {
    const cookie = await loggedIn();
    let restore = withEnv({ SESSION_SECRET: "n".repeat(40), SESSION_SECRET_PREVIOUS: "s".repeat(40) });
    try {
      expect((await dashboard(cookie)).status).toBe(200);
    } finally {
      restore();
    }
    restore = withEnv({ SESSION_SECRET: "n".repeat(40) });
    try {
      expect((await dashboard(cookie)).status).toBe(401);
      expect(await pageSession(cookie)).toBe("expired");
    } finally {
      restore();
    }
  });

  it("compares passwords after NFC normalisation and counts length in characters", async () => {
    const composed = "Caf\u00e9 staff p\u00e4ssword";
    const restore = withEnv({ ANALYTICS_PASSWORD: composed });
    try {
      // The same text typed with combining accents (NFD), as some keyboards send it.
      expect((await logIn(composed.normalize("NFD"), "198.51.100.50")).status).toBe(204);
      // 100 emoji are 100 characters (200 UTF-16 units): a wrong password, not a too-long one.
      const emoji = "\u{1F31E}".repeat(100);
      expect((await logIn(emoji, "198.51.100.51")).status).toBe(401);
      expect((await logIn(`${emoji}x`, "198.51.100.51")).status).toBe(400);
      // No silent trimming: the password with a space after it is another password.
      expect((await logIn(`${composed} `, "198.51.100.52")).status).toBe(401);
    } finally {
      restore();
    }
  });
});

describe("log-in limits", () => {
  it("counts an IPv6 client by its /64", async () => {
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    for (let i = 0; i < 5; i++) expect((await logIn(`guess ${i}`, `2001:db8:aa:1::${i + 1}`)).status).toBe(401);
    // Another address of the same /64 is refused, even with the right password; the next /64 is not.
    expect((await logIn(PASSWORD, "2001:db8:aa:1:ffff::9")).status).toBe(429);
    expect((await logIn(PASSWORD, "2001:db8:aa:2::1")).status).toBe(204);
  });

  it("has a site-wide ceiling on wrong guesses spread over many addresses", async () => {
    const before = await loggedIn();
    // 12 addresses, one guess each: each address is far below its own limit of 5.
    for (let i = 0; i < 12; i++) expect((await logIn(`guess ${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
    const next = await logIn(PASSWORD, "203.0.113.200");
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(800);
    // A session opened before the ceiling still works: staff already at work are not locked out.
    expect((await dashboard(before)).status).toBe(200);
  });

  it("keeps a lock-out across a restart of the embedded database", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "staff-lockout-"));
    const first = await openDatabase({ dataDir: dir });
    setDatabaseForTests(first);
    try {
      for (let i = 0; i < 5; i++) expect((await logIn(`guess ${i}`, "198.51.100.77")).status).toBe(401);
      expect((await logIn(PASSWORD, "198.51.100.77")).status).toBe(429);
      await first.close();
      // A new process would open the same data directory: the count is still there.
      const second = await openDatabase({ dataDir: dir });
      setDatabaseForTests(second);
      expect((await logIn(PASSWORD, "198.51.100.77")).status).toBe(429);
      expect((await logIn(PASSWORD, "198.51.100.78")).status).toBe(204);
      await second.close();
    } finally {
      setDatabaseForTests(db());
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000); // two embedded databases opened and migrated from disk
});

afterAll(() => setDatabaseForTests(db()));
