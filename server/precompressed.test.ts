import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed";

const script = "console.log('hello from a hashed asset');".repeat(20);
let base = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  writeFileSync(path.join(dir, "app-abc.js"), script);
  writeFileSync(path.join(dir, "app-abc.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "app-abc.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "plain-abc.css"), "body{}"); // no compressed copies
  const app = express();
  app.use("/assets", precompressedAssets(dir));
  app.use((_req, res) => res.status(404).send("fell through"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** fetch() would decode the body itself; node:http keeps the bytes as sent. */
async function get(p: string, acceptEncoding: string, method = "GET") {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${base}${p}`, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("precompressedAssets", () => {
  it("sends the brotli copy to a browser that accepts it, with the script's type and a year's caching", async () => {
    const res = await get("/assets/app-abc.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends gzip to a client without brotli, and nothing compressed to one that takes neither", async () => {
    const gz = await get("/assets/app-abc.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/app-abc.js", "identity");
    expect(plain.body.toString()).toBe("fell through");
  });

  it("answers HEAD without a body and leaves files without copies to the next handler", async () => {
    const head = await get("/assets/app-abc.js", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get("/assets/plain-abc.css", "br")).body.toString()).toBe("fell through");
    expect((await get("/assets/../app-abc.js", "br")).body.toString()).toBe("fell through");
  });
});
