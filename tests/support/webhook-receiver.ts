import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got. */
export interface ReceivedHook {
  key: string | undefined;
  signature: string | undefined;
  body: string;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedHook[];
  /** Bodies answered 2xx, by Idempotency-Key; a repeat of an accepted key is counted in `duplicates`. */
  accepted: Map<string, string>;
  duplicates: number;
  /** Answer 500 to the first `n` requests of every key. */
  failFirst(n: number): void;
  close(): Promise<void>;
}

/** A CRM stand-in on loopback (on `port`, or a free one): deduplicates by Idempotency-Key, as a real receiver should. */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  let failures = 0;
  const seen = new Map<string, number>();
  const receiver = {
    url: "",
    requests: [] as ReceivedHook[],
    accepted: new Map<string, string>(),
    duplicates: 0,
    failFirst(n: number) {
      failures = n;
    },
    close: (): Promise<void> => Promise.resolve(),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const key = req.headers["idempotency-key"] as string | undefined;
      const count = (seen.get(key ?? "") ?? 0) + 1;
      seen.set(key ?? "", count);
      const status = count <= failures ? 500 : 200;
      receiver.requests.push({ key, signature: req.headers["x-signature"] as string | undefined, body, status });
      if (status === 200 && key) {
        if (receiver.accepted.has(key)) receiver.duplicates++;
        else receiver.accepted.set(key, body);
      }
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** How far a signature's time may be from the receiver's clock (docs/webhooks.md). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * What a receiver should do (docs/webhooks.md): `signature` is
 * `t=<unix seconds>,sha256=<hex>`, the HMAC-SHA256 with `secret` of `${t}.${body}`,
 * and `t` is within the tolerance of `now`.
 */
export function validSignature(
  body: string,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): boolean {
  const match = /^t=(\d{1,12}),sha256=([0-9a-f]{64})$/.exec(signature ?? "");
  if (!match) return false;
  const [, t, hex] = match as unknown as [string, string, string];
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest();
  const given = Buffer.from(hex, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
