/**
 * Which answer(s) of ours a message gets from the built-in assistant: the
 * rules that take a match as an answer (confident, on aspect and subject,
 * standing alone, what a follow-up says was left out), the prices of several
 * products asked at once, and the site's passages for what our own answers
 * do not cover (who and what we have done: people.server.ts; how long a stage takes:
 * stages.server.ts).
 */
import { questionAspects } from "~/content/chat-aspects";
import { assistantSynonyms } from "~/content/chat-language";
import { asks, askingClauses, innermostAsking, SENTENCE_END, separateQuestions } from "./clauses.server";
import type { KnowledgeDoc } from "./knowledge.server";
import { asksAboutArea, asksWhere } from "./intent.server";
import { HOW_LONG, STAGE_DOC, stageInstead, STATES_LENGTH } from "./stages.server";
import { expand, type Hit, type KnowledgeIndex, normalise, words } from "./retrieval.server";
import {
  type AnswerContext,
  asksForPrice,
  EVERYTHING_WE_DO,
  FOLLOW_UP,
  isAspectWord,
  isConfident,
  isProductWord,
  knowledgeIndex,
  KNOWN_MATCHES,
  knowsWord,
  MIN_CONFIDENCE,
  MIN_EVIDENCE,
  MIN_KNOWN_CONFIDENCE,
  MIN_SCORE,
  NOT_A_SUBJECT,
  NOT_PRICE,
  PRICE_END,
  onlyAnAspect,
  passageIndex,
  PRICE_QUESTION,
  PRICE_WORD,
  aspectsOf,
  rephrase,
  searchBest,
  searchKnowledge,
} from "./search.server";

/** The knowledge that answers the question, or undefined when no answer is confident enough. */
export function findAnswer(
  question: string,
  earlier: string[] = [],
  answered?: AnswerContext,
  index = knowledgeIndex(),
): KnowledgeDoc | undefined {
  const doc = readAnswer(question, earlier, answered, index);
  // A how-long question gets the length of the stage it names (stages.server.ts).
  return doc && stageInstead(doc, question, earlier, answered, index);
}

/** The reading of a message (see findAnswer). */
function readAnswer(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  index: KnowledgeIndex<KnowledgeDoc>,
): KnowledgeDoc | undefined {
  const whole = answerable(question, earlier, "", answered, index);
  // "…my dad doesn't want anyone climbing on the roof. Do you do drone surveys? How much?": the
  // setting lifts an answer without a price above the one to the question asked last, the price.
  const priceAsked = pricedInLastQuestion(question, earlier, answered, index);
  if (priceAsked && whole && !whole.hit.doc.handoff && !whole.hit.doc.answer.includes("£")) return priceAsked;
  // Confident on most of what the message says: answered as a whole.
  if (whole?.confident && whole.hit.confidence >= MIN_CONFIDENCE) return whole.hit.doc;
  // The whole message far ahead of any other reading, on most of what it says ("our roof is forty
  // years old and a couple of tiles have slipped. Should we get that sorted first…?"): its clauses
  // ("should we get that sorted first?") are read in its light, not on their own.
  if (whole?.dominant && !whole.hit.doc.handoff) return whole.hit.doc;
  // A subject we hand off that the message names and that clearly leads ("my boiler's packed up,
  // can you fix it?"): saying the site does not cover it is safer than answering a part of it.
  const handoff = handedOffSubject(question, earlier, answered, index);
  if (handoff) return handoff;
  // A question about where we work is answered by where we work, whatever its other clauses ask
  // ("we're in Newport" is where the visitor lives, unless what they ask is about it too).
  const asking = askingClauses(question);
  const innermost = innermostAsking(question);
  if (asksAboutArea(question) && (innermost.length === 0 || innermost.some(asksWhere))) return whole?.hit.doc;
  // A long message: what it asks is in a sentence or clause of it, the rest is the visitor's
  // setting. The most confident answer first (the whole message's, when it is confident on the
  // words the content knows, competes with its clauses'); then those on aspect and subject, the
  // whole message before its clauses.
  const read = asking
    // (After an answer of ours, "one of those visits" may stand for what it spoke of.)
    .filter((clause) => !leansOnOther(clause, question) || (answered?.products.length ?? 0) > 0)
    .map((clause) => ({ clause, found: answerable(clause, earlier, question, answered, index) }));
  // "If we wanted a battery bigger than your standard one, how is that priced?": a clause that only
  // asks an aspect of "that" is read with the clause around it, which says what "that" is, when
  // that one is answered with confidence and asks nothing else ("what does the quiz involve, how
  // long is it?" asks two things).
  const readWith = (clause: string, around: string) =>
    around !== clause && around.includes(clause) && !asks(around.replace(clause, "").replace(/[\s,;:–—-]+$/, ""));
  const clauses = read
    .filter(
      ({ clause }) =>
        !asksOnlyOfWhatWasSaid(clause) ||
        !read.some(({ clause: around, found }) => readWith(clause, around) && found?.confident),
    )
    // "…builders and scaffolding round the children during term. How do you handle that?": a clause
    // that leans on what the message said, matched on one word that does not pick out one answer
    // ("handle": our data, a planning application), says nothing of its own; "that" is the setting,
    // and the whole message is read instead, when it has a reading.
    .filter(({ clause, found }) => !(whole && found && saysNothingOfItsOwn(clause, found.hit)))
    .map(({ found }) => found)
    .filter((a) => a !== undefined)
    .sort((a, b) => b.hit.confidence - a.hit.confidence || b.hit.score - a.hit.score);
  // (A clause matched on one word, "…need to know if it's worth it", weighs less than one matched
  // on several: "how long till panels pay back" says more of what is asked.)
  const confident = [...(whole?.confident ? [whole] : []), ...clauses.filter((a) => a.confident)].sort(
    (a, b) => said(b) - said(a),
  );
  const ranked = [...confident, ...(whole ? [whole] : []), ...clauses];
  // "…fitted by a different company that's since gone bust. Can you still add a battery to that?":
  // the whole message read on everything its clause matched and more of what it says (the panels
  // another firm fitted) is the fuller reading of the same question, when it leads every other.
  // (Only for a clause that leans on what the message said before it: "to that", "to them".)
  const leaning = read.find(({ found }) => found === ranked[0])?.clause;
  if (ranked[0] && whole && leaning && FOLLOW_UP.test(leaning) && fullerReading(whole, ranked[0])) return whole.hit.doc;
  if (ranked[0]) return ranked[0].hit.doc;
  // Nothing read in the message or its last asking clause: an earlier question of a sentence that
  // asks two ("how long have you been going, are you one of these new firms?") is answered when
  // an answer of ours matches all of it (not part: "what's the wait on a Powerwall, are they in
  // stock?" is not a question about the brands we fit).
  const earlierAsked = separateQuestions(question)
    .slice(0, -1)
    .filter((part) => !asking.includes(part))
    .map((part) => answerable(part, earlier, question, answered, index))
    .find((a) => a?.confident && a.hit.confidence >= ALL_KNOWN && !a.hit.doc.handoff);
  return earlierAsked?.hit.doc;
}

