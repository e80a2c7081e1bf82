import { cn } from "~/lib/utils";

/** One of our illustrations as the page shows it: a separate SVG file (see artImage in image.server.tsx). */
export interface ArtImageData {
  src: string;
  width: number;
  height: number;
  /** Empty for a decorative illustration. */
  alt: string;
}

/**
 * Shows an illustration as an <img>. The drawing is a cached file, not markup
 * inside the page: it adds nothing to the HTML or to the route data that
 * hydration reads, and an image below the first screen can wait (`lazy`).
 * The intrinsic width and height reserve its space, so nothing shifts.
 */
export function ArtImage({
  image,
  lazy = false,
  className,
}: {
  image: ArtImageData;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={cn("block h-auto w-full", className)}
    />
  );
}
