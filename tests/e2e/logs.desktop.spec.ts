import { expect, test } from "./fixtures";
import { startServer, type ServerProcess } from "./support/server-process";

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

/** The JSON lines the server printed from a given offset of its output on. */
function logLines(server: ServerProcess, from = 0): LogLine[] {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

const accessLine = (server: ServerProcess, requestId: string) =>
  logLines(server).find((l) => l.msg === "request" && l.requestId === requestId);

const contact = {
  name: "Ffion Logline-Test",
  email: "ffion.logline@example.com",
  phone: "07700 900456",
  address: "12 Hidden Lane, Cardiff",
  message: "Please ring after five about the south-facing roof",
};

test.describe("server logs", () => {
  // In order, on one server of their own (not one per worker).
  test.describe.configure({ mode: "default", timeout: 45_000 });

  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(45_000);
    server = await startServer({ LOG_LEVEL: "info" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("every line written while a lead is taken carries the request's id, and no contact details", async () => {
    const from = server.output().length;
    const res = await fetch(`${server.url}/api/leads?utm_source=${encodeURIComponent(contact.email)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ source: "quote", ...contact }),
    });
    expect(res.status).toBe(201);
    const { id: leadId } = (await res.json()) as { id: string };
    const requestId = res.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    // The access line is written once the response is done; the delivery worker sends the lead meanwhile.
    await expect.poll(() => accessLine(server, requestId)).toBeTruthy();
    await expect.poll(() => logLines(server, from).some((l) => l.msg === "lead delivered")).toBe(true);

    const lines = logLines(server, from);
    const end = lines.findIndex((l) => l.msg === "request" && l.requestId === requestId);
    const duringRequest = lines.slice(0, end + 1).filter((l) => l.module !== "delivery");
    expect(duringRequest.map((l) => l.msg)).toEqual(["lead stored, deliveries queued", "request"]);
    for (const line of duringRequest) expect(line.requestId, JSON.stringify(line)).toBe(requestId);
    expect(duringRequest[0]).toMatchObject({ leadId, source: "quote" });
    // One access line: method, path without the query string, status, duration.
    expect(duringRequest[1]).toMatchObject({ level: 30, method: "POST", path: "/api/leads", status: 201 });
    expect(typeof duringRequest[1]!.ms).toBe("number");

    // Delivery is background work: the lead and delivery ids, not the id of the request that set it off.
    const delivered = lines.find((l) => l.msg === "lead delivered" && l.leadId === leadId);
    expect(delivered).toMatchObject({ module: "delivery", channel: "email", deliveryId: expect.any(Number) });
    expect(delivered).not.toHaveProperty("requestId");

    const output = server.output();
    for (const detail of Object.values(contact)) expect(output, detail).not.toContain(detail);
    expect(output).not.toContain("ffion.logline%40example.com");
  });

  test("concurrent requests keep their own ids, down to the staff log-in check", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const leads = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        post("/api/leads", {
          source: "quote",
          name: `Parallel ${n}`,
          email: `p${n}@example.com`,
          phone: "07700 900456",
        }),
      ),
    );
    const login = await post("/api/staff/session", { password: "not-the-password" });
    expect(login.status).toBe(401);

    for (const res of leads) {
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const stored = logLines(server).find((l) => l.leadId === id && l.msg === "lead stored, deliveries queued");
      expect(stored?.requestId).toBe(res.headers.get("x-request-id"));
    }
    const loginId = login.headers.get("x-request-id")!;
    await expect.poll(() => accessLine(server, loginId)).toMatchObject({ status: 401, path: "/api/staff/session" });
    expect(logLines(server).find((l) => l.msg === "staff log-in refused: wrong password")).toMatchObject({
      level: 40,
      requestId: loginId,
    });
  });

  test("keeps a proxy's safe X-Request-Id and replaces an unsafe one", async () => {
    const kept = await fetch(`${server.url}/robots.txt?from=edge`, { headers: { "x-request-id": "edge-7f3a9c21.1" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a9c21.1");
    await expect.poll(() => accessLine(server, "edge-7f3a9c21.1")).toMatchObject({ path: "/robots.txt", status: 200 });

    const unsafe = '{"level":60}';
    const replaced = await fetch(`${server.url}/robots.txt`, { headers: { "x-request-id": unsafe } });
    const id = replaced.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => accessLine(server, id)).toBeTruthy();
    expect(server.output()).not.toContain(unsafe);
  });

  test("leaves passing health checks out of the info log", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const after = await fetch(`${server.url}/robots.txt`);
    await expect.poll(() => accessLine(server, after.headers.get("x-request-id")!)).toBeTruthy();
    expect(accessLine(server, health.headers.get("x-request-id")!)).toBeUndefined();
  });
});
