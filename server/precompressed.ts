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
    const accept = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] = /\bbr\b/.test(accept)
      ? [asset.br, "br"]
      : /\bgzip\b/.test(accept)
        ? [asset.gzip, "gzip"]
        : [undefined, undefined];
    if (!body || !encoding) return next();
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
