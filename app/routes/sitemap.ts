import { pageList } from "~/content/pages";
import { getEnv } from "~/server/env.server";

export function loader() {
  const origin = getEnv().PUBLIC_URL;
  const urls = pageList
    .filter((p) => p.index)
    .map((p) => `  <url><loc>${origin}${p.path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
