import { expect, test } from "./fixtures";
import { chunk, rawClient } from "./support/raw-client";
import { type ServerProcess, startServer } from "./support/server-process";

// Clients that try to tie the server up: slow senders (slow-loris), bodies
// over the limit with and without a declared length. A server of its own with
// a short REQUEST_TIMEOUT_MS (headers within half of it).
test.describe.configure({ mode: "serial", timeout: 60_000 });

const TIMEOUT_MS = 2_000;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000); // a fresh embedded database takes a few seconds
  server = await startServer({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS), LEAD_RATE_LIMIT_PER_HOUR: "1000" });
});
test.afterAll(async () => {
  await server?.stop();
});

const lead = (name: string) =>
  JSON.stringify({ source: "quote", name, email: "abuse@example.com", phone: "07700 900123" });

/** Other visitors are served while the slow client hangs on. */
async function othersServed(base: string) {
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  const page = await fetch(`${base}/faq`);
  expect(page.status).toBe(200);
  const posted = await fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: lead("Served Meanwhile"),
  });
  expect(posted.status).toBe(201);
}

test("a client sending its headers a byte at a time is cut off, and others are served meanwhile", async () => {
  const slow = await rawClient(server.url);
  const headers = `GET /faq HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"a".repeat(200)}\r\n\r\n`;
  const sending = slow.trickle(headers, 50); // ten seconds' worth of headers
  await othersServed(server.url);
  const answer = await slow.closed;
  await sending;
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  expect(slow.written()).toBeLessThan(headers.length);
});

test("a client sending its body a byte at a time is cut off at the request timeout", async () => {
  const slow = await rawClient(server.url);
  const body = lead("Slow Body");
  slow.write(
    `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  const sending = slow.trickle(body, 100); // about seven seconds of body
  await othersServed(server.url);
  const answer = await slow.closed;
  await sending;
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  expect(slow.written()).toBeLessThan(body.length + 200);
});

for (const [path, type] of [
  ["/api/leads", "application/json"],
  ["/api/chat", "application/json"],
  ["/api/quiz-events", "text/plain"],
  ["/api/staff/session", "application/json"],
  ["/contact-us", "application/x-www-form-urlencoded"],
  ["/?index", "application/x-www-form-urlencoded"],
]) {
  test(`${path}: a declared body over 64 KB is refused with 413 before it is sent`, async () => {
    const client = await rawClient(server.url);
    client.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    );
    client.write("x".repeat(1024)); // and nothing more
    const answer = await client.waitFor("\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    client.destroy();
  });
}

for (const path of ["/api/leads", "/api/chat", "/api/quiz-events"]) {
  test(`${path}: a chunked body without a length is refused with 413 once it passes 64 KB`, async () => {
    const client = await rawClient(server.url);
    client.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const answered = client.waitFor("\r\n\r\n");
    // Keep sending (up to 1 MB) until the server answers; it must not wait for the end.
    for (let sent = 0; sent < 1024 * 1024 && !client.received(); sent += 4096) {
      client.write(chunk("x".repeat(4096)));
      await new Promise((r) => setTimeout(r, 5));
    }
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.written()).toBeLessThan(1024 * 1024);
    client.destroy();
  });
}

test("a small chunked JSON body is accepted", async () => {
  const client = await rawClient(server.url);
  const body = lead("Chunked But Small");
  client.write(
    `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
  );
  client.write(chunk(body.slice(0, 10)) + chunk(body.slice(10)) + "0\r\n\r\n");
  expect(await client.closed).toMatch(/^HTTP\/1\.1 201 /);
});

test("page routes refuse a body without a declared length (411), however small", async () => {
  for (const path of ["/contact-us", "/?index", "/quiz-analytics"]) {
    const client = await rawClient(server.url);
    client.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    client.write(chunk("name=Chunked"));
    const answer = await client.waitFor("\r\n\r\n");
    expect(answer, path).toMatch(/^HTTP\/1\.1 411 /);
    client.destroy();
  }
});

test("the server is still healthy after all that", async () => {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
});
