import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as chatAction } from "~/routes/api.chat";
import { loader as leadsCsv } from "~/routes/api.leads.csv";
import { action as retryAction } from "~/routes/api.leads.retry";
import { action as leadsAction, loader as leadsList } from "~/routes/api.leads";
import { loader as quizAnalytics } from "~/routes/api.quiz-analytics";
import { action as quizEventsAction } from "~/routes/api.quiz-events";
import { action as sessionAction } from "~/routes/api.staff.session";
import { action as contactUsAction } from "~/routes/contact-us";
import { loader as healthz } from "~/routes/healthz";
import { action as homeAction } from "~/routes/home";
import { leadDeliveries, leads, quizAnalytics as quizAnalyticsTable } from "~/server/db/schema";
import {
  BODY_LIMIT,
  chatValue,
  formBody,
  hostileString,
  mutatedLead,
  prototypeSnapshot,
  queryString,
  quizEventsValue,
  type RawBody,
  rawBody,
} from "../support/hostile";
import { leadRowProblem } from "../support/lead-rows";
import { setupAppDatabase, usingPostgres } from "./db";
import { type AnyArgs, asRoute, context } from "./staff-helpers";

/**
 * Property-based tests: every endpoint and form action of the app, called the
 * way React Router calls them, with random and adversarial bodies. Whatever
 * comes in, the answer is a clear 4xx (never a 5xx), and a row is stored
 * exactly when the answer says so. The whole HTTP stack (body limits, the
 * cross-site guard, methods on any path) is covered by
 * tests/e2e/hostile-input.desktop.spec.ts.
 */

const PASSWORD = "hostile staff password";
const db = setupAppDatabase({
  LEAD_RATE_LIMIT_PER_HOUR: "1000000",
  LEADS_SITE_LIMIT_PER_HOUR: "1000000",
  LEAD_EMAILS_PER_HOUR: "1000000",
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
  QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE: "1000000",
  QUIZ_EVENTS_PER_SESSION: "1000000",
  ANALYTICS_PASSWORD: PASSWORD,
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook",
});

// Counterexamples are shrunk and printed with the seed that reproduces them.
const runs = (n: number) => ({ numRuns: n });

let ipCounter = 0;
/** A fresh client address per request, so that per-address limits never decide an answer. */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