/** A clause leaning on "that" or "it", read on one word shared by other answers alike (see readAnswer). */
const saysNothingOfItsOwn = (clause: string, hit: Hit<KnowledgeDoc>) =>
  FOLLOW_UP.test(clause) && hit.matchedWords < 2 && !hit.distinctive;

/** Whether the whole message's reading matches all a clause's reading does and more, well ahead of any other (see readAnswer). */
function fullerReading(
  whole: { hit: Hit<KnowledgeDoc>; dominant?: boolean },
  clause: { hit: Hit<KnowledgeDoc> },
): boolean {
  const { hit } = whole;
  if (hit.doc.id === clause.hit.doc.id || hit.doc.handoff || clause.hit.doc.handoff) return false;
  if (!hit.distinctive || hit.matchedWords < MANY_WORDS || hit.knownConfidence < 0.5) return false;
  if (hit.confidence < MANY_CONFIDENCE - 0.05) return false;
  const terms = [...clause.hit.terms];
  return terms.length > 0 && terms.every((t) => hit.terms.has(t)) && hit.terms.size > terms.length;
}

/** How much of what a reading matched says of the question: its confidence, less for a match on one word alone. */
const said = (a: { hit: Hit<KnowledgeDoc> }) => a.hit.confidence * (a.hit.matchedWords >= 2 ? 1 : ONE_WORD);
/** What a match on one word of a clause counts for against clauses matched on more (see said). */
export const ONE_WORD = 0.5;

/**
 * "Do your prices reflect that?", "does the price include this?": a price question about what the
 * message said before it (zero-rated VAT), which that sentence's answer gives, not our price list.
 */
const WEIGHS_WHAT_WAS_SAID =
  /\b(?:reflect|reflects|include|includes|cover|covers|account for|allow for|take (?:that|this|it) into account)(?: (?:that|this|it))?\b(?=\s*\??\s*$)/i;

/**
 * The priced answer to a message's last question when that question asks a price ("…do you do
 * drone surveys? how much?") and an answer of ours with a price matches all of it, read in the
 * light of the message; or, when the message is sentences that end by asking a price ("…nobody
 * should climb our roof. How much is a drone survey?"), one confident on that last question.
 */
function pricedInLastQuestion(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  index: KnowledgeIndex<KnowledgeDoc>,
): KnowledgeDoc | undefined {
  const asked = separateQuestions(question);
  const sentences = question.trim().split(SENTENCE_END).length > 1;
  const last = asked.length > 1 ? asked.at(-1) : sentences ? innermostAsking(question).at(-1) : undefined;
  if (!last || !asksForPrice(rephrase(last)) || WEIGHS_WHAT_WAS_SAID.test(last)) return undefined;
  const found = answerable(last, earlier, question, answered, index);
  if (!found?.confident || found.hit.doc.handoff) return undefined;
  // (Of two questions, the last must be matched in full: "…and how much?" alone says little.)
  if (asked.length > 1 && found.hit.confidence < ALL_KNOWN) return undefined;
  return found.hit.doc.answer.includes("£") ? found.hit.doc : undefined;
}

