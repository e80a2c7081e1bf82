import { setTimeout as sleep } from "node:timers/promises";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runInBackground, runWithLogContext } from "./log-context.server";
import { createLogger } from "./logger.server";

/** A logger writing to an array of parsed JSON lines. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ level: "info", destination: { write: (s: string) => lines.push(JSON.parse(s)) } });
  return { log, lines };
}

describe("request log context", () => {
  it("adds the request id to lines written anywhere inside the request, also after awaits and in child loggers", async () => {
    const { log, lines } = capture();
    await runWithLogContext({ requestId: "req-aaaaaaaa" }, async () => {
      log.info("first");
      await sleep(1);
      log.child({ module: "chat" }).warn({ leadId: "L1" }, "deep in app code");
      await Promise.all([sleep(1).then(() => log.info("parallel"))]);
    });
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ["first", "req-aaaaaaaa"],
      ["deep in app code", "req-aaaaaaaa"],
      ["parallel", "req-aaaaaaaa"],
    ]);
    expect(lines[1]).toMatchObject({ module: "chat", leadId: "L1" });
  });

  it("keeps concurrent requests apart", async () => {
    const { log, lines } = capture();
    const request = (id: string, delay: number) =>
      runWithLogContext({ requestId: id }, async () => {
        await sleep(delay);
        log.info({ tag: id }, "work");
      });
    await Promise.all([request("req-first-1", 5), request("req-second", 1)]);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.requestId).toBe(line.tag);
  });

  it("writes no request id outside a request or in background work a request sets off", async () => {
    const { log, lines } = capture();
    log.info("start-up");
    let background: Promise<void> | undefined;
    await runWithLogContext({ requestId: "req-bbbbbbbb" }, async () => {
      background = runInBackground(async () => {
        await sleep(1);
        log.info({ leadId: "L2" }, "lead delivered");
      });
    });
    await background;
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toHaveProperty("requestId");
    expect(lines[1]).toMatchObject({ leadId: "L2", msg: "lead delivered" });
  });

  it("lets a request id given to the call win, written once", () => {
    const raw: string[] = [];
    const log = createLogger({ level: "info", destination: { write: (s: string) => raw.push(s) } });
    runWithLogContext({ requestId: "req-cccccccc" }, () => log.info({ requestId: "req-explicit" }, "access"));
    expect(raw[0]!.match(/"requestId"/g)).toHaveLength(1);
    expect(JSON.parse(raw[0]!)).toMatchObject({ requestId: "req-explicit" });
  });
});

describe("redaction", () => {
  it("censors contact details passed at the top level or one object down", () => {
    const { log, lines } = capture();
    log.info(
      {
        email: "jo@example.com",
        phone: "07700 900123",
        lead: { name: "Jo Bloggs", address: "1 High St", postcode: "CF10 1AA" },
      },
      "careless call",
    );
    const text = JSON.stringify(lines);
    for (const secret of ["jo@example.com", "07700 900123", "Jo Bloggs", "1 High St", "CF10 1AA"]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ email: "[redacted]", lead: { name: "[redacted]" } });
  });
});

describe("error serialisation", () => {
  it("keeps a failed query's text and cause but not its values", () => {
    const { log, lines } = capture();
    const cause = Object.assign(new Error('new row for relation "leads" violates check constraint'), {
      code: "23514",
      detail: "Failing row contains (Jo Bloggs, jo@example.com, 07700 900123).",
    });
    const err = new DrizzleQueryError(
      'insert into "leads" ("name", "email") values ($1, $2)',
      ["Jo Bloggs", "jo@example.com"],
      cause,
    );
    log.error({ err }, "lead could not be stored");
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain("jo@example.com");
    expect(text).not.toContain("Jo Bloggs");
    expect(lines[0]!.err).toMatchObject({
      message: expect.stringContaining('insert into "leads"'),
      stack: expect.stringContaining("violates check constraint"),
    });
  });

  it("keeps the details of other errors", () => {
    const { log, lines } = capture();
    log.error({ err: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) }, "down");
    expect(lines[0]!.err).toMatchObject({ type: "Error", message: "connect ECONNREFUSED", code: "ECONNREFUSED" });
  });
});
