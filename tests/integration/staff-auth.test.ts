import { describe, expect, it } from "vitest";
import { action as sessionRoute } from "~/routes/api.staff.session";
import { loader as analyticsRoute } from "~/routes/api.quiz-analytics";
import { loader as leadsListRoute } from "~/routes/api.leads";
import { loader as leadsCsvRoute } from "~/routes/api.leads.csv";
import { action as retryRoute } from "~/routes/api.leads.retry";
import { sql } from "drizzle-orm";
import { beforeEach } from "vitest";
import { resetEnvForTests } from "~/server/env.server";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, cookieOf, jsonPost, request } from "./staff-helpers";

const session = asRoute(sessionRoute);
const analytics = asRoute(analyticsRoute);
const leadsList = asRoute(leadsListRoute);
const leadsCsv = asRoute(leadsCsvRoute);
const retry = asRoute(retryRoute);

const db = setupAppDatabase({ ANALYTICS_PASSWORD: "correct horse", SESSION_SECRET: "s".repeat(40) });

// Each test starts with no failed log-ins counted, so the site-wide ceiling is not reached across tests.
beforeEach(async () => {
  await db().db.execute(sql`delete from staff_login_failures`);
});

const logIn = (password: unknown, ip = "192.0.2.10", headers: Record<string, string> = {}) =>
  session({ request: jsonPost("/api/staff/session", { password }, headers), context: context(ip) } as AnyArgs);

const retryArgs = (headers: Record<string, string> = {}) =>
  ({
    request: request("/api/leads/00000000-0000-4000-8000-000000000000/deliveries/email/retry", {
      method: "POST",
      headers,
    }),
    params: { id: "00000000-0000-4000-8000-000000000000", channel: "email" },
    context: context(),
  }) as AnyArgs;

/** Every staff endpoint, called with the given headers. */
const endpoints: [string, (headers: Record<string, string>) => Promise<Response>][] = [
  [
    "GET /api/quiz-analytics",
    (h) => analytics({ request: request("/api/quiz-analytics", { headers: h }), context: context() } as AnyArgs),
  ],
  [
    "GET /api/leads",
    (h) => leadsList({ request: request("/api/leads", { headers: h }), context: context() } as AnyArgs),
  ],
  [
    "GET /api/leads.csv",
    (h) => leadsCsv({ request: request("/api/leads.csv", { headers: h }), context: context() } as AnyArgs),
  ],
  ["POST retry", (h) => retry(retryArgs(h))],
];

describe("staff log-in", () => {
  it("exchanges the password for a signed HttpOnly SameSite=Strict cookie", async () => {
    const res = await logIn("correct horse");
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const set = res.headers.get("set-cookie") ?? "";
    // React Router's signed cookie: the value, then a dot and the signature.
    expect(set).toMatch(/^staff_session=[\w%-]+\.[\w%-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    // Plain http here: no Secure flag; over https it is set.
    const secure = await session({
      request: new Request("https://staff.test/api/staff/session", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://staff.test" },
        body: JSON.stringify({ password: "correct horse" }),
      }),
      context: context("192.0.2.11"),
    } as AnyArgs);
    // Over https the name takes the __Host- prefix: Secure, Path=/ and no Domain, so no subdomain can set it.
    expect(secure.headers.get("set-cookie")).toMatch(/^__Host-staff_session=.*; Secure/);
    expect(secure.headers.get("set-cookie")).not.toMatch(/Domain=/i);
  });

  it("answers 400 for an empty or over-long password and 401 for a wrong one", async () => {
    for (const [password, status, error] of [
      ["", 400, "Password is required"],
      [undefined, 400, "Password is required"],
      ["x".repeat(101), 400, "Password must be at most 100 characters"],
      ["wrong", 401, "Invalid password"],
    ] as const) {
      const res = await logIn(password, "192.0.2.20");
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error });
    }
  });

  it("refuses a cross-origin log-in", async () => {
    const res = await logIn("correct horse", "192.0.2.21", { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const site = await logIn("correct horse", "192.0.2.21", { "sec-fetch-site": "cross-site" });
    expect(site.status).toBe(403);
  });

  it("limits failed attempts per address, refusing even the right password once over", async () => {
    const ip = "192.0.2.30";
    for (let i = 0; i < 10; i++) expect((await logIn(`guess ${i}`, ip)).status).toBe(401);
    const limited = await logIn("guess 11", ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many log-in attempts/);
    expect((await logIn("correct horse", ip)).status).toBe(429);
    // Other addresses, and successful log-ins, are not counted.
    for (let i = 0; i < 12; i++) expect((await logIn("correct horse", "192.0.2.31")).status).toBe(204);
  });

  it("logs out by clearing the cookie", async () => {
    const res = await session({
      request: request("/api/staff/session", { method: "DELETE", headers: { origin: "http://staff.test" } }),
      context: context(),
    } as AnyArgs);
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/^staff_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
  });
});

describe("every staff endpoint checks the session itself", () => {
  it.each(endpoints)(
    "%s answers 401 without credentials, with a tampered cookie or a wrong header",
    async (_, call) => {
      const good = cookieOf(await logIn("correct horse", "192.0.2.40"));
      // One character of the signed value changed (the signature's last character has unused bits, so not that).
      const tampered = good.replace(/=(.)/, (_, c: string) => `=${c === "I" ? "J" : "I"}`);
      // A well-formed value signed with a secret we do not hold.
      const forged = `staff_session=${btoa(JSON.stringify("x".repeat(43)))}.${"A".repeat(43)}`;
      for (const headers of <Record<string, string>[]>[
        {},
        { cookie: tampered },
        { cookie: forged },
        { "x-analytics-password": "wrong" },
      ]) {
        const res = await call(headers);
        expect(res.status).toBe(401);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.json()).toEqual({ error: "Invalid password" });
      }
    },
  );

  it.each(endpoints)("%s accepts the session cookie and the x-analytics-password header", async (name, call) => {
    const cookie = cookieOf(await logIn("correct horse", "192.0.2.41"));
    for (const headers of <Record<string, string>[]>[{ cookie }, { "x-analytics-password": "correct horse" }]) {
      const res = await call(headers);
      // The retry of a delivery that does not exist is a 404, past the gate.
      expect(res.status).toBe(name === "POST retry" ? 404 : 200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("ends every session when the password changes", async () => {
    const cookie = cookieOf(await logIn("correct horse", "192.0.2.42"));
    expect((await endpoints[0]![1]({ cookie })).status).toBe(200);
    process.env.ANALYTICS_PASSWORD = "a new password";
    resetEnvForTests();
    try {
      const res = await endpoints[0]![1]({ cookie });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Invalid password" });
      expect((await logIn("a new password", "192.0.2.43")).status).toBe(204);
    } finally {
      process.env.ANALYTICS_PASSWORD = "correct horse";
      resetEnvForTests();
    }
  });
});