/** A roof facing north, or shaded, as the phrase rules read it (homes-and-roofs.ts). */
const ROOF_ASKED_ABOUT = /\bnorth facing orientation\b|\broof shading orientation\b/;

/** The hand-off the search puts first, by a clear lead, on a word that picks it out. */
function handedOffSubject(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  index: KnowledgeIndex<KnowledgeDoc>,
): KnowledgeDoc | undefined {
  const [top, next] = searchBest(question, earlier, "", 2, answered, index).hits;
  // A roof's direction is mostly the visitor's setting ("the roof faces south-ish… what would we be
  // looking at?"), not what they ask: that hand-off keeps its usual bar. A roof facing north is
  // what they ask about ("…faces north. Would panels be any good?", "what will I lose compared to
  // south?"), which only a survey answers; so is a roof in shade ("a big oak next door shades half
  // our roof… is solar still worth it?"), which our typical figures leave out.
  if (!top?.doc.handoff || (top.doc.id === "handoff:roof-orientation" && !ROOF_ASKED_ABOUT.test(rephrase(question))))
    return undefined;
  if (!top.distinctive || top.score < MIN_SCORE) return undefined;
  return !next || top.rank >= CLEAR_LEAD * next.rank ? top.doc : undefined;
}

/**
 * The answers to a message: the best answer (findAnswer), and when the message asks two separate
 * questions ("how much is a battery, and how long does it take to fit?") that each have an
 * answer of their own, the other one's too, in the order asked. Never more than two: a reply
 * stays short enough to read in the widget.
 */
export function findAnswers(question: string, earlier: string[] = [], answered?: AnswerContext): KnowledgeDoc[] {
  const first = findAnswer(question, earlier, answered);
  if (!first) return [];
  const asked = separateQuestions(question);
  if (asked.length < 2) return [first];
  const docs = asked
    .map((clause) => answerable(clause, earlier, question, answered)?.hit.doc)
    .filter((d): d is KnowledgeDoc => d !== undefined && !d.handoff);
  if (!docs.some((d) => d.id === first.id)) {
    // "What would a 4kW system set me back and how long to get it fitted?": an answer read in the
    // whole message that gives no length, and the length of the stage the other question asks.
    const length = asked.some((clause) => HOW_LONG.test(clause)) && !STATES_LENGTH.test(first.answer);
    const stage = length ? docs.find((d) => STAGE_DOC.test(d.id)) : undefined;
    return stage ? [first, stage] : [first];
  }
  const other = docs.find((d) => d.id !== first.id);
  if (!other) return [first];
  return docs.indexOf(other) < docs.findIndex((d) => d.id === first.id) ? [other, first] : [first, other];
}

/** "How is that priced?", "what would it cost?": only an aspect or the price, of a pronoun. */
const OF_WHAT_WAS_SAID = /\b(?:that|it|this|those|these|them)\b/i;
const asksOnlyOfWhatWasSaid = (clause: string) =>
  OF_WHAT_WAS_SAID.test(clause) && onlyAnAspect(rephrase(clause), (w) => PRICE_WORD.test(w));

/**
 * Whether a clause leans on something its setting names that is not ours: "…obsessed with
 * dinosaurs. Which one was the biggest?" asks about dinosaurs, not about our biggest system.
 * Only pronouns that stand for a thing named before count ("one", "they"); "it" and "that" may
 * stand for the visitor's situation ("do you show us how it all works?"). "Those" and "these" count
 * on their own ("how long do those last?"), not before the thing they point at ("what are those
 * headline savings figures based on?", which names it).
 */
const NAMES_BEFORE =
  /\b(?:one|ones|they|them|their)\b|\b(?:those|these)\b(?=\s*(?:$|[?!.,;:]|(?:are|were|is|was|do|does|did|will|would|can|could|should|might|have|has|had|of|in|on|at|for|to|with|you|u|we|i|they|and|or|but|that|which|who|cost|costs|last|work|come|go)\b))/i;
function leansOnOther(clause: string, message: string): boolean {
  // (A pronoun a way of asking has read already stands for no thing: "how many days will they be
  // at ours?" asks how long the fitters are on site. Nor does a word that was no pronoun as the
  // visitor wrote it: "those headline savings figures".)
  const phrased = rephrase(clause);
  const own = words(phrased);
  if (!NAMES_BEFORE.test(clause) || !NAMES_BEFORE.test(phrased) || own.some(isProductWord)) return false;
  return !words(rephrase(message.replace(clause, " "))).some(isProductWord);
}

