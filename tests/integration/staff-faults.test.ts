import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_ERRORS } from "~/content/staff";
import { loader as analyticsRoute } from "~/routes/api.quiz-analytics";
import { loader as leadsRoute } from "~/routes/api.leads";
import { loader as funnelLoader } from "~/routes/quiz-analytics.funnel";
import { loader as inboxLoader } from "~/routes/quiz-analytics.inbox";
import { loader as layoutLoader } from "~/routes/quiz-analytics";
import { action as sessionRoute } from "~/routes/api.staff.session";
import { createTestDatabase, setupAppDatabase } from "./db";
import { setDatabaseForTests } from "~/server/db/index.server";
import { type AnyArgs, asRoute, context, cookieOf, jsonPost, request } from "./staff-helpers";

/** Staff filters PostgreSQL cannot hold answer 400; a database that fails under a staff loader answers 503. */

const PASSWORD = "staff faults password";
const db = setupAppDatabase({ ANALYTICS_PASSWORD: PASSWORD });
const session = asRoute(sessionRoute);
const analytics = asRoute(analyticsRoute);
const leads = asRoute(leadsRoute);

const call = (fn: (args: AnyArgs) => unknown, path: string, headers: Record<string, string>) =>
  asRoute(fn)({ request: request(path, { headers }), context: context() } as AnyArgs);

async function logIn(): Promise<string> {
  const res = await session({
    request: jsonPost("/api/staff/session", { password: PASSWORD }),
    context: context(),
  } as AnyArgs);
  expect(res.status).toBe(204);
  return cookieOf(res);
}

const status = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);

describe("staff filters", () => {
  it("refuse year 0 with 400 on the API and the page; the first and last four-digit years work", async () => {
    const cookie = await logIn();
    const header = { "x-analytics-password": PASSWORD };
    for (const query of ["from=0000-01-01", "to=0000-12-31", "from=2026-02-30", "variant=c"]) {
      const api = await analytics({
        request: request(`/api/quiz-analytics?${query}`, { headers: header }),
        context: context(),
      } as AnyArgs);
      expect(api.status, query).toBe(400);
      expect((await api.json()) as { fields: object }).toHaveProperty("fields");
      const page = await funnelLoader({
        request: request(`/quiz-analytics/funnel?${query}`, { headers: { cookie } }),
      } as AnyArgs);
      expect(status(page), query).toBe(400);
    }
    for (const query of ["from=0001-01-01", "to=9999-12-31", "from=0001-01-01&to=9999-12-31"]) {
      const api = await analytics({
        request: request(`/api/quiz-analytics?${query}`, { headers: header }),
        context: context(),
      } as AnyArgs);
      expect(api.status, query).toBe(200);
      const page = await funnelLoader({
        request: request(`/quiz-analytics/funnel?${query}`, { headers: { cookie } }),
      } as AnyArgs);
      expect(status(page), query).toBe(200);
    }
  });
});

describe("a database failure under the staff area", () => {
  it("answers 503, never 500, on the API, the page loaders and the log-in", async () => {
    const cookie = await logIn();
    // A database handle that has gone away under the app (as when the server loses its connection).
    const broken = await createTestDatabase();
    await broken.close();
    setDatabaseForTests(broken);
    try {
      const header = { "x-analytics-password": PASSWORD };
      expect(
        (
          await analytics({
            request: request("/api/quiz-analytics", { headers: { cookie } }),
            context: context(),
          } as AnyArgs)
        ).status,
      ).toBe(503);
      expect(
        (
          await analytics({
            request: request("/api/quiz-analytics", { headers: header }),
            context: context(),
          } as AnyArgs)
        ).status,
      ).toBe(503);
      expect(
        (await leads({ request: request("/api/leads", { headers: { cookie } }), context: context() } as AnyArgs))
          .status,
      ).toBe(503);
      for (const [loader, path] of [
        [layoutLoader, "/quiz-analytics"],
        [inboxLoader, "/quiz-analytics"],
        [funnelLoader, "/quiz-analytics/funnel"],
      ] as const) {
        const res = await call(loader, path, { cookie });
        expect(res.status, path).toBe(503);
      }
      const login = await session({
        request: jsonPost("/api/staff/session", { password: PASSWORD }),
        context: context(),
      } as AnyArgs);
      expect(login.status).toBe(503);
    } finally {
      setDatabaseForTests(db());
    }
  }, 90_000); // a second database is opened (and migrated) to be broken

  it("answers 503 when the session is fine but the figures' query fails", async () => {
    const cookie = await logIn();
    // The summary table gone from under the app (a failed migration, a restore gone wrong).
    await db().db.execute(sql`alter table quiz_daily rename to quiz_daily_away`);
    try {
      const api = await analytics({
        request: request("/api/quiz-analytics", { headers: { cookie } }),
        context: context(),
      } as AnyArgs);
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ error: AUTH_ERRORS.unavailable });
      expect((await call(funnelLoader, "/quiz-analytics/funnel", { cookie })).status).toBe(503);
    } finally {
      await db().db.execute(sql`alter table quiz_daily_away rename to quiz_daily`);
    }
    const back = await funnelLoader({ request: request("/quiz-analytics/funnel", { headers: { cookie } }) } as AnyArgs);
    expect(status(back)).toBe(200);
  });
});
