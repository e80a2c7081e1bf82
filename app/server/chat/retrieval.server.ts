/**
 * Search over the assistant's knowledge with MiniSearch (decision 030):
 * BM25 with per-field boosts, prefix matching ("install" finds
 * "installation") and fuzzy matching for typos ("instalation"). What is ours
 * is the language around it: stop words, plural folding, visitors' synonyms,
 * and a confidence measure, the share of the question's meaning the best
 * document covers, below which the assistant hands off instead of guessing.
 */
import MiniSearch, { type SearchResult } from "minisearch";

const STOPWORDS = new Set(
  (
    "a about after again all also am an and any are as at be been before being but by can could did do does doing " +
    "for from get got had has have having he her here hers him his how i if im in into is it its ive just me mine my " +
    "myself no nor of off on once only or other our ours out over own same she should so some such than that the " +
    "their them then there these they this those through to too under until up us very was we were what when which " +
    "while who whom why will with would you your yours yourself youre hi hiya hey hello please thanks thank tell know want " +
    "like much many really whats wheres hows whos thats theres dont doesnt s d ll ve re m t id ok okay also still " +
    "anything something someone go going need needs one ones ask asking wondering wonder way problem issue wat wot u ur pls plz give provide offer itself themselves myself yourselves " +
    "rough roughly approx approximately ish youve weve theyve youll youd ever even usually typically normally " +
    "generally actually basically literally honestly probably realistically tho though tbh right correct accurate lol lmao haha tbf innit " +
    "proper saying nothing"
  ).split(" "),
);

/** Lower case, apostrophes dropped ("don't" → "dont", "what's" → "whats"), then split on anything not a letter or digit. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, "")
      // "4 kw" and "4 kilowatt" are how visitors type "4kW"; "£4500" and "£4,500" are one price.
      .replace(/\bkilo-?watt[- ]?hours?\b/g, "kwh")
      .replace(/\bkilo-?watts?\b/g, "kw")
      .replace(/(\d)\s*-?\s*(kwh|kw)\b/g, "$1$2")
      .replace(/(\d),(\d{3})\b/g, "$1$2")
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
  // Roots of the plural too: "fitters" → "fitter" → "fit".
  const forms = [normalise(word), ...roots(word), ...roots(normalise(word))];
  const extra = [word, ...forms].flatMap((f) => words(synonymOf(synonyms, f) ?? "").map(normalise));
  return [...new Set([...forms, ...extra])];
}

/**
 * Whether a visitor's word is one of a text's words: itself, its singular,
 * its synonym, or one letter away from one (a typo) when five letters or more.
 */
