/** An English list of words: "a", "a and b", "a, b and c". Used wherever copy names several things in a sentence. */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
