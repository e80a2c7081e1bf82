import { pageList } from "~/content/pages";
import { getEnv } from "~/server/env.server";

export function loader() {
  const origin = getEnv().PUBLIC_URL;
  const hidden = pageList.filter((p) => !p.index).map((p) => `Disallow: ${p.path}`);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...hidden,
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