export function createVocabulary(texts: string[], synonyms: Record<string, string> = {}): (word: string) => boolean {
  const known = new Set(texts.flatMap((t) => words(t).map(normalise)));
  const list = [...known];
  return (word) => {
    const w = normalise(word.toLowerCase().replace(/['’]/g, ""));
    const forms = [w, ...words(synonymOf(synonyms, w) ?? "").map(normalise)];
    if (forms.some((f) => known.has(f))) return true;
    return w.length >= 5 && list.some((v) => v[0] === w[0] && oneEditApart(v, w));
  };
}

export interface SearchField<T> {
  name: string;
  boost: number;
  text: (doc: T) => string;
  /**
   * Says what the document is about (its questions, title, keywords), rather than what it
   * happens to mention (its answer): a word matched only outside these counts for less in ranking.
   */
  subject?: boolean;
}

export interface Hit<T> {
  doc: T;
  score: number;
  /** Share (0-1) of the question's words, weighted by how telling each is, that this document matches. */
  confidence: number;
  /**
   * How telling the matched words are, together (the sum of their weights, hints and a
   * follow-up's context included): a question matched only on words most answers use ("how
   * many panels…") has little.
   */
  evidence: number;
  /** How many of the question's own words (with their readings) the document matches (decision 111). */
  matchedWords: number;
  /** How many of the question's own words the content uses anywhere; the rest are unknown to it. */
  knownWords: number;
  /** Share (0-1) of the weight of the question's words the content knows that this document matches. */
  knownConfidence: number;
  /** Whether the document matches a word of the question that at most two documents use: one that picks it out. */
  distinctive: boolean;
  /** The query's terms (normalised, with readings) the document matches. */
  terms: Set<string>;
  /** The ranking score: relevance times how much of the question the document is about. */
  rank: number;
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
  /** The best documents for a question, those `accept` refuses left out (a home price for a business). */
  search(input: SearchInput, limit?: number, accept?: (doc: T) => boolean): Hit<T>[];
  /** Whether the content uses a word (or its plural, its synonym, or a one-letter typo of one). */
  knows(word: string): boolean;
  /** Whether a term (normalised) is in at most two documents: one that picks a document out. */
  picksOut(term: string): boolean;
}

/** Whether two words are at most one edit apart (a letter changed, added, dropped or two swapped). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/**
 * Weight of context words against the question's own in the search. Context
 * is only used for follow-ups, and ranking by coverage of the question's own
 * words keeps it from taking over ("do they work when it's cloudy?" after a
 * battery question).
 */
const CONTEXT_WEIGHT = 0.5;
/** What a word matched only in what a document mentions, not in what it is about, counts for in ranking. */
const MENTION_WEIGHT = 0.5;
/** BM25's best few, re-ranked by coverage. */
const CANDIDATES = 12;

/** "trust mark" → "trustmark" when the content writes it as one word. */
function joinCompounds(list: string[], vocabulary: Map<string, number>): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const joined = `${list[i]}${list[i + 1] ?? ""}`;
    if (i + 1 < list.length && vocabulary.has(normalise(joined))) {
      out.push(joined);
      i++;
    } else out.push(list[i]!);
  }
  return out;
}

/** The weighted share of the word groups (a word and its readings) that the matched terms cover. */
function coverage(groups: string[][], weights: number[], matched: Set<string>): number {
  const total = weights.reduce((a, b) => a + b, 0);
  return total > 0 ? covered(groups, weights, matched) / total : 0;
}

/**
 * The weighted share of the word groups a document is about: a group matched in a subject field
 * counts in full, one matched only in the rest at MENTION_WEIGHT.
 */
function aboutness(groups: string[][], weights: number[], matched: Set<string>, subject: Set<string>): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const sum = groups.reduce((acc, terms, i) => {
    if (terms.some((t) => subject.has(t))) return acc + weights[i]!;
    return terms.some((t) => matched.has(t)) ? acc + MENTION_WEIGHT * weights[i]! : acc;
  }, 0);
  return sum / total;
}

/** The summed weight of the word groups the matched terms cover. */
function covered(groups: string[][], weights: number[], matched: Set<string>): number {
  return groups.reduce((sum, terms, i) => sum + (terms.some((t) => matched.has(t)) ? weights[i]! : 0), 0);
}

