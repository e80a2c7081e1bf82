import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as sessionRoute } from "~/routes/api.staff.session";
import { action as inboxAction, loader as inboxLoader } from "~/routes/quiz-analytics.inbox";
import { leadDeliveries, leads } from "~/server/db/schema";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, cookieOf, jsonPost, ORIGIN, request } from "./staff-helpers";

/** The inbox page's own loader (pages for "Load more") and action (a delivery's Retry), as its fetchers call them. */

const PASSWORD = "inbox staff password";
const db = setupAppDatabase({ ANALYTICS_PASSWORD: PASSWORD });
const session = asRoute(sessionRoute);
// data() results come back as they are; thrown redirects as Responses.
const action = asRoute(inboxAction) as unknown as (
  args: AnyArgs,
) => Promise<Response & { data?: unknown; init?: { status?: number } }>;

async function logIn(): Promise<string> {
  const res = await session({
    request: jsonPost("/api/staff/session", { password: PASSWORD }),
    context: context(),
  } as AnyArgs);
  return cookieOf(res);
}

type Loaded = { data: { leads?: { id: string; name: string }[]; nextCursor?: string | null; locked?: true } };
const load = async (path: string, cookie: string) =>
  ((await inboxLoader({ request: request(path, { headers: { cookie } }) } as AnyArgs)) as Loaded).data;

const retryForm = (cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  action({
    request: request("/quiz-analytics?index", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  } as AnyArgs);

describe("the inbox route", () => {
  it("pages with ?before=<id>, newest first, and gives nothing without a session", async () => {
    const base = Date.parse("2026-06-01T10:00:00Z");
    await db()
      .db.insert(leads)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          source: "quote" as const,
          name: `Lead ${String(i).padStart(2, "0")}`,
          email: `l${i}@example.com`,
          phone: "07700 900001",
          createdAt: new Date(base + i * 60_000),
        })),
      );
    const cookie = await logIn();
    const first = await load("/quiz-analytics?index&limit=20", cookie);
    expect(first.leads).toHaveLength(20);
    expect(first.leads![0]!.name).toBe("Lead 24");
    const second = await load(`/quiz-analytics?index&limit=20&before=${first.nextCursor}`, cookie);
    expect(second.leads!.map((l) => l.name)).toEqual(["Lead 04", "Lead 03", "Lead 02", "Lead 01", "Lead 00"]);
    expect(second.nextCursor).toBeNull();
    expect(await load("/quiz-analytics?index", "")).toEqual({ locked: true });
  });

  it("retries a failed delivery through the page's action; refuses bad input, other sites and ended sessions", async () => {
    const [lead] = await db()
      .db.insert(leads)
      .values({ source: "quote", name: "Retry Me", email: "r@example.com", phone: "07700 900002" })
      .returning();
    await db()
      .db.insert(leadDeliveries)
      .values({ leadId: lead!.id, channel: "webhook", status: "failed", attempts: 12, lastError: "HTTP 500" });
    const cookie = await logIn();
    const fields = { intent: "retry", leadId: lead!.id, channel: "webhook" };

    expect((await retryForm(cookie, { ...fields, channel: "fax" })).init?.status).toBe(400);
    const crossSite = await retryForm(cookie, fields, { origin: "https://evil.example" });
    expect(crossSite.init?.status).toBe(403);
    // Without a live session the fetcher is sent to the frame, which shows the gate.
    const noSession = await retryForm("", fields);
    expect(noSession.status).toBe(302);
    expect(noSession.headers.get("location")).toBe("/quiz-analytics");

    const ok = await retryForm(cookie, fields);
    expect(ok.data).toEqual({ ok: true });
    const [row] = await db()
      .db.select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, lead!.id), eq(leadDeliveries.channel, "webhook")));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    // Pending now: a second retry is refused with the reason.
    const again = await retryForm(cookie, fields);
    expect(again.init?.status).toBe(409);
  });
});
