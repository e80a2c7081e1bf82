/** The abuse probes of `npm run bench -- --only abuse`, each against a running production server. */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import net from "node:net";
import { networkInterfaces } from "node:os";

const JUNK = "x".repeat(200);

/** One request of the issue-17 flood: 20 events, each a new session with 200-character campaign tags. */
function floodBody(n: number): string {
  return JSON.stringify({
    events: Array.from({ length: 20 }, (_, i) => ({
      session_id: randomUUID(),
      event_type: "started",
      utm_source: `${n}-${i}-${JUNK}`,
      utm_medium: JUNK,
      utm_campaign: JUNK,
    })),
  });
}

export interface FloodResult {
  seconds: number;
  requests: number;
  statuses: Record<string, number>;
  /** Events stored (20 per 204). */
  rowsStored: number;
  rowsPerMinute: number;
}

/** One address posting quiz events as fast as `concurrency` connections allow, for `seconds`. */
export async function flood(url: string, seconds: number, concurrency = 4): Promise<FloodResult> {
  const statuses: Record<string, number> = {};
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const res = await fetch(`${url}/api/quiz-events`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: floodBody(n++),
      }).catch(() => undefined);
      await res?.arrayBuffer();
      const key = String(res?.status ?? "error");
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const rowsStored = (statuses["204"] ?? 0) * 20;
  // The limit's window is a minute from the first request: a shorter run shows that minute's rows as they are.
  const rowsPerMinute = seconds >= 60 ? Math.round((rowsStored * 60) / seconds) : rowsStored;
  return { seconds, requests: n, statuses, rowsStored, rowsPerMinute };
}

/** A chat request with an X-Forwarded-For; its status once the stream is read (or at once when `hold`). */
export async function chat(url: string, forwardedFor?: string, hold?: AbortSignal): Promise<Response> {
  return fetch(`${url}/api/chat`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ messages: [{ role: "user", content: "What are your opening hours?" }] }),
    signal: hold,
  });
}

const count = (statuses: number[]) =>
  statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

export interface SpoofResult {
  /** How the server was reached: "public address" (TRUST_PROXY=1) or "listed proxy elsewhere". */
  setting: string;
  requests: number;
  limitPerMinute: number;
  statuses: Record<string, number>;
}

/** Chat messages each claiming a new address in X-Forwarded-For; `limit` of them should pass, no more. */
export async function spoof(
  url: string,
  requests: number,
  limitPerMinute: number,
  setting: string,
): Promise<SpoofResult> {
  const statuses: number[] = [];
  for (let i = 0; i < requests; i++) {
    const res = await chat(url, `198.51.100.${i + 1}`);
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return { setting, requests, limitPerMinute, statuses: count(statuses) };
}

/** This machine's first IPv4 address that is neither loopback nor private: "the port reached directly". */
export function publicAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find(
      (i) =>
        i &&
        i.family === "IPv4" &&
        !i.internal &&
        !/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.)/.test(i.address),
    )?.address;
}

export interface StreamsResult {
  oneAddress: { requests: number; statuses: Record<string, number> };
  manyAddresses: { requests: number; statuses: Record<string, number> };
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Connections to the AI service open at once, at most. */
  upstreamOpen: number;
}

/** Chat replies held open (not read): first many from one address, then one each from many addresses. */
export async function streams(
  url: string,
  oneAddress: number,
  manyAddresses: number,
  rss: () => number,
  upstreamOpen: () => number,
): Promise<StreamsResult> {
  // Start-up (migrations, the embedded database's first pages) leaves memory to settle first.
  await new Promise((r) => setTimeout(r, 5_000));
  const rssBeforeMb = rss();
  const hold = new AbortController();
  const held = async (xff: string) => (await chat(url, xff, hold.signal).catch(() => undefined))?.status ?? 0;
  const one = await Promise.all(Array.from({ length: oneAddress }, () => held("203.0.113.1")));
  const many = await Promise.all(
    Array.from({ length: manyAddresses }, (_, i) => held(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)),
  );
  const rssPeakMb = rss();
  const upstreamAtPeak = upstreamOpen();
  hold.abort();
  return {
    upstreamOpen: upstreamAtPeak,
    oneAddress: { requests: oneAddress, statuses: count(one) },
    manyAddresses: { requests: manyAddresses, statuses: count(many) },
    rssBeforeMb,
    rssPeakMb,
  };
}

export interface IdleResult {
  sockets: number;
  maxConnections: number;
  /** Silent sockets the server had closed by the time all were opened. */
  closedByServer: number;
  healthStatus: number | string;
  healthMs: number;
  openSeconds: number;
}

/** Opens `total` connections that never send a byte (500 at a time), then times GET /healthz. */
export async function idleSockets(url: string, total: number, maxConnections: number): Promise<IdleResult> {
  const { hostname, port } = new URL(url);
  const sockets: net.Socket[] = [];
  let closed = 0;
  const started = Date.now();
  for (let i = 0; i < total; i += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, total - i) }, async () => {
        const socket = net.connect(Number(port), hostname);
        socket.on("error", () => undefined);
        socket.once("close", () => (closed += 1));
        sockets.push(socket);
        await Promise.race([once(socket, "connect"), once(socket, "close")]).catch(() => undefined);
      }),
    );
  }
  const openSeconds = (Date.now() - started) / 1000;
  const t = performance.now();
  const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) }).catch((e: Error) => e);
  const healthMs = Math.round(performance.now() - t);
  const healthStatus = health instanceof Response ? health.status : health.name;
  const closedByServer = closed;
  for (const s of sockets) s.destroy();
  return { sockets: total, maxConnections, closedByServer, healthStatus, healthMs, openSeconds };
}