/** A request with these exact bytes; `chunked` streams them without a length, as a chunked upload arrives. */
function makeRequest(
  path: string,
  body: RawBody | undefined,
  init: { method?: string; headers?: Record<string, string>; chunked?: boolean } = {},
) {
  const headers = new Headers(init.headers);
  if (body?.contentType !== undefined) headers.set("content-type", body.contentType);
  let payload: BodyInit | undefined = body?.bytes;
  if (body && init.chunked) {
    const bytes = body.bytes;
    payload = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
        controller.close();
      },
    });
  }
  return new Request(`http://hostile.test${path}`, {
    method: init.method ?? "POST",
    headers,
    body: payload,
    ...(payload ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** What React Router would send: a Response as it is, or data()'s status and payload. */
interface Answer {
  status: number;
  json?: unknown;
  location?: string | null;
}
async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    if (type.startsWith("application/json")) return { status: result.status, json: await result.json() };
    await result.body?.cancel();
    return { status: result.status, location: result.headers.get("location") };
  }
  const d = result as { init?: { status?: number }; data?: unknown };
  return { status: d.init?.status ?? 200, json: d.data };
}

const call = async (fn: (args: AnyArgs) => unknown, request: Request, params: Record<string, string> = {}) =>
  answerOf(await asRoute(fn)({ request, params, context: context(nextIp()) } as AnyArgs));

async function counts() {
  const one = async (table: typeof leads | typeof leadDeliveries | typeof quizAnalyticsTable) => {
    const [row] = await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(table);
    return row!.n;
  };
  return { leads: await one(leads), deliveries: await one(leadDeliveries), events: await one(quizAnalyticsTable) };
}

/** Exactly one complete lead with this id, with a delivery per channel, whose fields are valid per the shared schema. */
async function expectOneValidLead(id: string) {
  const rows = await db().db.select().from(leads).where(eq(leads.id, id));
  expect(rows).toHaveLength(1);
  expect(leadRowProblem(rows[0]!)).toBeUndefined();
  const deliveries = await db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
  expect(deliveries.map((d) => d.channel).sort()).toEqual(["email", "webhook"]);
}

const expectClearError = (answer: Answer) => {
  expect(answer.json, `status ${answer.status} without a JSON error`).toMatchObject({ error: expect.any(String) });
  expect((answer.json as { error: string }).error.trim()).not.toBe("");
};

let prototypesBefore: string;
beforeAll(() => {
  prototypesBefore = prototypeSnapshot();
});

// Each property makes a few hundred requests: seconds alone, longer beside the whole suite on two busy cores.
describe(`hostile input, in-process (${usingPostgres ? "PostgreSQL" : "PGlite"})`, { timeout: 60_000 }, () => {
  it("POST /api/leads: 201 with exactly one valid lead, or a clear 4xx with nothing stored", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(mutatedLead), fc.boolean(), async (body, chunked) => {
        const before = await counts();
        const answer = await call(leadsAction, makeRequest("/api/leads", body, { chunked }));
        expect([201, 400, 413, 415]).toContain(answer.status);
        if (body.bytes.length > BODY_LIMIT) expect([413, 415]).toContain(answer.status);
        const after = await counts();
        if (answer.status === 201) {
          expect(after.leads).toBe(before.leads + 1);
          await expectOneValidLead((answer.json as { id: string }).id);
        } else {
          expectClearError(answer);
          expect(after).toEqual(before);
        }
      }),
      runs(200),
    );
  });

  it("the home and /contact-us form actions: a redirect to /thank-you with one valid lead, or a 4xx with nothing stored", async () => {
    await fc.assert(
      fc.asyncProperty(
        formBody(),
        fc.constantFrom(homeAction, contactUsAction),
        fc.boolean(),
        fc.oneof({ weight: 5, arbitrary: fc.constant("POST") }, fc.constantFrom("PUT", "PATCH", "DELETE")),
        async (body, action, chunked, method) => {
          const before = await counts();
          const answer = await call(action, makeRequest("/contact-us", body, { chunked, method }));
          expect([303, 400, 405, 413, 415]).toContain(answer.status);
          if (method !== "POST") expect(answer.status).toBe(405);
          // Over the limit is refused whole, even without a declared length.
          else if (body.bytes.length > BODY_LIMIT) expect([413, 415]).toContain(answer.status);
          const after = await counts();
          if (answer.status === 303) {
            expect(answer.location).toBe("/thank-you");
            expect(after.leads).toBe(before.leads + 1);
            const [newest] = await db()
              .db.select()
              .from(leads)
              .orderBy(sql`created_at desc`)
              .limit(1);
            await expectOneValidLead(newest!.id);
          } else {
            expect(answer.json).toMatchObject({ ok: false, error: expect.any(String), fields: expect.any(Object) });
            expect(after).toEqual(before);
          }
        },
      ),
      runs(200),
    );
  });

  it("POST /api/quiz-events: 204 with every event stored, or a clear 4xx with none", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(quizEventsValue()), fc.boolean(), async (body, chunked) => {
        const before = await counts();
        const answer = await call(quizEventsAction, makeRequest("/api/quiz-events", body, { chunked }));
        expect([204, 400, 413, 415]).toContain(answer.status);
        if (body.bytes.length > BODY_LIMIT) expect([413, 415]).toContain(answer.status);
        const after = await counts();
        if (answer.status === 204) {
          const value = JSON.parse(new TextDecoder().decode(body.bytes)) as { events?: unknown[] };
          expect(after.events).toBe(before.events + (Array.isArray(value.events) ? value.events.length : 1));
        } else {
          expectClearError(answer);
          expect(after).toEqual(before);
        }
      }),
      runs(200),
    );
  });

  it("POST /api/chat: an event stream or a clear 4xx, and nothing stored", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(chatValue()), async (body) => {
        const before = await counts();
        const result = (await asRoute(chatAction)({
          request: makeRequest("/api/chat", body),
          params: {},
          context: context(nextIp()),
        } as AnyArgs)) as Response;
        expect([200, 400, 413, 415]).toContain(result.status);
        if (body.bytes.length > BODY_LIMIT) expect([413, 415]).toContain(result.status);
        if (result.status === 200) {
          expect(result.headers.get("content-type")).toMatch(/^text\/event-stream/);
          expect(await result.text()).toMatch(/data: \[DONE\]\n\n$/);
        } else expectClearError(await answerOf(result));
        expect(await counts()).toEqual(before);
      }),
      runs(150),
    );
  });

  it("POST and DELETE /api/staff/session: 204 or a clear 4xx, whatever the body, method or origin", async () => {
    const body = fc.oneof(
      rawBody(fc.oneof(fc.record({ password: fc.oneof(fc.constant(PASSWORD), hostileString) }), fc.anything())),
      fc.constant(undefined),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom("POST", "DELETE", "PUT", "PATCH"),
        fc.constantFrom(undefined, "http://hostile.test", "https://evil.example", "null", "not a url"),
        async (raw, method, origin) => {
          const headers: Record<string, string> = origin ? { origin } : {};
          const answer = await call(sessionAction, makeRequest("/api/staff/session", raw, { method, headers }));
          expect([204, 400, 401, 403, 405, 413, 415, 429]).toContain(answer.status);
          if (answer.status !== 204) expectClearError(answer);
          if (answer.status === 204 && method === "POST")
            expect(origin ?? "http://hostile.test").toBe("http://hostile.test");
        },
      ),
      runs(200),
    );
  });

  it("the staff GET endpoints answer 200 or a 400 naming the bad parameter, whatever the query", async () => {
    const loaders = [
      ["/api/leads", leadsList],
      ["/api/leads.csv", leadsCsv],
      ["/api/quiz-analytics", quizAnalytics],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...loaders), queryString, async ([path, loader], query) => {
        const request = makeRequest(`${path}?${query}`, undefined, {
          method: "GET",
          headers: { "x-analytics-password": PASSWORD },
        });
        const answer = await call(loader, request);
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 400)
          expect(answer.json).toMatchObject({ error: expect.any(String), fields: expect.any(Object) });
      }),
      runs(150),
    );
  });

  it("the delivery retry endpoint answers a clear 4xx to any lead id, channel or method", async () => {
    const param = fc.oneof(hostileString, fc.constantFrom("email", "webhook", "00000000-0000-4000-8000-000000000000"));
    await fc.assert(
      fc.asyncProperty(param, param, fc.constantFrom("POST", "PUT", "DELETE"), async (id, channel, method) => {
        const request = makeRequest("/api/leads/x/deliveries/y/retry", undefined, {
          method,
          headers: { "x-analytics-password": PASSWORD },
        });
        const answer = await call(retryAction, request, { id, channel });
        expect([400, 404, 405]).toContain(answer.status);
        expectClearError(answer);
      }),
      runs(100),
    );
  });

  it("still answers its health check, and no built-in prototype was touched", async () => {
    const answer = await answerOf(await healthz());
    expect(answer.status).toBe(200);
    expect(prototypeSnapshot()).toBe(prototypesBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("regressions the properties found", () => {
  const person = { name: "Ceri Jones", email: "ceri@example.com", phone: "07700 900123" };
  const json = (value: unknown): RawBody => ({
    contentType: "application/json",
    bytes: new TextEncoder().encode(JSON.stringify(value)),
    label: "json",
  });

  it("a lead with a NUL character or an unpaired surrogate is a 400 naming the field, not a 503", async () => {
    const before = await counts();
    const nul = await call(
      leadsAction,
      makeRequest("/api/leads", json({ source: "quote", ...person, name: "Ceri\u0000Jones" })),
    );
    expect(nul).toEqual({ status: 400, json: { error: expect.any(String), fields: { name: expect.any(String) } } });
    const history = [{ role: "user", content: "hello \ud83d" }];
    const chat = await call(
      leadsAction,
      makeRequest("/api/leads", json({ source: "chat", ...person, conversationHistory: history })),
    );
    expect(chat.status).toBe(400);
    expect(chat.json).toMatchObject({ fields: { "conversationHistory.0.content": expect.any(String) } });
    expect(await counts()).toEqual(before);
  });

  it("a lead whose source names an inherited property (toString) is a 400, not a crash", async () => {
    for (const source of ["toString", "constructor", "__proto__"]) {
      const answer = await call(leadsAction, makeRequest("/api/leads", json({ ...person, source })));
      expect(answer).toEqual({
        status: 400,
        json: { error: expect.any(String), fields: { source: expect.any(String) } },
      });
    }
  });

  it("a quiz event with a NUL character is a 400, not a 503", async () => {
    const before = await counts();
    const answer = await call(
      quizEventsAction,
      makeRequest("/api/quiz-events", json({ session_id: "s\u0000", event_type: "started" })),
    );
    expect(answer).toEqual({
      status: 400,
      json: { error: "Invalid quiz event", fields: { session_id: expect.any(String) } },
    });
    expect(await counts()).toEqual(before);
  });

  it("a form post over 64 KB without a declared length is refused with 413, not read whole", async () => {
    const before = await counts();
    const text = `name=Big+Form&email=big%40example.com&phone=07700+900123&message=${"m".repeat(200 * 1024)}`;
    let pulled = 0;
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(pulled, pulled + 4096));
        pulled += 4096;
      },
    });
    const request = new Request("http://hostile.test/contact-us", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = await call(contactUsAction, request);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ ok: false, error: expect.any(String) });
    // Reading stopped soon after the limit: the rest was never pulled.
    expect(pulled).toBeLessThan(80 * 1024);
    expect(await counts()).toEqual(before);
  });
});

afterAll(() => {
  // A property run that polluted a prototype must not pass silently in another file.
  expect(prototypeSnapshot()).toBe(prototypesBefore);
});