/**
 * How far the best answer must lead the next one (in rank) to be taken on the question's aspect
 * and subject alone, its other words unknown (decision 113).
 */
export const CLEAR_LEAD = 1.5;

/** The particular products a text names, each with its readings ("battery", "charger"; not "solar" or "panels"). */
const productsIn = (text: string) =>
  words(text)
    .map((w) => expand(w, assistantSynonyms))
    .filter((terms) => terms.some(isProductWord) && !terms.some((t) => EVERYTHING_WE_DO.has(t)));

/** The best match when it is good enough to answer with: confident, or right on aspect and subject. */
function answerable(
  question: string,
  earlier: string[],
  setting: string,
  answered?: AnswerContext,
  index = knowledgeIndex(),
): { hit: Hit<KnowledgeDoc>; confident: boolean; dominant?: boolean } | undefined {
  const { hits, searched, context } = searchBest(question, earlier, setting, 3, answered, index);
  const [best, next] = hits;
  if (!best) return undefined;
  // "What's the best film of the year?", "the meaning of life": words any question may use, and
  // nothing of ours, are no match.
  if ([...best.terms].every((t) => EVERYDAY.has(t))) return undefined;
  // "The cheapest you can do a battery for": an answer that misses the product the question
  // names gives way to a confident one that has it.
  const products = productsIn(searched);
  const hasProducts = (hit: Hit<KnowledgeDoc>) => products.every((terms) => terms.some((t) => hit.terms.has(t)));
  if (products.length > 0 && !hasProducts(best)) {
    const named = hits.find((h) => hasProducts(h) && isConfident(h));
    if (named) return { hit: named, confident: true };
    // "Does that include a battery?" after the payback: the answer the follow-up leans on ("that"),
    // when it speaks of a product our reply did not name, over one the conversation's words lifted
    // that does not.
    const newlyNamed = productsIn(question);
    const unsaid = newlyNamed.length > 0 && newlyNamed.every((terms) => !terms.some((t) => answered?.said.has(t)));
    const leanedOn =
      unsaid && FOLLOW_UP.test(question)
        ? hits.find(
            (h) =>
              hasProducts(h) &&
              answered?.docs.some((d) => d.id === h.doc.id) &&
              h.score >= MIN_SCORE &&
              h.evidence >= MIN_EVIDENCE,
          )
        : undefined;
    if (leanedOn) return { hit: leanedOn, confident: true };
  }
  // "How much is a drone survey?": an answer without a price is no answer to a price question
  // when a confident one with a price matches all it does ("Drone surveys start from £350"); one
  // that misses what it matched ("Tesla Powerwall") would price something else.
  if (asksForPrice(searched) && !best.doc.answer.includes("£")) {
    // (What it matched of the question itself: "and the price?" after "what batteries do you fit?"
    // is the battery's price, though the brands' answer also matched the conversation's "brands".)
    const said = new Set(words(searched).flatMap((w) => expand(w, assistantSynonyms)));
    const priced = hits.find(
      (h) =>
        h.doc.answer.includes("£") && isConfident(h) && [...best.terms].every((t) => !said.has(t) || h.terms.has(t)),
    );
    if (priced) return { hit: priced, confident: true };
  }
  // "What's the starting price for that sort of smart kit?": a price is the price of what the question
  // names; an answer matching only how the price is asked ("starting price") gives way to a confident
  // one with a price that matches that too and what it is the price of.
  // (Not a follow-up read with the conversation's words, which say what it is the price of.)
  if (!context && asksForPrice(searched)) {
    const asked = words(searched).map((w) => expand(w, assistantSynonyms));
    const howAsked = (t: string) =>
      isAspectWord(t) || PRICE_WORD.test(t) || NOT_A_SUBJECT.test(t) || PRICE_END.test(t) || QUESTION_WORD.test(t);
    // (Words that say only that it is solar or a home, "panels", "house", name no subject of their own.)
    const subjects = asked.filter(
      (terms) => terms.some(knowsWord) && !terms.some((t) => howAsked(t) || GENERIC.has(t) || EVERYDAY.has(t)),
    );
    const onSubject = (h: Hit<KnowledgeDoc>) => subjects.some((terms) => terms.some((t) => h.terms.has(t)));
    const matchesAll = (h: Hit<KnowledgeDoc>) =>
      asked.every((terms) => !terms.some((t) => best.terms.has(t)) || terms.some((t) => h.terms.has(t)));
    const ofIt =
      subjects.length > 0 && !onSubject(best)
        ? hits.find((h) => h !== best && isConfident(h) && onSubject(h) && h.doc.answer.includes("£") && matchesAll(h))
        : undefined;
    if (ofIt) return { hit: ofIt, confident: true };
  }
  // "Is the £3,995 plus VAT?": a price of ours the question quotes is asked about in the answer that gives it.
  const quoted = searched.match(/£\d[\d,]*/g) ?? [];
  if (quoted.length > 0 && !quoted.some((f) => best.doc.answer.includes(f))) {
    const giving = hits.find((h) => isConfident(h) && quoted.some((f) => h.doc.answer.includes(f)));
    if (giving) return { hit: giving, confident: true };
  }
  // "Is the scaffolding charged separately?" after how long fitting takes: the conversation lifted an
  // answer matching part of the question above one matching all of it (and all the first matched of it).
  // (Not a question leaning on what was said, "how many days is that?", or asking only an aspect.)
  if (context && !FOLLOW_UP.test(rephrase(question)) && !onlyAnAspect(rephrase(question))) {
    const own = new Set(words(searched).flatMap((w) => expand(w, assistantSynonyms)));
    const fuller = hits
      .slice(1)
      .find(
        (h) =>
          isConfident(h) &&
          h.confidence >= ALL_KNOWN &&
          h.confidence > best.confidence &&
          [...best.terms].every((t) => !own.has(t) || h.terms.has(t)) &&
          [...h.terms].some((t) => own.has(t) && !best.terms.has(t)),
      );
    if (fuller) return { hit: fuller, confident: true };
  }
  if (isConfident(best))
    return { hit: best, confident: true, dominant: best.matchedWords >= 3 && dominates(best, next) };
  // "How long is it valid?" after the quote process: the conversation lifted an answer the
  // question itself hardly matches above one confident on the question's own words.
  // (One that misses a product the question itself names is no better: "and the inverter?".)
  if (earlier.length > 0) {
    const named = productsIn(question);
    // ("And how much a year in savings?" after the payback: all of the question, on the
    // conversation's subject, though no word of it is rare, against the answer it follows.)
    const spokenOf = new Set(words(context).flatMap((w) => expand(w, assistantSynonyms)));
    const coversOnSubject = (h: Hit<KnowledgeDoc>) =>
      h.confidence >= ALL_KNOWN && best.confidence < MIN_CONFIDENCE && [...h.terms].some((t) => spokenOf.has(t));
    const own = hits
      .slice(1)
      .find(
        (h) =>
          isConfident(h) &&
          (h.distinctive || coversOnSubject(h)) &&
          h.matchedWords >= 2 &&
          named.every((terms) => terms.some((t) => h.terms.has(t))),
      );
    if (own) return { hit: own, confident: true };
  }
  // Many words of the message matched, a word that picks it out among them, and a clear lead: a
  // little under the bar is still the answer ("…a different company, gone bust… can you stick a
  // battery on to what we've already got?").
  if (manyMatched(best, next)) return { hit: best, confident: true };
  if (askedWhatWasLeftOut(question, best, next, answered)) return { hit: best, confident: false };
  // The runner-up that reads the question another way: one matching only words the best matches
  // too (the cleaning service after the FAQ on cleaning) is the same reading, not a rival.
  const rival = hits.slice(1).find((h) => [...h.terms].some((t) => !best.terms.has(t)));
  if (standsAlone(best, next)) return { hit: best, confident: false, dominant: dominates(best, next) };
  // Many of a long message's words, far ahead of any other reading, though none of them is rare.
  if (
    best.matchedWords >= MANY_WORDS &&
    best.score >= MIN_SCORE &&
    best.evidence >= MIN_EVIDENCE &&
    dominates(best, next)
  ) {
    return { hit: best, confident: false, dominant: true };
  }
  return onAspectAndSubject(question, searched, best, rival, context) ? { hit: best, confident: false } : undefined;
}

