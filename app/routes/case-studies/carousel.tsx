import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ArtImage, type ArtImageData } from "~/components/art/art-image";
import { prefersReducedMotion } from "~/lib/scroll";
import { cn } from "~/lib/utils";

const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-border bg-background text-primary shadow-sm hover:bg-muted disabled:opacity-40";

/**
 * An image carousel following the WAI-ARIA carousel pattern: a labelled
 * region, slides as labelled groups, Previous/Next and per-slide buttons,
 * arrow keys on the focused slide strip, no auto-rotation. The strip is a
 * native scroll-snap container, so swiping works with the browser's own
 * touch scrolling and costs no script; with reduced motion, slides change
 * without animation.
 */
export function ImageCarousel({
  label,
  slides: images,
}: {
  label: string;
  slides: { key: string; image: ArtImageData }[];
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const slidesId = useId();

  // Follows swipes and scrolls: the slide nearest the left edge is the current one.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setSelected(Math.round(el.scrollLeft / Math.max(1, el.clientWidth))));
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener("scroll", onScroll);
    };
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const el = viewport.current;
      const target = Math.max(0, Math.min(images.length - 1, index));
      setSelected(target);
      el?.scrollTo({ left: target * el.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    },
    [images.length],
  );

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div
        ref={viewport}
        id={slidesId}
        tabIndex={0}
        aria-live="polite"
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none]"
        onKeyDown={(event) => {
          if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
          event.preventDefault();
          goTo(selected + (event.key === "ArrowRight" ? 1 : -1));
        }}
      >
        {images.map((image, i) => (
          <div
            key={image.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${images.length}`}
            aria-hidden={i !== selected}
            className="w-full shrink-0 snap-start snap-always"
          >
            <ArtImage image={image.image} />
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <button
          type="button"
          className={arrowClass}
          aria-controls={slidesId}
          aria-label="Previous slide"
          disabled={selected === 0}
          onClick={() => goTo(selected - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ul className="flex gap-1" aria-label="Choose a slide">
          {images.map((image, i) => (
            <li key={image.key}>
              <button
                type="button"
                aria-controls={slidesId}
                aria-label={`Slide ${i + 1}`}
                aria-current={i === selected ? "true" : undefined}
                onClick={() => goTo(i)}
                className="group inline-flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block size-3 rounded-full border-2 border-primary",
                    i === selected ? "bg-primary" : "bg-background group-hover:bg-primary-soft",
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={arrowClass}
          aria-controls={slidesId}
          aria-label="Next slide"
          disabled={selected === images.length - 1}
          onClick={() => goTo(selected + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
