import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

/** One asset with its build-time compressed copies (scripts/precompress.ts). */
interface Asset {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/** The copies of one body, smallest first; `identity` is the uncompressed body, when there is one to send. */
export interface EncodedBody {
  br: Buffer;
  gzip: Buffer;
  identity?: Buffer;
}

/**
 * Sends the smallest copy the client accepts (brotli, then gzip, then the
 * plain body) with `headers`, Vary and Content-Length; nothing for HEAD.
 * Returns false, sending and setting nothing, when the client accepts no copy
 * there is.
 */
export function sendEncoded(
  req: Request,
  res: Response,
  body: EncodedBody,
  headers: Record<string, string> = {},
): boolean {
  const accept = String(req.headers["accept-encoding"] ?? "");
  const [bytes, encoding] = /\bbr\b/.test(accept)
    ? [body.br, "br"]
    : /\bgzip\b/.test(accept)
      ? [body.gzip, "gzip"]
      : [body.identity, undefined];
  if (!bytes) return false;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", bytes.length);
  res.status(200).end(req.method === "HEAD" ? undefined : bytes);
  return true;
}

/**
 * Serves the hashed assets that have .br/.gz copies from memory, to clients
 * that accept one of them; anything else (fonts, a client without brotli or
 * gzip, a build without the copies) falls through to express.static.
 * Assets are content-hashed, so they are cached for a year and immutable.
 */
export function precompressedAssets(assetsDir: string) {
  const assets = new Map<string, Asset>();
  if (existsSync(assetsDir)) {
    for (const name of readdirSync(assetsDir)) {
      const type = TYPES[path.extname(name)];
      const file = path.join(assetsDir, name);
      if (!type || !existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) continue;
      assets.set(`/${name}`, { type, br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) });
    }
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    const headers = { "Content-Type": asset.type, "Cache-Control": "public, max-age=31536000, immutable" };
    // A client that takes neither copy gets the file from disk.
    if (!sendEncoded(req, res, asset, headers)) next();
  };
}