/** Words of a message an answer must match, and the share of its meaning, to be taken a little under the bar (see manyMatched). */
export const MANY_WORDS = 5;
export const MANY_CONFIDENCE = 0.45;
const manyMatched = (best: Hit<KnowledgeDoc>, next: Hit<KnowledgeDoc> | undefined) =>
  best.matchedWords >= MANY_WORDS &&
  best.confidence >= MANY_CONFIDENCE &&
  best.distinctive &&
  best.score >= MIN_SCORE &&
  (!next || best.rank >= CLEAR_LEAD * next.rank);

/** The words a question opens with, which ask, not name what is asked about. */
const QUESTION_WORD = /^(?:what|where|when|which|who|how|why|whats)$/;

/** Everyday words our answers use that say nothing of what a question is about on their own. */
export const EVERYDAY = new Set([
  "best",
  "year",
  "years",
  "life",
  "mean",
  "meaning",
  "good",
  "great",
  "time",
  "day",
  "new",
  "make",
  "made",
  "way",
  "well",
  "thing",
  "people",
]);

/** How far the best answer must lead any other reading of the question to stand alone (see standsAlone). */
export const ALONE_LEAD = 3.5;
/** Share of the weight of the question's words our content knows that an answer standing alone must match. */
export const ALONE_KNOWN = 0.45;

