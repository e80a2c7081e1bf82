import MiniSearch, { type SearchResult } from "minisearch";

/**
 * Search over the assistant's knowledge with MiniSearch (decision 030):
 * BM25 with per-field boosts, prefix matching ("install" finds
 * "installation") and fuzzy matching for typos ("instalation"). What is ours
 * is the language around it: stop words, plural folding, visitors' synonyms,
 * and a confidence measure, the share of the question's meaning the best
 * document covers, below which the assistant hands off instead of guessing.
 */

const STOPWORDS = new Set(
  (
    "a about after again all also am an and any are as at be been before being but by can could did do does doing " +
    "for from get got had has have having he her here hers him his how i if im in into is it its ive just me mine my " +
    "myself no nor of off on once only or other our ours out over own same she should so some such than that the " +
    "their them then there these they this those through to too under until up us very was we were what when which " +
    "while who whom why will with would you your yours yourself youre hi hello please thanks thank tell know want " +
    "like much many really whats wheres hows whos thats theres dont doesnt s d ll ve re m t id ok okay also still " +
    "anything something someone go going need needs one ones ask asking wondering wonder way problem issue"
  ).split(" "),
);

/** Lower case, apostrophes dropped ("don't" → "dont", "what's" → "whats"), then split on anything not a letter or digit. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, "")
      // "4 kw" is how visitors type "4kW".
      .replace(/(\d)\s+(kwh|kw)\b/g, "$1$2")
      .match(/[\p{L}\p{N}£.]+/gu)
      ?.map((w) => w.replace(/^\.+|\.+$/g, ""))
      .filter((w) => w !== "" && !STOPWORDS.has(w)) ?? []
  );
}

/** Folds plurals so "batteries" meets "battery" and "panels" meets "panel"; nothing cleverer (prefix search does the rest). */
export function normalise(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Own entries only: "constructor" or "toString" must not find Object's methods. */
function synonymOf(synonyms: Record<string, string>, word: string): string | undefined {
  return Object.hasOwn(synonyms, word) ? synonyms[word] : undefined;
}

/**
 * Roots a visitor's inflected word may come from, so prefix search can find
 * the other forms ("cleaned" → "clean" → "cleaning"). Query side only, and
 * only where a root of four letters or more remains.
 */
function roots(word: string): string[] {
  const out: string[] = [];
  for (const suffix of ["ing", "ed", "er", "es", "ly"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) out.push(word.slice(0, -suffix.length));
  }
  // "putting" → "put", "planned" → "plan".
  for (const r of [...out]) if (/([^aeiou])\1$/.test(r)) out.push(r.slice(0, -1));
  return out;
}

/** A visitor's word and what it may mean in our content: itself normalised, its roots, and their synonyms. */
export function expand(word: string, synonyms: Record<string, string>): string[] {
  const forms = [normalise(word), ...roots(word)];
  const extra = [word, ...forms].flatMap((f) => words(synonymOf(synonyms, f) ?? "").map(normalise));
  return [...new Set([...forms, ...extra])];
}

export interface SearchField<T> {
  name: string;
  boost: number;
  text: (doc: T) => string;
}

export interface Hit<T> {
  doc: T;
  score: number;
  /** Share (0-1) of the question's words, weighted by how telling each is, that this document matches. */
  confidence: number;
}

export interface SearchInput {
  /** The visitor's question: only its words count towards confidence. */
  question: string;
  /** Words the question implies ("how much" → price); searched, not counted. */
  hints?: string[];
  /** Earlier questions of the conversation, for follow-ups; searched with less weight, not counted. */
  context?: string;
}

export interface KnowledgeIndex<T> {
  search(input: SearchInput, limit?: number): Hit<T>[];
}

/**
 * Weight of context words against the question's own. Context is only used
 * for follow-ups, and ranking by coverage of the question's own words keeps it
 * from taking over ("do they work when it's cloudy?" after a battery question).
 */
const CONTEXT_WEIGHT = 1;
/** BM25's best few, re-ranked by coverage. */
const CANDIDATES = 8;

export function createKnowledgeIndex<T extends { id: string }>(
  docs: T[],
  fields: SearchField<T>[],
  synonyms: Record<string, string> = {},
): KnowledgeIndex<T> {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const miniSearch = new MiniSearch<T>({
    fields: fields.map((f) => f.name),
    storeFields: [],
    extractField: (doc, name) => (name === "id" ? doc.id : (fields.find((f) => f.name === name)?.text(doc) ?? "")),
    tokenize: (text) => words(text),
    processTerm: (term) => normalise(term),
    searchOptions: {
      boost: Object.fromEntries(fields.map((f) => [f.name, f.boost])),
      // Short words are exact: "pay" must not find "day", nor "heat" a fuzzy "seat".
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  miniSearch.addAll(docs);

  // How many documents use each term: rare terms tell more about a question than common ones.
  const docFreq = new Map<string, number>();
  for (const d of docs) {
    const terms = new Set(fields.flatMap((f) => words(f.text(d)).map(normalise)));
    for (const t of terms) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
  }
  const idf = (df: number) => Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  // A word the content never uses is as telling as the rarest word it does use: enough that a
  // question about something else ("heat pump", "restaurant") is not answered, not so much
  // that one filler word ("typical") sinks an answer.
  const unknownWeight = idf(1);

  return {
    search({ question, hints = [], context = "" }, limit = 3) {
      const asked = [...new Set(words(question))].map((w) => expand(w, synonyms));
      if (asked.length === 0) return [];
      const own = new Set(asked.flat().concat(hints.map(normalise)));
      const contextTerms = words(context)
        .flatMap((w) => expand(w, synonyms))
        .filter((t) => !own.has(t));
      const query = [...own, ...contextTerms].join(" ");
      // A word unknown to the content weighs the most: it is probably what the question is about.
      const weights = asked.map((terms) => {
        // The most specific reading the content knows: "payback" (one answer) rather than its synonym "pay".
        const known = terms.map((t) => docFreq.get(t) ?? 0).filter((df) => df > 0);
        return known.length > 0 ? idf(Math.min(...known)) : unknownWeight;
      });
      const total = weights.reduce((a, b) => a + b, 0);

      const results: SearchResult[] = miniSearch.search(query, {
        boostTerm: (term) => (own.has(term) ? 1 : CONTEXT_WEIGHT),
      });
      const hits = results.slice(0, CANDIDATES).flatMap((r) => {
        const doc = byId.get(String(r.id));
        if (!doc) return [];
        const matched = new Set(r.queryTerms);
        const covered = asked.reduce((sum, terms, i) => sum + (terms.some((t) => matched.has(t)) ? weights[i]! : 0), 0);
        return [{ doc, score: r.score, confidence: total > 0 ? covered / total : 0 }];
      });
      // Relevance times coverage: a document strong on a generic word ("price") loses to one
      // that also matches what the price is of ("battery").
      return hits.sort((a, b) => b.score * b.confidence - a.score * a.confidence).slice(0, limit);
    },
  };
}
