import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * An OpenAI-compatible chat-completions server on loopback for the tests.
 * The request's `model` picks the behaviour, so one server serves every case.
 */
export type FakeBehaviour = "stream" | "429" | "402" | "500" | "hang" | "drop" | "slow" | "empty";

export interface FakeOpenAi {
  url: string;
  /** Bodies and headers of the requests received, newest last. */
  requests: { body: Record<string, unknown>; authorization?: string }[];
  /** Resolves when a request's connection closes (the client went away or finished). */
  closed: Promise<void>[];
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: "x", choices: [{ index: 0, delta: { content } }] })}\n\n`;

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi["requests"] = [];
  const closed: Promise<void>[] = [];
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    closed.push(new Promise((resolve) => res.on("close", () => resolve())));
    let raw = "";
    for await (const part of req) raw += String(part);
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push({ body, authorization: req.headers.authorization });
    const behaviour = body.model as FakeBehaviour;
    const sse = () => res.writeHead(200, { "Content-Type": "text/event-stream" });

    switch (behaviour) {
      case "429":
      case "402":
      case "500":
        res.writeHead(Number(behaviour), { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: `fake ${behaviour}` } }));
        return;
      case "hang":
        return; // never answers
      case "empty":
        sse();
        res.end("data: [DONE]\n\n");
        return;
      case "drop":
        sse();
        res.write(chunk("Partial "));
        res.write(chunk("answer"));
        setTimeout(() => res.destroy(), 50);
        return;
      case "slow":
        // Headers and a role chunk at once, then text every 100 ms for a long time.
        sse();
        res.write(': keep-alive\n\ndata: {"choices":[{"delta":{"role":"assistant"}}]}\n\n');
        for (let i = 0; i < 100 && !res.destroyed; i++) {
          await new Promise((r) => setTimeout(r, 100));
          res.write(chunk(`${i} `));
        }
        res.end("data: [DONE]\n\n");
        return;
      default: {
        sse();
        // A line split across writes, as networks do.
        const text = chunk("Most home installations ") + chunk("take 1-3 days.");
        res.write(text.slice(0, 20));
        await new Promise((r) => setTimeout(r, 10));
        res.write(text.slice(20));
        res.end("data: [DONE]\n\n");
      }
    }
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    closed,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