/**
 * Whether the best answer is the only reading of the question: it matches a word that picks it
 * out and most of what the content knows of the question (three words at least), and leads the
 * next answer, whatever it matches, ALONE_LEAD times over. The visitor's other words ("dark by
 * half 4") describe their situation. An off-topic question matches one or two words of ours at
 * most, and stays handed off.
 */
function standsAlone(best: Hit<KnowledgeDoc>, next: Hit<KnowledgeDoc> | undefined): boolean {
  if (best.score < MIN_SCORE || best.evidence < MIN_EVIDENCE) return false;
  const lead = next ? best.rank / next.rank : Infinity;
  // Every word of the question the content knows, three at least, far ahead of any other reading
  // ("you hold some kind of Welsh record, what was it?"): though none of them is rare, the rest
  // of the message is the visitor's own.
  if (best.knownConfidence >= ALL_KNOWN && best.matchedWords >= 3 && lead >= CLEAR_LEAD * 3) return true;
  if (!best.distinctive) return false;
  // Two words will do when no other reading comes near ("…sit on it over christmas, will the price
  // still stand?"): an off-topic question shares a word or two with several answers alike.
  if (best.matchedWords < 3 && !(best.matchedWords === 2 && lead >= PAIR_LEAD && best.knownConfidence >= 0.5))
    return false;
  // Far ahead of any other reading, it needs less of the question: the rest is the visitor's setting.
  if (dominates(best, next)) return true;
  // Many words matched make up for a little less of the question.
  const known = best.matchedWords >= MANY_WORDS ? ALONE_KNOWN - 0.1 : ALONE_KNOWN;
  return best.knownConfidence >= known && lead >= ALONE_LEAD;
}

/** Share of the question's known words that counts as all of them (see standsAlone). */
export const ALL_KNOWN = 0.9;

/** How far an answer matching two words of a question must lead every other reading to stand alone. */
export const PAIR_LEAD = 12;

/** Whether the best answer leads every other reading DOMINANT_LEAD times over, on DOMINANT_KNOWN of what the content knows of the question. */
const dominates = (best: Hit<KnowledgeDoc>, next: Hit<KnowledgeDoc> | undefined) => {
  const lead = next ? best.rank / next.rank : Infinity;
  // Half as far ahead again, and a little less of the question will do.
  return best.knownConfidence >= DOMINANT_KNOWN - 0.1 && lead * best.knownConfidence >= DOMINANT_LEAD * DOMINANT_KNOWN;
};

/** A lead over every other reading so wide that DOMINANT_KNOWN of the question's known words is enough (see standsAlone). */
export const DOMINANT_LEAD = 10;
export const DOMINANT_KNOWN = 0.4;

/**
 * Whether a follow-up asks about what our reply left out of the answer it came from: the best
 * answer is that document, clearly ahead of the next, and matches words of the follow-up the
 * reply did not say ("we're in a conservation area, does that change anything?" after a reply
 * that gave the planning answer without its exceptions). Then the whole answer is given.
 */
function askedWhatWasLeftOut(
  question: string,
  best: Hit<KnowledgeDoc>,
  next: Hit<KnowledgeDoc> | undefined,
  answered: AnswerContext | undefined,
): boolean {
  if (!answered || !answered.docs.some((d) => d.id === best.doc.id)) return false;
  if (!FOLLOW_UP.test(rephrase(question)) || best.score < MIN_SCORE || best.evidence < MIN_EVIDENCE) return false;
  if (next && best.rank < CLEAR_LEAD * next.rank) return false;
  const unsaid = words(rephrase(question))
    .map((w) => expand(w, assistantSynonyms))
    .filter((terms) => terms.some((t) => best.terms.has(t)) && !terms.some((t) => answered.said.has(t)));
  // ("And the FAQ? I think it gives a range": one word the reply did not say will do when no other
  // reading comes near.)
  const lead = next ? best.rank / next.rank : Infinity;
  return unsaid.length >= KNOWN_MATCHES || (unsaid.length >= 1 && lead >= DOMINANT_LEAD);
}

/**
 * Whether the best answer matches both what the question asks about a subject (its aspect:
 * price, how long, certification…, in the ways people ask or our own words) and the subject
 * itself (a word of the question beside the aspect), and clearly beats the runner-up: then the
 * visitor's other words, however many the content does not use, are set aside ("what would a
 * battery set us back, now the kids have left home?" is a battery price question). An aspect
 * about us whatever the subject (certification, replies, cancelling, areas, hours, how long a
 * quote is good for), asked in the ways people ask, needs no subject. Off-topic questions name
 * no aspect, or no subject of ours, and stay handed off.
 */
