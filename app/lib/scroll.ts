/** The fixed header's clearance above a section reached by a hash link (docs/product.md §9.1). */
export const SCROLL_OFFSET = 80;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Smoothly scrolls to the element with this id, 80 px below the top; false when there is none. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  return true;
}

/** Splits "/#contact" into its path and id. */
export function splitHashHref(href: string): { path: string; id: string | null } {
  const i = href.indexOf("#");
  if (i === -1) return { path: href, id: null };
  return { path: href.slice(0, i) || "/", id: decodeURIComponent(href.slice(i + 1)) || null };
}
