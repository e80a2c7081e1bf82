import { isArtworkId, renderArt } from "~/components/art/image.server";
import type { Route } from "./+types/art";

/**
 * Our illustrations as SVG files (/art/house-roof.svg). Prerendered at build
 * time, so in production the files are served from disk; this loader answers
 * in development and for any path the build did not write.
 */
export function loader({ params }: Route.LoaderArgs) {
  const id = /^([a-z-]+)\.svg$/.exec(params.file)?.[1];
  if (!id || !isArtworkId(id)) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(renderArt(id).svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=3600",
      // A drawing has no scripts; if opened on its own it may not run any.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
