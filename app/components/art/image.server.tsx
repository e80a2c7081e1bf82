import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { type ArtworkId, artworkIds } from "~/content/artwork";
import type { ArtImageData } from "./art-image";
import { Artwork } from "./index";

interface RenderedArt {
  svg: string;
  version: string;
  width: number;
  height: number;
}

const rendered = new Map<ArtworkId, RenderedArt>();

export function isArtworkId(value: string): value is ArtworkId {
  return (artworkIds as readonly string[]).includes(value);
}

/** The illustration as a standalone SVG document, drawn once per process. */
export function renderArt(id: ArtworkId): RenderedArt {
  let art = rendered.get(id);
  if (!art) {
    const svg = renderToStaticMarkup(<Artwork id={id} />);
    const size = /^<svg [^>]*\bwidth="(\d+)" height="(\d+)"/.exec(svg);
    if (!size) throw new Error(`Artwork ${id} has no intrinsic size`);
    art = {
      svg,
      version: createHash("sha256").update(svg).digest("base64url").slice(0, 10),
      width: Number(size[1]),
      height: Number(size[2]),
    };
    rendered.set(id, art);
  }
  return art;
}

/** Path of the illustration's file (app/routes/art.ts, prerendered at build time). */
export const artPath = (id: ArtworkId) => `/art/${id}.svg`;

/**
 * What a route loader hands to <ArtImage>: the file's address, versioned by
 * its content so a redrawn illustration is never served stale from a cache,
 * its size, and its alt text ("" for decoration).
 */
export function artImage(id: ArtworkId, alt = ""): ArtImageData {
  const art = renderArt(id);
  return { src: `${artPath(id)}?v=${art.version}`, width: art.width, height: art.height, alt };
}
