import { renderToStaticMarkup } from "react-dom/server";
import type { ArtworkId } from "~/content/case-studies";
import { Artwork } from "./index";

/**
 * An illustration rendered to SVG markup on the server, for a route loader.
 * The page shows it with <StaticArt>, so the drawing code never ships to the
 * browser: artwork has no behaviour, and each drawing would otherwise add
 * 1-2 KB to the page's first-load JavaScript (docs/decisions/006).
 */
export function artMarkup(id: ArtworkId, title?: string): string {
  return renderToStaticMarkup(<Artwork id={id} title={title} />);
}