export function onAspectAndSubject(
  question: string,
  searched: string,
  best: Hit<KnowledgeDoc>,
  next?: Hit<KnowledgeDoc>,
  context = "",
): boolean {
  if (best.score < MIN_SCORE || best.evidence < MIN_EVIDENCE) return false;
  if (best.knownConfidence < MIN_ASPECT_KNOWN || (next && best.rank < CLEAR_LEAD * next.rank)) return false;
  const asked = words(searched).map((w) => expand(w, assistantSynonyms));
  const said = new Set(asked.flat());
  // The aspects asked in the ways people ask, or said in our content's own word for them ("price").
  const lexicon = aspectsOf(question);
  const found = questionAspects.filter((a) => lexicon.includes(a.aspect) || said.has(principal(a.words)));
  const aspectTerms = new Set(
    found.flatMap((a) => (lexicon.includes(a.aspect) ? words(a.words).map(normalise) : [principal(a.words)])),
  );
  const phrased = rephrase(question);
  if (PRICE_QUESTION.test(phrased) && !NOT_PRICE.test(phrased)) aspectTerms.add("price");
  const isAspect = (terms: string[]) => terms.some((t) => aspectTerms.has(t));
  if (!asked.some((terms) => isAspect(terms) && terms.some((t) => best.terms.has(t)))) return false;
  // "Tesla powerwall", "hybrid inverter": a word our content never uses just before a product
  // makes it a kind we do not describe, not the product we do.
  if (modifiedProduct(question)) return false;
  const subjects = asked.filter((terms) => !isAspect(terms) && terms.some((t) => knowsWord(t)));
  const matched = subjects.filter((terms) => terms.some((t) => best.terms.has(t)));
  // "What interest rate do you charge on late payments?": a subject of ours named with a word our
  // content never uses right before it ("interest rate") is another subject, not ours.
  if (matched.length > 0 && modifiedSubject(phrased, matched)) return false;
  if (matched.length > 0) return true;
  // A follow-up that names no subject ("how much does that kind of thing cost?") asks about the
  // product the conversation named ("do you do EV chargers?").
  const leanedOn = words(context)
    .map((w) => expand(w, assistantSynonyms))
    .filter((terms) => terms.some(isProductWord) && !terms.some((t) => EVERYTHING_WE_DO.has(t)));
  if (subjects.length === 0 && leanedOn.some((terms) => terms.some((t) => best.terms.has(t)))) return true;
  // An aspect of us ("are you certified?"), asked in the ways people ask: a question, not a remark.
  return asks(question) && found.some((a) => a.aboutUs && lexicon.includes(a.aspect));
}

/**
 * Share of the weight of the question's words our content knows that an answer on aspect and
 * subject must match: a word of ours it misses ("government") says the question is another one.
 */
export const MIN_ASPECT_KNOWN = 0.6;

/** An aspect's telling word: the first of our content's words for it. */
const principal = (text: string) => normalise(words(text)[0] ?? "");

/**
 * Whether a product of ours is named with a name our content never uses right before it, a
 * brand or model ("Tesla powerwall", "GivEnergy battery"): capitalised, as names are written.
 */
function modifiedProduct(question: string): boolean {
  const tokens = question.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const isProduct = (t: string) => expand(t.toLowerCase(), assistantSynonyms).some(isProductWord);
  return tokens.some((t, i) => {
    const before = tokens[i - 1];
    return (
      before !== undefined && /^\p{Lu}/u.test(before) && isProduct(t) && words(before).length > 0 && !knowsWord(before)
    );
  });
}

/**
 * Whether every subject word an answer matched comes right after a word our content never uses
 * (not a stop word, nor a figure): "interest rate", "Octopus export", a kind we do not describe.
 */
