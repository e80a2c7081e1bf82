/** The inbox's Erase form (intent=erase), as its fetcher and a browser without JavaScript post it (docs/product.md §16). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as sessionRoute } from "~/routes/api.staff.session";
import { action as inboxAction } from "~/routes/quiz-analytics.inbox";
import { leads } from "~/server/db/schema";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, cookieOf, jsonPost, ORIGIN, request } from "./staff-helpers";

const PASSWORD = "erasure staff password";
const db = setupAppDatabase({ ANALYTICS_PASSWORD: PASSWORD });
const session = asRoute(sessionRoute);
type Answer = Response & { data?: { ok?: true; error?: string }; init?: { status?: number } | null };
const action = asRoute(inboxAction) as unknown as (args: AnyArgs) => Promise<Answer>;
const statusOf = (a: Answer) => a.init?.status ?? a.status ?? 200;

const post = (cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  action({
    request: request("/quiz-analytics?index", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  } as AnyArgs);

describe("the inbox's Erase form", () => {
  it("erases the lead for a staff session, and refuses other sites, unknown leads and no session", async () => {
    const cookie = cookieOf(
      await session({ request: jsonPost("/api/staff/session", { password: PASSWORD }), context: context() } as AnyArgs),
    );
    const [lead] = await db()
      .db.insert(leads)
      .values({ source: "contact", name: "Form Erase", email: "erase@example.com", phone: "07700 900002" })
      .returning();
    const stored = async () => (await db().db.select().from(leads).where(eq(leads.id, lead!.id)))[0]!;

    const crossSite = await post(cookie, { intent: "erase", leadId: lead!.id }, { origin: "https://evil.example" });
    expect(statusOf(crossSite)).toBe(403);
    // No session: back to the gate, nothing erased.
    expect(statusOf(await post("", { intent: "erase", leadId: lead!.id }))).toBe(302);
    expect(statusOf(await post(cookie, { intent: "erase", leadId: "00000000-0000-4000-8000-00000000beef" }))).toBe(404);
    expect(statusOf(await post(cookie, { intent: "erase", leadId: "nope" }))).toBe(404);
    expect((await stored()).email).toBe("erase@example.com");

    const erased = await post(cookie, { intent: "erase", leadId: lead!.id });
    expect(statusOf(erased)).toBe(200);
    expect(erased.data).toMatchObject({ ok: true });
    expect(await stored()).toMatchObject({ name: "", email: "", phone: "", source: "contact", status: "new" });
    expect((await stored()).erasedAt).not.toBeNull();
  });
});
