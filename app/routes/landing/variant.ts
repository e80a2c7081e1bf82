/** Which presentation of the quiz's contact step a visitor sees (docs/product.md §4.4). */
export type QuizVariant = "a" | "b";

export const VARIANT_KEY = "quiz_variant";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

const isVariant = (v: unknown): v is QuizVariant => v === "a" || v === "b";

/**
 * `?v=a` or `?v=b` forces a variant (and keeps it, so a reload shows the
 * same page); otherwise the stored one; otherwise a 50/50 draw that is
 * stored. Storage may be missing or throw (private browsing): the draw then
 * lasts for this page view only.
 */
export function resolveVariant({
  search,
  storage,
  random = Math.random,
}: {
  search: string;
  storage: KeyValueStore | null;
  random?: () => number;
}): QuizVariant {
  const forced = new URLSearchParams(search).get("v")?.toLowerCase();
  let stored: string | null = null;
  try {
    stored = storage?.getItem(VARIANT_KEY) ?? null;
  } catch {
    stored = null;
  }
  const variant: QuizVariant = isVariant(forced) ? forced : isVariant(stored) ? stored : random() < 0.5 ? "a" : "b";
  if (variant !== stored) {
    try {
      storage?.setItem(VARIANT_KEY, variant);
    } catch {
      // Not kept: the next visit draws again, which still splits evenly.
    }
  }
  return variant;
}
