/**
 * Full-text retrieval for the built-in assistant: a tokeniser with light
 * stemming and Okapi BM25 over a small set of documents. Pure and in memory;
 * the whole index is a few hundred terms.
 */

const STOPWORDS = new Set(
  (
    "a about after again all also am an and any are as at be been before being but by can could did do does doing " +
    "for from get got had has have having he her here hers him his how i if im in into is it its ive just me mine my " +
    "myself no nor of off on once only or other our ours out over own same she should so some such than that the " +
    "their them then there these they this those through to too under until up us very was we were what when which " +
    "while who whom why will with would you your yours yourself youre hi hello please thanks thank tell know want " +
    "like much many really whats wheres hows whos thats theres dont does doesnt"
  ).split(" "),
);

/** Strips common English endings so "installing", "installed" and "installation" meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith("ation")) w = w.slice(0, -5);
  else if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("ly")) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.length > 3 && w.at(-1) === w.at(-2)) w = w.slice(0, -1);
  return w;
}

/** Lower-cased words without stop words; apostrophes dropped ("don't" → "dont"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, "")
      .match(/[a-z0-9£]+/g)
      ?.filter((w) => !STOPWORDS.has(w)) ?? []
  );
}

export function tokenize(text: string, synonyms: Record<string, string> = {}): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    out.push(stem(w));
    // Own entries only: "constructor" or "toString" must not find Object's methods.
    const extra = [w, stem(w)].map((k) => (Object.hasOwn(synonyms, k) ? synonyms[k] : undefined)).find(Boolean);
    if (extra) out.push(...words(extra).map(stem));
  }
  return out;
}

export interface IndexedDoc<T> {
  item: T;
  terms: Map<string, number>;
  length: number;
}

export interface SearchHit<T> {
  item: T;
  score: number;
  /** Query terms found in this document. */
  matched: string[];
}

export interface Bm25Index<T> {
  search(query: string, limit?: number): SearchHit<T>[];
  /** Whether the term occurs anywhere in the collection. */
  has(term: string): boolean;
}

const K1 = 1.2;
const B = 0.75;

export function createIndex<T>(
  items: T[],
  textOf: (item: T) => string,
  synonyms: Record<string, string> = {},
): Bm25Index<T> {
  const docs: IndexedDoc<T>[] = items.map((item) => {
    const tokens = tokenize(textOf(item));
    const terms = new Map<string, number>();
    for (const t of tokens) terms.set(t, (terms.get(t) ?? 0) + 1);
    return { item, terms, length: tokens.length };
  });
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
  const docFreq = new Map<string, number>();
  for (const d of docs) for (const t of d.terms.keys()) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
  const idf = (t: string) => {
    const n = docFreq.get(t) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  return {
    has: (term) => docFreq.has(term),
    search(query, limit = 3) {
      const queryTerms = [...new Set(tokenize(query, synonyms))];
      const hits: SearchHit<T>[] = [];
      for (const d of docs) {
        let score = 0;
        const matched: string[] = [];
        for (const t of queryTerms) {
          const tf = d.terms.get(t);
          if (!tf) continue;
          matched.push(t);
          score += (idf(t) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / avgLength));
        }
        if (score > 0) hits.push({ item: d.item, score, matched });
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
