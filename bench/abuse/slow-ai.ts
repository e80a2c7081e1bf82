/**
 * A stand-in for a paid OpenAI-compatible service: each reply streams a word
 * a second for five minutes, so chat replies stay open while the probe runs,
 * however busy the machine, as a slow model's would.
 * Counts the connections it holds, which is what an attacker would be billed for.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface SlowAi {
  url: string;
  open(): number;
  peak(): number;
  calls(): number;
  close(): Promise<void>;
}

export async function startSlowAi(): Promise<SlowAi> {
  let open = 0;
  let peak = 0;
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    open += 1;
    peak = Math.max(peak, open);
    res.once("close", () => (open -= 1));
    req.resume();
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    let n = 0;
    const timer = setInterval(() => {
      if (n++ >= 300) {
        clearInterval(timer);
        res.end("data: [DONE]\n\n");
        return;
      }
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `word${n} ` } }] })}\n\n`);
    }, 1_000);
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: "Hello " } }] })}\n\n`);
    res.once("close", () => clearInterval(timer));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    open: () => open,
    peak: () => peak,
    calls: () => calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