function modifiedSubject(phrased: string, matched: string[][]): boolean {
  const tokens = (phrased.match(/[\p{L}\p{N}'’-]+/gu) ?? []).map((t) => t.toLowerCase());
  const unknownBefore = (i: number) => {
    const before = tokens[i - 1];
    return (
      before !== undefined &&
      !/\d/.test(before) &&
      !NOT_A_MODIFIER.test(before) &&
      words(before).length > 0 &&
      !knowsWord(before)
    );
  };
  return matched.every((terms) =>
    tokens.some((t, i) => expand(t, assistantSynonyms).some((x) => terms.includes(x)) && unknownBefore(i)),
  );
}

/** Words before a noun that say how many or do something to it ("a few years", "getting paid"), not what kind it is. */
const NOT_A_MODIFIER =
  /^(?:few|several|couple|lots?|bit|more|less|most|least|each|every|another|next|last|first|enough|[a-z]+(?:ing|ed))$/;

const JOINED = /\b(?:and|plus|as well as)\b|[&+]/i;
/** "Both", "together", "all in": a price asked of everything the message names, not only its question's clause. */
const ALL_OF_THEM = /\b(?:both|together|all in|altogether|the lot|in total|combined)\b/i;

/**
 * A price asked of two or more of our products at once ("what would the panels and a charger
 * cost all in?", "…panels and maybe a battery. What would both cost?"): each product's own price
 * answer, in the order they are named, for the audience the message says. Undefined when fewer
 * than two priced answers are named: one answer then serves.
 */
export function pricesOfEach(question: string): KnowledgeDoc[] | undefined {
  const phrased = rephrase(question);
  if (!asksForPrice(phrased)) return undefined;
  const all = ALL_OF_THEM.test(question);
  const scope = all ? question : (askingClauses(question).at(-1) ?? question);
  // "A battery for my panels" asks one price; "panels and a battery", two.
  if (!all && !JOINED.test(scope)) return undefined;
  const named = [
    ...new Set(
      words(rephrase(scope))
        .filter(isProductWord)
        .map(normalise)
        // "Solar + battery": solar named beside another product is the panels.
        .map((w, _, all) => (w === "solar" && !all.includes("panel") ? "panel" : w))
        .filter((w) => w === "panel" || !EVERYTHING_WE_DO.has(w)),
    ),
  ];
  if (named.length < 2) return undefined;
  const docs = named
    .map((product) => searchKnowledge(`${product} price`, [], question)?.doc)
    .filter((d): d is KnowledgeDoc => d !== undefined && !d.handoff && d.answer.includes("£"));
  const distinct = [...new Map(docs.map((d) => [d.id, d])).values()];
  return distinct.length >= 2 ? distinct : undefined;
}

/** Words that say only that a question is about solar or a home: no passage of the site is picked out by them. */
export const GENERIC = new Set([...EVERYTHING_WE_DO, "house", "home", "roof", "property", "install", "fit"]);
/** Share of a question's meaning a passage of the site must match (see findPassage). */
export const PASSAGE_CONFIDENCE = 0.35;
/** How much more of a question a passage must match than the nearest of our own answers, when that one came close. */
export const PASSAGE_LEAD = 0.15;
/** Share of the weight of the question's words our content knows that a passage must match. */
export const PASSAGE_KNOWN = 0.5;
/** Words of a question, other than GENERIC ones, a passage must match. */
export const PASSAGE_WORDS = 2;

/**
 * A passage of the site's copy that answers the question, for when our own answers have none
 * (decision 114): one that matches a word that picks it out and at least PASSAGE_WORDS of the
 * question's particular words ("how far ahead can I book?": "ahead", "book"), not only that it
 * is about solar or a house, on most of what the content knows of the question. Page copy was
 * not written as answers, so the bar is higher than for ours: an off-topic question finds none.
 */
export function findPassage(question: string, earlier: string[], answered?: AnswerContext): KnowledgeDoc | undefined {
  // A question close to one of our answers, or to a subject we hand off, that was not answered
  // (a brand's price, "do you clean windows?") was left unanswered on purpose.
  const near = searchBest(question, earlier, "", 3, answered).hits;
  if (near.some((h) => h.doc.handoff)) return undefined;
  // …unless a page's copy matches clearly more of the question than the nearest of ours.
  const ours = near[0]?.confidence ?? 0;
  const asked = askingClauses(question);
  for (const [text, setting] of [[question, ""] as const, ...asked.map((c) => [c, question] as const)]) {
    const { hits, searched } = searchBest(text, earlier, setting, 1, answered, passageIndex());
    const best = hits[0];
    // A word that picks the passage out, or nearly all of the question matched.
    if (!best || best.score < MIN_SCORE || (!best.distinctive && best.confidence < MIN_KNOWN_CONFIDENCE)) continue;
    if (best.confidence < PASSAGE_CONFIDENCE || best.knownConfidence < PASSAGE_KNOWN) continue;
    if (ours >= PASSAGE_CONFIDENCE && best.confidence < ours + PASSAGE_LEAD) continue;
    const particular = words(searched)
      .map((w) => expand(w, assistantSynonyms))
      .filter((terms) => !terms.some((t) => GENERIC.has(t)) && terms.some((t) => best.terms.has(t)));
    // Named in the passage's heading ("Lead Installation Engineer"), or three particular words of its text…
    const heading = new Set(words(best.doc.title).map(normalise));
    const headed = particular.some((terms) =>
      terms.some((t) => heading.has(t) || [...heading].some((h) => h.startsWith(t))),
    );
    // …or all but a little of the question.
    const enough = headed || best.confidence >= MIN_KNOWN_CONFIDENCE ? PASSAGE_WORDS : PASSAGE_WORDS + 1;
    // ("What interest rate do you charge on late payments?": each word it matched, beside what is
    // asked of it, names another thing, "interest rate", "late payments".)
    const subjects = particular.filter((terms) => !terms.some(isAspectWord));
    if (subjects.length > 0 && modifiedSubject(rephrase(text), subjects)) continue;
    if (particular.length >= enough) return best.doc;
  }
  // A question of its own after an unrelated one ("can I see a copy of what you hold about me?"
  // after the drone survey's price): the conversation's words only dilute it, so it is read alone.
  const phrased = rephrase(question);
  if (earlier.length > 0 && !FOLLOW_UP.test(phrased) && !onlyAnAspect(phrased)) return findPassage(question, []);
  return undefined;
}
