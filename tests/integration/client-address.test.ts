/**
 * No client address in clear anywhere (decision 091): the production server
 * (build/server.js, behind a trusted proxy on loopback) takes a lead, quiz
 * events, a failed staff log-in, a chat message and a chat call-back from
 * 203.0.113.7; afterwards no text or JSON column of any table holds the
 * address, nor does the log. On PostgreSQL (TEST_DATABASE_URL) the shared
 * rate-limit table is searched too. Needs `npm run build`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "~/server/db/client.server";
import { type ServerProcess, startServer } from "../e2e/support/server-process";
import { createEmptyPostgresDatabase, usingPostgres } from "./db";
import { findEverywhere } from "./personal-data";

const ADDRESS = "203.0.113.7";
const IPV6 = "2001:db8:77:1::5";

let server: ServerProcess;
let postgres: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;

beforeAll(async () => {
  if (!existsSync("build/server.js")) throw new Error("build/server.js not found: run `npm run build` first");
  postgres = usingPostgres ? await createEmptyPostgresDatabase() : undefined;
  server = await startServer({
    TRUST_PROXY: "loopback",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
}, 90_000);

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop();
  await postgres?.drop();
});

const send = (pathname: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, ...headers },
    body: JSON.stringify(body),
  });

describe("client addresses", () => {
  it("are stored nowhere after a lead, quiz events, a failed log-in and a chat call-back", async () => {
    for (const [i, from] of [ADDRESS, IPV6].entries()) {
      const lead = await send(
        "/api/leads",
        { source: "quote", name: "Address Test", email: "address@example.com", phone: "07700 900777" },
        from,
      );
      expect(lead.status).toBe(201);
      const events = await send(
        "/api/quiz-events",
        {
          events: [
            { session_id: `addr-session-${i}`, event_type: "started", current_step: 0, total_steps: 5 },
            { session_id: `addr-session-${i}`, event_type: "abandoned", current_step: 1, total_steps: 5 },
          ],
        },
        from,
      );
      expect(events.status).toBe(204);
      const login = await send("/api/staff/session", { password: "not the staff password" }, from);
      expect(login.status).toBe(401);
      const chat = await send(
        "/api/chat",
        { messages: [{ role: "user", content: "What are your opening hours?" }] },
        from,
      );
      expect(chat.status).toBe(200);
      await chat.text();
      const callBack = await send(
        "/api/leads",
        {
          source: "chat",
          name: "Chat Caller",
          email: "caller@example.com",
          phone: "07700 900778",
          conversationHistory: [{ role: "user", content: "Please call me back" }],
        },
        from,
      );
      expect(callBack.status).toBe(201);
    }
    await server.stop();

    const handle: DbHandle = await openDatabase(
      postgres ? { url: postgres.url } : { dataDir: path.join(server.dataDir, "db") },
    );
    try {
      const tables = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = current_schema()`,
      )) as unknown as { rows: { table_name: string }[] };
      const names = tables.rows.map((r) => r.table_name);
      expect(names).toEqual(expect.arrayContaining(["leads", "quiz_analytics", "staff_login_failures"]));
      if (postgres) expect(names).toContain("rate_limits");
      // The things happened: rows exist where they were stored…
      const hits = await findEverywhere(handle.db, ["address@example.com", "addr-session-"]);
      expect(hits.map((h) => h.table)).toEqual(expect.arrayContaining(["leads", "quiz_analytics"]));
      const failures = (await handle.db.execute(sql`select key from staff_login_failures`)) as unknown as {
        rows: { key: string }[];
      };
      expect(failures.rows.length).toBeGreaterThanOrEqual(2);
      // …and no address is among them, in any form.
      expect(await findEverywhere(handle.db, [ADDRESS, "203.0.113", "2001:db8:77", "2001:db8:77:1::/64"])).toEqual([]);
    } finally {
      await handle.close();
    }
    expect(server.output()).not.toContain(ADDRESS);
    expect(server.output()).not.toContain("2001:db8:77");
  }, 120_000);
});
