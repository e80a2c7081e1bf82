import http from "node:http";

/**
 * First-load JavaScript of a page: the scripts its HTML asks for (module
 * preloads and module scripts), in compressed bytes as the server sends them
 * to a browser that accepts brotli and gzip. Scripts loaded later on demand
 * (dialogs, toasts) are not part of the first load.
 */
export async function firstLoadScripts(baseUrl: string, route: string): Promise<{ url: string; bytes: number }[]> {
  const html = (await get(new URL(route, baseUrl))).toString("utf8");
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1] ?? "");
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) srcs.add(m[1] ?? "");
  // React Router's inline bootstrap imports its entry by URL.
  for (const m of html.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?"([^"]+\.js)"/g)) srcs.add(m[1] ?? "");
  srcs.delete("");
  const out: { url: string; bytes: number }[] = [];
  for (const src of srcs) {
    const body = await get(new URL(src, baseUrl), { "accept-encoding": "br, gzip" });
    out.push({ url: src, bytes: body.length });
  }
  return out;
}

/** The raw (still compressed) body of a GET. */
function get(url: URL, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        if ((res.statusCode ?? 0) >= 400) {
          reject(new Error(`GET ${url.href}: ${res.statusCode}`));
          res.resume();
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}
