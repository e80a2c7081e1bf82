import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A page rendered to HTML at build time, ready to send. */
export interface PrerenderedPage {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** CSP source expressions ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** Hashes of the executable inline scripts (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? "";
    const type = /\btype=["']?([^"'\s>]+)/.exec(attrs)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * `data-ads` on <html> as this server is configured, not as the build was:
 * it tells the consent banner whether there is anything to ask (decision 097).
 */
export function markPixel(html: string, pixel: boolean): string {
  return html.replace(/<html\b[^>]*>/, (tag) => {
    const bare = tag.replace(/\s+data-ads(="[^"]*")?/, "");
    return pixel ? bare.replace(/^<html\b/, '<html data-ads=""') : bare;
  });
}

function findIndexFiles(dir: string, base = dir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") found.push(...findIndexFiles(full, base));
    } else if (entry.name === "index.html") {
      found.push(full);
    }
  }
  return found;
}

/**
 * Loads every prerendered page under the client build directory, keyed by
 * its path ("/", "/about"). The pages were rendered with the PUBLIC_URL of
 * the build; when the server runs with another one, links are rewritten.
 */
export function loadPrerenderedPages(
  clientDir: string,
  origin: string,
  { pixel = false }: { pixel?: boolean } = {},
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const files = findIndexFiles(clientDir);
  const home = files.find((f) => path.dirname(f) === clientDir);
  const buildOrigin = home
    ? /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(readFileSync(home, "utf8"))?.[1]
    : undefined;

  for (const file of files) {
    let text = readFileSync(file, "utf8");
    if (buildOrigin && buildOrigin !== origin) text = text.split(buildOrigin).join(origin);
    text = markPixel(text, pixel);
    const html = Buffer.from(text);
    const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    pages.set(rel ? `/${rel}` : "/", {
      html,
      gzip: gzipSync(html, { level: 9 }),
      brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
      scriptHashes: inlineScriptHashes(text),
    });
  }
  return pages;
}
