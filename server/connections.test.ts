import { once } from "node:events";
import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { guardConnections } from "./connections";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Server | undefined;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  server?.closeAllConnections();
  if (server?.listening) await new Promise((r) => server?.close(r));
  server = undefined;
});

async function start(guard?: Parameters<typeof guardConnections>[1]) {
  server = createServer(
    { headersTimeout: 2_000, requestTimeout: 4_000, connectionsCheckingInterval: 200 },
    (_req, res) => res.end("ok"),
  );
  const guarded = guard ? guardConnections(server, guard) : undefined;
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, guarded };
}

/** Opens `n` connections that never send a byte; resolves once all are connected. */
async function silentSockets(port: number, n: number): Promise<{ closed: () => number }> {
  let closed = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      const socket = net.connect(port, "127.0.0.1");
      sockets.push(socket);
      socket.on("error", () => undefined);
      socket.once("close", () => (closed += 1));
      await once(socket, "connect");
    }),
  );
  return { closed: () => closed };
}

describe("connection guard", () => {
  it("without it, a socket that sends nothing is never closed (the flaw)", async () => {
    const { port } = await start();
    const idle = await silentSockets(port, 5);
    await sleep(2_500); // past the headers timeout
    expect(idle.closed()).toBe(0);
  });

  it("closes sockets that send nothing within the timeout", async () => {
    const { port } = await start({ maxConnections: 1_000, silentTimeoutMs: 300 });
    const idle = await silentSockets(port, 20);
    for (let waited = 0; idle.closed() < 20 && waited < 3_000; waited += 50) await sleep(50);
    expect(idle.closed()).toBe(20);
  });

  it("past 90% of the ceiling sheds the oldest silent sockets, and requests are still answered", async () => {
    let shedReported = 0;
    const { port, guarded } = await start({
      maxConnections: 100,
      silentTimeoutMs: 60_000,
      onShed: (n) => (shedReported += n),
    });
    const idle = await silentSockets(port, 300);
    // The kernel completes connections before the server accepts them: wait for the accepting.
    for (let waited = 0; idle.closed() < 210 && waited < 5_000; waited += 50) await sleep(50);
    expect(idle.closed()).toBe(210); // 300 less the 90% of 100 kept
    expect(guarded!.silent()).toBe(90);
    // A health check still gets in and is answered at once.
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await res.text()).toBe("ok");
    expect(Date.now() - started).toBeLessThan(1_000);
    await sleep(1_200);
    expect(shedReported).toBeGreaterThan(0);
  });

  it("closes the silent sockets at shutdown, so server.close() need not wait for them", async () => {
    const { port, guarded } = await start({ maxConnections: 1_000, silentTimeoutMs: 60_000 });
    const idle = await silentSockets(port, 10);
    for (let waited = 0; guarded!.silent() < 10 && waited < 3_000; waited += 50) await sleep(50);
    const closing = new Promise((r) => server!.close(r));
    server!.closeIdleConnections();
    guarded!.closeSilent();
    await closing; // resolves only once every connection is gone
    for (let waited = 0; idle.closed() < 10 && waited < 2_000; waited += 20) await sleep(20);
    expect(idle.closed()).toBe(10);
    server = undefined;
  });

  it("leaves a slow client that has begun its request to Node's 408", async () => {
    const { port } = await start({ maxConnections: 1_000, silentTimeoutMs: 300 });
    const socket = net.connect(port, "127.0.0.1");
    sockets.push(socket);
    await once(socket, "connect");
    socket.write("GET / HTTP/1.1\r\nHost:");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 408/); // from the 2 s headers timeout, not cut silently at 300 ms
  });

  it("leaves a connection alone once it has sent a request", async () => {
    const { port } = await start({ maxConnections: 1_000, silentTimeoutMs: 300 });
    server!.keepAliveTimeout = 5_000;
    const socket = net.connect(port, "127.0.0.1");
    sockets.push(socket);
    let closed = false;
    socket.once("close", () => (closed = true));
    await once(socket, "connect");
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    const [answer] = (await once(socket, "data")) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 200/);
    await sleep(600); // twice the silent timeout, within keep-alive
    expect(closed).toBe(false);
  });
});
