import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request to the fake Graph API. */
export interface GraphRequest {
  method: string;
  path: string;
  body: { data?: Record<string, unknown>[]; access_token?: string };
  status: number;
}

export interface FakeGraph {
  /** Base URL, as META_CAPI_URL takes it (…/v25.0). */
  url: string;
  requests: GraphRequest[];
  /** Answer 500 to the next `n` requests. */
  failNext(n: number): void;
  close(): Promise<void>;
}

/** A stand-in for Meta's Graph API on loopback: records each Conversions API request and answers as told. */
export async function startFakeGraph(): Promise<FakeGraph> {
  let failures = 0;
  const requests: GraphRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const status = failures > 0 ? 500 : 200;
      if (failures > 0) failures--;
      let body: GraphRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as GraphRequest["body"];
      } catch {
        // Recorded as empty; the test's assertions on the body then fail.
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", body, status });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(status === 200 ? JSON.stringify({ events_received: body.data?.length ?? 0 }) : '{"error":{}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v25.0`,
    requests,
    failNext(n) {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
