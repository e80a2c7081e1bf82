/**
 * The production server (build/server.js) against clients that lie about
 * their address or hold connections open (decisions 065, 066, 068). Needs
 * `npm run build`.
 */
import { once } from "node:events";
import { existsSync } from "node:fs";
import net from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../e2e/support/server-process";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(() => {
  if (!existsSync("build/server.js")) throw new Error("build/server.js not found: run `npm run build` first");
});

/** Chat requests under one X-Forwarded-For each; the statuses, streams read to the end. */
async function chatStatuses(url: string, forwardedFor: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const xff of forwardedFor) {
    const res = await fetch(`${url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": xff },
      body: JSON.stringify({ messages: [{ role: "user", content: "What are your opening hours?" }] }),
    });
    await res.text();
    statuses.push(res.status);
  }
  return statuses;
}

const spoofed = ["198.51.100.1", "198.51.100.2", "198.51.100.3"];

// The attack of issue 17: TRUST_PROXY=1, the port reached directly from a public address.
const publicAddress = Object.values(networkInterfaces())
  .flat()
  .find(
    (i) =>
      i &&
      i.family === "IPv4" &&
      !i.internal &&
      !/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.)/.test(i.address),
  )?.address;

describe.skipIf(!publicAddress)("TRUST_PROXY=1 with the port reached from a public address", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "1", HOST: "0.0.0.0", CHAT_RATE_LIMIT_PER_MINUTE: "2" });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("ignores X-Forwarded-For: the peer is no proxy of ours", async () => {
    const direct = server.url.replace("127.0.0.1", publicAddress!);
    expect(await chatStatuses(direct, spoofed)).toEqual([200, 200, 429]);
    // Through loopback (where a proxy on this host would be) the header still counts.
    expect(await chatStatuses(server.url, ["192.0.2.77", "192.0.2.78", "192.0.2.79"])).toEqual([200, 200, 200]);
  });
});

describe("one server: forwarded addresses, connections and OPTIONS", () => {
  let server: ServerProcess;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    server = await startServer({
      // The proxy is elsewhere, as the list says; this test's requests come straight from loopback.
      TRUST_PROXY: "203.0.113.0/24",
      CHAT_RATE_LIMIT_PER_MINUTE: "2",
      MAX_CONNECTIONS: "200",
      REQUEST_TIMEOUT_MS: "4000",
    });
  }, 90_000);
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await server?.stop();
  });

  it("ignores X-Forwarded-For from a peer that is not a listed proxy: the per-address limit holds", async () => {
    expect(await chatStatuses(server.url, spoofed)).toEqual([200, 200, 429]);
  });

  it("answers /healthz at once while twice MAX_CONNECTIONS sockets sit silent, and closes them", async () => {
    const { port } = new URL(server.url);
    let closed = 0;
    for (let i = 0; i < 400; i++) {
      const socket = net.connect(Number(port), "127.0.0.1");
      socket.on("error", () => undefined);
      socket.once("close", () => (closed += 1));
      sockets.push(socket);
      await once(socket, "connect");
    }
    const started = Date.now();
    const health = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    // The oldest shed to make room (the server may still be accepting the last few).
    for (let waited = 0; closed < 200 && waited < 3_000; waited += 50) await sleep(50);
    expect(closed).toBeGreaterThanOrEqual(200);
    await sleep(2_500); // past half the request timeout: the rest closed too
    expect(closed).toBe(400);
    expect(server.output()).toContain("connections that sent nothing were closed");
  }, 30_000);

  it("answers OPTIONS 204 without running a loader or granting CORS", async () => {
    for (const path of ["/api/leads", "/api/quiz-analytics", "/api/chat", "/faq", "/quiz-analytics"]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(res.status, path).toBe(204);
      expect(await res.text()).toBe("");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });
});
