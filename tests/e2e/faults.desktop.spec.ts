import { type FakeOpenAi, startFakeOpenAi } from "../integration/fake-openai";
import { expect, test } from "./fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

// What an operator and a visitor see when something the server depends on is
// down. (PostgreSQL lost mid-run: tests/integration/database-faults.test.ts.)
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: ServerProcess | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test("database unreachable at start-up: a clear log line, pages still served, 503s where it is needed", async () => {
  // Port 1 on loopback: nothing listens, connections are refused at once.
  server = await startServer({ DATABASE_URL: "postgres://solar@127.0.0.1:1/solar" });
  expect(server.output()).toContain("database unavailable at start-up");
  expect(server.output()).toContain("ECONNREFUSED");

  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: "error", database: "unreachable" });

  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect((await fetch(`${server.url}/faq`)).status).toBe(200);

  const lead = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ source: "quote", name: "No Database", email: "nodb@example.com", phone: "07700 900123" }),
  });
  expect(lead.status).toBe(503);
  expect(await lead.json()).toEqual({ error: "We could not save your enquiry just now. Please try again." });

  const form = await fetch(`${server.url}/contact-us`, {
    method: "POST",
    body: new URLSearchParams({ name: "No Database", email: "nodb@example.com", phone: "07700 900123" }),
    redirect: "manual",
  });
  expect(form.status).toBe(503);
  expect(await form.text()).toContain("We could not save your enquiry just now. Please try again.");

  // Still up, still answering, and it stops cleanly.
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
  expect(await server.stop()).toBe(0);
  server = undefined;
});

test.describe("AI provider", () => {
  let upstream: FakeOpenAi;
  test.beforeAll(async () => {
    upstream = await startFakeOpenAi();
  });
  test.afterAll(async () => {
    await upstream.close();
  });

  test("one that never answers: the visitor gets a 504 with a clear error, not a hung request", async () => {
    server = await startServer({
      AI_BASE_URL: upstream.url,
      AI_API_KEY: "test-key",
      AI_MODEL: "hang",
      AI_TIMEOUT_MS: "1500",
    });
    const asked = Date.now();
    const res = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: "Are you there?" }] }),
      signal: AbortSignal.timeout(20_000),
    });
    expect(res.status).toBe(504);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: "The assistant took too long to answer." });
    // Bounded by AI_TIMEOUT_MS, far below the 20 s default (a generous margin for a busy machine).
    expect(Date.now() - asked).toBeLessThan(12_000);
    expect(upstream.requests.at(-1)?.body).toMatchObject({ model: "hang" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