export function createKnowledgeIndex<T extends { id: string }>(
  docs: T[],
  fields: SearchField<T>[],
  synonyms: Record<string, string> = {},
): KnowledgeIndex<T> {
  const byId = new Map(docs.map((d) => [d.id, d]));
  // How many documents use each term: rare terms tell more about a question than common ones.
  const docFreq = new Map<string, number>();
  // The terms said in what a document is about (its subject fields), not only in passing.
  const named = new Set<string>();
  for (const d of docs) {
    const terms = new Set(fields.flatMap((f) => words(f.text(d)).map(normalise)));
    for (const t of terms) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
    for (const f of fields) if (f.subject) for (const w of words(f.text(d))) named.add(normalise(w));
  }
  const miniSearch = new MiniSearch<T>({
    fields: fields.map((f) => f.name),
    storeFields: [],
    extractField: (doc, name) => (name === "id" ? doc.id : (fields.find((f) => f.name === name)?.text(doc) ?? "")),
    tokenize: (text) => words(text),
    processTerm: (term) => normalise(term),
    searchOptions: {
      boost: Object.fromEntries(fields.map((f) => [f.name, f.boost])),
      // Short words are exact: "pay" must not find "day". A word the content uses is taken as
      // meant, not as a typo: "inverter" must not find "diverter".
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 && !docFreq.has(term) ? 0.2 : false),
      combineWith: "OR",
    },
  });
  miniSearch.addAll(docs);

  const idf = (df: number) => Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  // A word the content never uses is as telling as the rarest word it does use: enough that a
  // question about something else ("heat pump", "restaurant") is not answered, not so much
  // that one filler word ("typical") sinks an answer.
  const unknownWeight = idf(1);
  /** A visitor's word (with its readings) weighs the idf of the most specific reading the content knows. */
  const weightOf = (terms: string[]) => {
    // "payback" (one answer) rather than its synonym "pay" (several); but a word only said in
    // passing ("put it right") is not rarer than what it means ("put" is read as "install").
    const meant = terms.length > 1 ? terms.filter((t, i) => i > 0 || named.has(t)) : terms;
    const known = meant.map((t) => docFreq.get(t) ?? 0).filter((df) => df > 0);
    return known.length > 0 ? idf(Math.min(...known)) : unknownWeight;
  };

  // The weight of a word two documents use: a word at least this telling picks an answer out.
  const DISTINCTIVE = idf(2) - 1e-9;
  const knows = createVocabulary([...docFreq.keys()], synonyms);
  return {
    knows,
    picksOut: (term) => (docFreq.get(term) ?? 0) > 0 && (docFreq.get(term) ?? 0) <= 2,
    search({ question, hints = [], context = "" }, limit = 3, accept = () => true) {
      // A bare number the content never uses ("my roof is 40 years old") describes the visitor's
      // situation, not the subject: it is not searched and does not count against confidence.
      const asked = [...new Set(joinCompounds(words(question), docFreq))]
        .filter((w) => !/^\d+$/.test(w) || docFreq.has(w))
        .map((w) => expand(w, synonyms));
      if (asked.length === 0) return [];
      const own = new Set(asked.flat().concat(hints.map(normalise)));
      const earlier = [...new Set(words(context))]
        .map((w) => expand(w, synonyms))
        .filter((terms) => !terms.some((t) => own.has(t)));
      const query = [...own, ...earlier.flat()].join(" ");
      const askedWeights = asked.map(weightOf);
      const isKnown = asked.map((terms) => terms.some((t) => docFreq.has(t)));
      const knownGroups = asked.filter((_, i) => isKnown[i]);
      const knownWeights = askedWeights.filter((_, i) => isKnown[i]);
      const hinted = hints.map((h) => [normalise(h)]);
      const hintWeights = hinted.map(weightOf);
      const earlierWeights = earlier.map(weightOf);

      const boostTerm = (term: string) => (own.has(term) ? 1 : CONTEXT_WEIGHT);
      const results: SearchResult[] = miniSearch.search(query, { boostTerm });
      const subjectFields = fields.filter((f) => f.subject).map((f) => f.name);
      const aboutTerms = new Map(
        subjectFields.length > 0
          ? miniSearch.search(query, { boostTerm, fields: subjectFields }).map((r) => [r.id, new Set(r.queryTerms)])
          : [],
      );
      const acceptable = results.filter((r) => {
        const doc = byId.get(String(r.id));
        return doc !== undefined && accept(doc);
      });
      const ranked = acceptable.slice(0, CANDIDATES).flatMap((r) => {
        const doc = byId.get(String(r.id));
        if (!doc) return [];
        const matched = new Set(r.queryTerms);
        const confidence = coverage(asked, askedWeights, matched);
        const about =
          subjectFields.length > 0
            ? aboutness(asked, askedWeights, matched, aboutTerms.get(r.id) ?? new Set())
            : confidence;
        // Relevance times coverage: a document strong on a generic word ("price") loses to one
        // that also matches what the price is of ("battery"); for a follow-up, what the
        // conversation was about ("EV chargers") counts the same way, at half strength.
        const fromContext = earlier.length > 0 ? 0.5 + 0.5 * coverage(earlier, earlierWeights, matched) : 1;
        const evidence =
          covered(asked, askedWeights, matched) +
          covered(hinted, hintWeights, matched) +
          covered(earlier, earlierWeights, matched);
        const matchedWords = asked.filter((terms) => terms.some((t) => matched.has(t))).length;
        const knownConfidence = coverage(knownGroups, knownWeights, matched);
        const distinctive = asked.some(
          (terms, i) => isKnown[i] && askedWeights[i]! >= DISTINCTIVE && terms.some((t) => matched.has(t)),
        );
        const rank = r.score * about * fromContext;
        const hit = {
          doc,
          terms: matched,
          rank,
          score: r.score,
          confidence,
          evidence,
          matchedWords,
          knownWords: knownGroups.length,
          knownConfidence,
          distinctive,
        };
        return [{ hit, rank }];
      });
      return ranked
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .map((r) => r.hit);
    },
  };
}
