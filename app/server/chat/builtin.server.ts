/**
 * The default assistant: no AI service, just our content. It answers with
 * the best-matching passage when it is confident, hands off honestly (with
 * the offer of a free call) when it is not or the site does not cover the
 * subject, and offers a call when the visitor sounds ready to buy, so the
 * lead flow works with no configuration.
 */
import {
  assistantPhrases,
  assistantSynonyms,
  businessPlaces,
  chatLinks,
  notCovered,
  notDescribed,
  notOffered,
  undescribedKinds,
  assistantHandoffs,
  assistantProducts,
  type QuestionAspect,
  questionAspects,
  whatWeOffer,
} from "~/content/chat-knowledge";
import { bookingRuleMessages } from "~/content/bookings";
import { assistantCopy, chatCopy } from "~/content/chat";
import { services } from "~/content/services";
import { site } from "~/content/site";
import type { ChatMessage } from "~/lib/chat";
import { offersCall, wantsContact } from "~/lib/chat-triggers";
import { asks, askingClauses, SENTENCE_END, separateQuestions } from "./clauses.server";
import { areasAnswer, buildKnowledge, type KnowledgeDoc } from "./knowledge.server";
import { sitePassages } from "./passages.server";
import { asCommercial, asksAboutArea, audienceOf, placeWords, postcodeAsked, productRequest } from "./intent.server";
import type { ChatProvider } from "./provider.server";
import {
  createKnowledgeIndex,
  createVocabulary,
  expand,
  type Hit,
  type KnowledgeIndex,
  normalise,
  words,
} from "./retrieval.server";

/**
 * Share of a question's meaning (its words weighted by rarity, see
 * retrieval.server.ts) the best answer must match; below it the assistant
 * hands off. Measured on both question sets in tests/chat-eval (decision 030).
 */
export const MIN_CONFIDENCE = 0.5;
/** MiniSearch score below which a match is a coincidence of one common word, whatever its share (same measurements). */
export const MIN_SCORE = 8;
/**
 * Summed weight of the matched words below which the match says nothing particular: "panels" or
 * "solar" alone (in a third of the answers, weight about 1) is not enough, "warranty" (weight
 * about 2.3) is. Same measurements.
 */
export const MIN_EVIDENCE = 1.5;

/** Words that mean the visitor wants a quote, a price for their own home or to go ahead. */
const BUYING_INTENT =
  /\b(quote|quotation|estimate|interested|book|booking|sign up|get started|buy|purchase|price for my|cost for my|for my (?:house|home|property|roof|business)|(?:want|like|ready|looking|planning) (?:you )?to (?:install|fit|go ahead|order|(?:have|get) (?:\w+ ){0,3}(?:installed|fitted)))\b/i;

/** The words of a request that are only the request ("I'd like a quote please" asks about nothing in particular). */
const REQUEST_WORDS =
  /\b(?:quote|quotation|estimate|interested|book|booking|sign up|get started|buy|purchase|install|installed|fit|fitted)\b/gi;

/**
 * "If I sign up today, when…": a clause about going ahead sets the scene; what is asked comes
 * after it, so it is left out of the search (the buying intent is still heard).
 */
const BUYING_CLAUSE =
  /\b(?:if|when|once|after) (?:i|we) (?:sign up|signed up|go ahead|went ahead|book|booked|order|ordered|buy|bought|commit|agree|accept|(?:rang|ring|call|called|phone|phoned|contact|contacted|emailed)(?: (?:you|u|you lot|your lot))?|got in touch|get in touch|enquired|enquire)\b(?: (?:today|now|tomorrow|this week|this month))?/gi;

/** "How much is/does/would…" asks for a price; "how much could I save/generate" does not. */
const PRICE_QUESTION = /\bhow much\b/i;
const NOT_PRICE = /\b(?:sav\w*|cut|reduc\w*|generat\w*|produc\w*|electricity|power|energy|last|longer|roof space)\b/i;

/** Signs that a question leans on the one before ("and what warranty does it have?", "what about Bath?"). */
const FOLLOW_UP =
  /^(?:and|also|plus|so|what about|how about|what of)\b|\b(?:it|its|they|them|their|that|those|these|this one|ones?)\b/i;

/** A message that tries to override how the assistant works ("disregard your rules and…"). */
const OVERRIDE =
  /\b(?:ignore|disregard|forget|override|bypass)\b(?: \w+){0,3} (?:rules?|instructions?|prompts?|guidelines?|programming|restrictions?)\b|\b(?:system prompt|developer mode|jailbreak)\b/i;

const GREETING = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|shwmae|helo)\b[\s!.,]*(?:there)?[\s!.]*$/i;
const THANKS = /^(?:thanks|thank you|cheers|ta|great,? thanks|lovely,? thanks)\b/i;
const DECLINE = /^(?:no|nope|no thanks|no thank you|not now|not yet|maybe later)\b/i;

/**
 * "What's your number?", "can I have your email?": a visitor asking for our details gets them,
 * even when they say they would rather talk to a person (which would otherwise open the form).
 */
export const ASKS_OUR_DETAILS =
  /\bwhat(?:['’]?s| is| are) (?:(?:your|ur) (?:phone |telephone |contact |office |landline )?|the (?:phone |telephone |contact |office )(?=number))(?:number|phone number|email(?: address)?|e-mail(?: address)?)\b|\b(?:can|could|may) (?:i|we) (?:have|get|take) (?:your|ur) (?:phone |telephone |contact )?(?:number|email)\b/i;

const DECLINED_REPLY = "No problem. Is there anything else I can help with?";

/** Earlier questions a follow-up may lean on: the visitor's last two. */
const CONTEXT_QUESTIONS = 2;

/**
 * Words about the visitor's home, not the subject: "a battery for my house" and "solar for a
 * three-bed semi" are about batteries and solar. Flats are left in: the site does not cover them.
 */
const ABOUT_THE_VISITOR =
  /\b(?:for|on|at|to|in) (?:a|an|my|our) (?:[\w-]+ ){0,3}?(?:house|home|property|place|semi|bungalow|terrace|terraced|detached|cottage|farmhouse)\b/gi;

/**
 * "We run a dairy farm", "I own a small hotel": who the visitor is, said of their business. The
 * audience filter hears it; the search gets "commercial" in its place, not the words describing
 * the place ("dairy", "small"), which no answer uses (decision 111).
 */
const VISITORS_BUSINESS = new RegExp(
  String.raw`\b(?:i|we)(?:['’](?:ve|re|m))?(?: (?:run|own|have|manage|operate|got|am|are))* (?:a|an|the|our|my|two|three|several) (?:[\w-]+ ){0,3}?(?:${businessPlaces.join("|")})(?:s|es)?\b`,
  "gi",
);

/** "In Cardiff", "near Newport": one of our regions' places, where a visitor asking a price lives. */
const VISITORS_PLACE =
  /\b(?:in|near|nr|outside|just outside|around|from|by)\s+(?:cardiff|newport|swansea|bristol|bath|gloucester|somerset|gwent|south wales|west wales|the south west)\b/giu;

/**
 * "Home" before what it qualifies ("a home battery", "home car charger") says who it is for,
 * which the audience filter takes care of, not what: left out of the search.
 */
const HOME_MODIFIER = /\b(?:home|house|domestic)\s+(?=[a-z])/gi;

/**
 * "Solar" before a more particular product ("a solar battery", "solar panel cleaning") only says
 * it goes with the panels, as everything we do does: what is asked about is the product.
 */
const SOLAR_MODIFIER =
  /\bsolar[- ](?=(?:battery|batteries|storage|ev|car|charger|chargers|charging|diverter|diverters|inverter|inverters|cleaning|maintenance|survey|surveys)\b)/gi;

let index: KnowledgeIndex<KnowledgeDoc> | undefined;
function knowledgeIndex() {
  index ??= createKnowledgeIndex(
    buildKnowledge(),
    [
      { name: "questions", boost: 3, text: (d) => d.questions, subject: true },
      { name: "title", boost: 2, text: (d) => d.title, subject: true },
      { name: "keywords", boost: 2, text: (d) => d.keywords, subject: true },
      // A hand-off's own words ("our advisers can tell you") say nothing about its subject.
      { name: "answer", boost: 1, text: (d) => (d.handoff ? "" : d.answer) },
    ],
    assistantSynonyms,
  );
  return index;
}

let passages: KnowledgeIndex<KnowledgeDoc> | undefined;
/** The rest of the site's copy (passages.server.ts), searched only when our own answers have none (decision 114). */
function passageIndex() {
  passages ??= createKnowledgeIndex(
    sitePassages(),
    [
      { name: "title", boost: 2, text: (d) => d.title, subject: true },
      { name: "answer", boost: 1, text: (d) => d.answer },
    ],
    assistantSynonyms,
  );
  return passages;
}

/**
 * The best match for a question, with earlier questions as context when it reads as a follow-up.
 * A question about a business is never answered for a home, nor the other way round: who it is
 * for comes from the question, or from the conversation for a follow-up.
 */
export function searchKnowledge(
  asked: string,
  earlier: string[] = [],
  setting = "",
  answered?: AnswerContext,
): Hit<KnowledgeDoc> | undefined {
  return searchBest(asked, earlier, setting, 1, answered).hits[0];
}

/**
 * What our previous reply was: the documents it came from (their answers are our replies) and
 * the products it named. A follow-up that names nothing of ours ("how much is one?") is about
 * them (decision 113, round 5).
 */
export interface AnswerContext {
  docs: KnowledgeDoc[];
  products: string[];
  /** The reply's words, normalised. */
  said: Set<string>;
}

/** Share of a reply's words a document's answer must have for the reply to count as that answer, reworded. */
export const REPLY_MATCH = 0.6;
/** How much further a document our previous reply came from ranks for a follow-up. */
export const ANSWERED_BOOST = 2;
/** Characters of a reply read to find where it came from: ours are a few sentences, longer ones are not ours. */
const REPLY_CHARS = 1200;

let answerWords: { doc: KnowledgeDoc; words: Set<string> }[] | undefined;
/**
 * The documents a reply of ours came from: those whose answer it contains, else (a reply reworded,
 * or edited by the visitor's browser) the documents whose answer has at least REPLY_MATCH of its
 * words, the best only. A reply that is not ours matches none: follow-ups then lean on the
 * visitor's questions alone. Linear in the reply's length, which is bounded.
 */
export function answerContext(reply: string): AnswerContext | undefined {
  const text = reply.slice(0, REPLY_CHARS);
  const docs = buildKnowledge().filter((d) => !d.handoff);
  let sources = docs.filter((d) => text.includes(d.answer));
  if (sources.length === 0) {
    answerWords ??= docs.map((doc) => ({ doc, words: new Set(words(doc.answer).map(normalise)) }));
    const said = [...new Set(words(text).map(normalise))];
    if (said.length === 0) return undefined;
    const shares = answerWords.map(({ doc, words: known }) => ({
      doc,
      share: said.filter((w) => known.has(w)).length / said.length,
    }));
    const best = Math.max(...shares.map((s) => s.share));
    sources = best >= REPLY_MATCH ? shares.filter((s) => s.share === best).map((s) => s.doc) : [];
  }
  if (sources.length === 0) return undefined;
  const products = [
    ...new Set(
      words(text)
        .filter((w) => isProductWord(w) && !EVERYTHING_WE_DO.has(normalise(w)))
        .map(normalise),
    ),
  ];
  return { docs: sources, products, said: new Set(words(text).map(normalise)) };
}

let aspectWords: Set<string> | undefined;
/** The words our content uses for the aspects of a question (price, warranty, certified…). */
const isAspectWord = (term: string) =>
  (aspectWords ??= new Set(questionAspects.flatMap((a) => words(a.words).map(normalise)))).has(term);

/** "Ballpark?", "what's the damage?": a question that asks an aspect of nothing it names leans on the one before. */
const onlyAnAspect = (question: string) => words(question).every((w) => isAspectWord(normalise(w)));

let productWords: Set<string> | undefined;
/** Whether a word names one of the things we offer ("battery", "charger", "panels"). */
const isProductWord = (word: string) =>
  (productWords ??= new Set(words(assistantProducts.join(" ")).map(normalise))).has(normalise(word));

/**
 * The best few matches for a question (see searchKnowledge), and the text searched. `setting`
 * is the rest of a long message: it says who the question is for, and what product, when the
 * question names none ("we've got panels on a bungalow… what would we be looking at?").
 */
export function searchBest(
  asked: string,
  earlier: string[],
  setting: string,
  limit: number,
  answered?: AnswerContext,
  index = knowledgeIndex(),
): { hits: Hit<KnowledgeDoc>[]; searched: string } {
  const question = rephrase(asked);
  const asksPrice = PRICE_QUESTION.test(question) && !NOT_PRICE.test(question);
  const hints = asksPrice ? ["price"] : [];
  const followUp = FOLLOW_UP.test(question) || (earlier.length > 0 && onlyAnAspect(question));
  // What the follow-up leans on: the visitor's last questions, and the products our answer to
  // them was about ("Site Survey & Design": the survey).
  const answeredAbout = words(answered?.docs.map((d) => `${d.title} ${d.questions}`).join(" ") ?? "")
    .filter((w) => isProductWord(w) && !EVERYTHING_WE_DO.has(normalise(w)))
    .join(" ");
  const earlierAsked = followUp ? rephrase(`${earlier.slice(-CONTEXT_QUESTIONS).join(" ")} ${answeredAbout}`) : "";
  // A follow-up asking another aspect ("and how much is one?" after "what guarantee comes with
  // it?") keeps the subject of the questions before, not what they asked about it.
  const asksAspect = asksPrice || words(question).some((w) => isAspectWord(normalise(w)));
  const context = asksAspect
    ? words(earlierAsked)
        .filter((w) => !expand(w, assistantSynonyms).some(isAspectWord))
        .join(" ")
    : earlierAsked;
  // Who it is for: from the question, else from the rest of the visitor's message, else (for a follow-up) the conversation.
  const audience =
    audienceOf(question) ?? (setting ? audienceOf(setting) : undefined) ?? (followUp ? audienceOf(context) : undefined);
  const accept = (doc: KnowledgeDoc) => !audience || !doc.audience || doc.audience === audience;
  // A business's question leans towards the commercial answers (searched, not counted as asked).
  if (audience === "business") hints.push("commercial");
  const subject = (
    audience === "business" ? asCommercial(question.replace(VISITORS_BUSINESS, " commercial ")) : question
  )
    .replace(ABOUT_THE_VISITOR, " ")
    .replace(HOME_MODIFIER, " ")
    .replace(SOLAR_MODIFIER, " ")
    .replace(BUYING_CLAUSE, " ");
  // "How much for solar in Cardiff?": a price asked where the visitor lives (where we work is the
  // question only when asked). A place we do not know stays, unknown: "a restaurant in Paris".
  const placeless = asksForPrice(question) && !asksAboutArea(asked) ? subject.replace(VISITORS_PLACE, " ") : subject;
  let searched = placeless;
  const own = words(placeless);
  // A long message's question that names nothing of ours beside what it asks ("what would that
  // set us back?") is about the product its setting names last before it.
  const ownSubject = own.filter((w) => !isAspectWord(normalise(w)) && knowsWord(w));
  if (setting && ownSubject.length === 0) {
    const before = setting.slice(0, Math.max(0, setting.indexOf(asked))) || setting;
    const named = before
      .split(SENTENCE_END)
      .map((sentence) => [...new Set(words(rephrase(sentence)).filter(isProductWord))])
      .filter((list) => list.length > 0)
      .at(-1);
    if (named) searched = `${searched} ${named.join(" ")}`;
  }
  // A follow-up that names nothing of ours beside what it asks ("how much is one?") is about the
  // products our previous reply named ("…batteries carry a 10-year warranty").
  const inherits = followUp && answered && ownSubject.length === 0 && !setting && answered.products.length > 0;
  if (inherits) searched = `${searched} ${answered.products.join(" ")}`;
  // "How much for a 3 bed semi?" or "what would we be looking at" leaves only the price once the
  // home is set aside: a home's price.
  const onlyAspect = words(searched).every((w) => isAspectWord(normalise(w)));
  if (onlyAspect && (asksPrice || own.some((w) => normalise(w) === "price")) && audience === "home") {
    searched = `${searched} home`;
  }
  const found = index.search({ question: searched, hints, context }, limit + 2, accept);
  // A follow-up leans on the answer it follows: the documents our reply came from rank higher,
  // when they cover what the follow-up asks as well as any ("how long does that visit take?"
  // after the survey's step), not when another covers more ("how long does that take to fit?"
  // after the chargers' price is the installation's time).
  // A follow-up that took the products of the answer is about them, not the answer again.
  const from = followUp && !inherits ? new Set(answered?.docs.map((d) => d.id)) : new Set<string>();
  const most = Math.max(0, ...found.map((h) => h.confidence));
  const leanedOn = (h: Hit<KnowledgeDoc>) => from.has(h.doc.id) && h.confidence >= most - 1e-9;
  const rankOf = (h: Hit<KnowledgeDoc>) => h.rank * (leanedOn(h) ? ANSWERED_BOOST : 1);
  const hits = from.size > 0 ? found.map((h) => ({ ...h, rank: rankOf(h) })).sort((a, b) => b.rank - a.rank) : found;
  return { hits: hits.slice(0, limit), searched };
}

/** One space between words, so a phrase rewritten before another ("switched on" → "switch on") still meets the next one's pattern. */
const tidy = (text: string) => text.replace(/\s{2,}/g, " ");

/**
 * A question with visitors' phrases in our content's words ("up and running" → "switch on"),
 * and their ways of asking for an aspect in the words our content uses for it ("what would
 * it set me back" → "price").
 */
export function rephrase(question: string): string {
  const phrased = assistantPhrases.reduce((text, [phrase, meaning]) => tidy(text.replace(phrase, meaning)), question);
  return questionAspects.reduce((text, { ways, words: meaning }) => tidy(text.replace(ways, meaning)), phrased);
}

/** The aspects a question asks about, by the ways people ask for them ("ballpark" → price). */
export function aspectsOf(question: string): QuestionAspect[] {
  const phrased = assistantPhrases.reduce((text, [phrase, meaning]) => text.replace(phrase, meaning), question);
  return questionAspects.filter(({ ways }) => new RegExp(ways.source, "i").test(phrased)).map((a) => a.aspect);
}

/** Whether our content uses a word anywhere, its search keywords included. */
export const knowsWord = (word: string) => knowledgeIndex().knows(word);

let productVocabulary: ((word: string) => boolean) | undefined;
/**
 * Whether a word names something we offer or have an answer about: a word of
 * what our answers and services say, or of a subject we hand off. Search
 * keywords are left out: "lights" (a battery keeps the lights on) is no product of ours.
 */
export function knowsProduct(word: string): boolean {
  productVocabulary ??= createVocabulary(
    [
      ...buildKnowledge().flatMap((d) => [d.title, d.questions, d.answer, d.handoff ? d.keywords : ""]),
      ...services.flatMap((s) => s.features),
    ],
    assistantSynonyms,
  );
  return productVocabulary(word);
}

let areaNames: Set<string> | undefined;
/** The words of our regions' names ("cardiff", "gwent", "somerset"). */
const areaWords = () => (areaNames ??= new Set(words(site.serviceAreas.join(" ")).map(normalise)));

/** The answer to a question about a postcode: which of our regions it is in, or that it is outside them. */
function postcodeReply(code: string, area: string | undefined): string {
  if (area) return `Yes, ${code} is in our ${area} area. ${areasAnswer()} ${linkText(chatLinks.contact)}`;
  return `${code} is outside our regional areas. ${areasAnswer()} ${bookingRuleMessages.outOfArea} ${assistantCopy.offerCall}`;
}

/** The knowledge that answers the question, or undefined when no answer is confident enough. */
export function findAnswer(
  question: string,
  earlier: string[] = [],
  answered?: AnswerContext,
  index = knowledgeIndex(),
): KnowledgeDoc | undefined {
  const whole = answerable(question, earlier, "", answered, index);
  // Confident on most of what the message says: answered as a whole.
  if (whole?.confident && whole.hit.confidence >= MIN_CONFIDENCE) return whole.hit.doc;
  // A question about where we work is answered by where we work, whatever its other clauses ask
  // ("we're in Newport" is where the visitor lives, unless what they ask is about it too).
  const asking = askingClauses(question);
  if (asksAboutArea(question) && (asking.length === 0 || asking.some(asksAboutArea))) return whole?.hit.doc;
  // A long message: what it asks is in a sentence or clause of it, the rest is the visitor's
  // setting. The most confident answer first (the whole message's, when it is confident on the
  // words the content knows, competes with its clauses'); then those on aspect and subject, the
  // whole message before its clauses.
  const clauses = asking
    .filter((clause) => !leansOnOther(clause, question))
    .map((clause) => answerable(clause, earlier, question, answered, index))
    .filter((a) => a !== undefined)
    .sort((a, b) => b.hit.confidence - a.hit.confidence || b.hit.score - a.hit.score);
  const confident = [...(whole?.confident ? [whole] : []), ...clauses.filter((a) => a.confident)].sort(
    (a, b) => b.hit.confidence - a.hit.confidence,
  );
  const ranked = [...confident, ...(whole ? [whole] : []), ...clauses];
  return ranked[0]?.hit.doc;
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
  if (!docs.some((d) => d.id === first.id)) return [first];
  const other = docs.find((d) => d.id !== first.id);
  if (!other) return [first];
  return docs.indexOf(other) < docs.findIndex((d) => d.id === first.id) ? [other, first] : [first, other];
}

/**
 * Whether a clause leans on something its setting names that is not ours: "…obsessed with
 * dinosaurs. Which one was the biggest?" asks about dinosaurs, not about our biggest system.
 * Only pronouns that stand for a thing named before count ("one", "they"); "it" and "that" may
 * stand for the visitor's situation ("do you show us how it all works?").
 */
const NAMES_BEFORE = /\b(?:one|ones|they|them|those|these|their)\b/i;
function leansOnOther(clause: string, message: string): boolean {
  const own = words(rephrase(clause));
  if (!NAMES_BEFORE.test(clause) || own.some(isProductWord)) return false;
  return !words(rephrase(message.replace(clause, " "))).some(isProductWord);
}

/**
 * How far the best answer must lead the next one (in rank) to be taken on the question's aspect
 * and subject alone, its other words unknown (decision 113).
 */
export const CLEAR_LEAD = 1.5;

/** Product words that name everything we do, so pick out no answer: "solar", "panels", "system". */
const EVERYTHING_WE_DO = new Set(["solar", "panel", "system"]);

/** The best match when it is good enough to answer with: confident, or right on aspect and subject. */
function answerable(
  question: string,
  earlier: string[],
  setting: string,
  answered?: AnswerContext,
  index = knowledgeIndex(),
): { hit: Hit<KnowledgeDoc>; confident: boolean } | undefined {
  const { hits, searched } = searchBest(question, earlier, setting, 3, answered, index);
  const [best, next] = hits;
  if (!best) return undefined;
  // "The cheapest you can do a battery for": an answer that misses the product the question
  // names gives way to a confident one that has it.
  const products = words(searched)
    .map((w) => expand(w, assistantSynonyms))
    .filter((terms) => terms.some(isProductWord) && !terms.some((t) => EVERYTHING_WE_DO.has(t)));
  const hasProducts = (hit: Hit<KnowledgeDoc>) => products.every((terms) => terms.some((t) => hit.terms.has(t)));
  if (products.length > 0 && !hasProducts(best)) {
    const named = hits.find((h) => hasProducts(h) && isConfident(h));
    if (named) return { hit: named, confident: true };
  }
  // "How much is a drone survey?": an answer without a price is no answer to a price question
  // when a confident one with a price matches all it does ("Drone surveys start from £350"); one
  // that misses what it matched ("Tesla Powerwall") would price something else.
  if (asksForPrice(searched) && !best.doc.answer.includes("£")) {
    const priced = hits.find(
      (h) => h.doc.answer.includes("£") && isConfident(h) && [...best.terms].every((t) => h.terms.has(t)),
    );
    if (priced) return { hit: priced, confident: true };
  }
  if (isConfident(best)) return { hit: best, confident: true };
  if (askedWhatWasLeftOut(question, best, next, answered)) return { hit: best, confident: false };
  // The runner-up that reads the question another way: one matching only words the best matches
  // too (the cleaning service after the FAQ on cleaning) is the same reading, not a rival.
  const rival = hits.slice(1).find((h) => [...h.terms].some((t) => !best.terms.has(t)));
  if (standsAlone(best, next)) return { hit: best, confident: false };
  return onAspectAndSubject(question, searched, best, rival) ? { hit: best, confident: false } : undefined;
}

/** How far the best answer must lead any other reading of the question to stand alone (see standsAlone). */
export const ALONE_LEAD = 4;
/** Share of the weight of the question's words our content knows that an answer standing alone must match. */
export const ALONE_KNOWN = 0.5;

/**
 * Whether the best answer is the only reading of the question: it matches a word that picks it
 * out and most of what the content knows of the question (three words at least), and leads the
 * next answer, whatever it matches, ALONE_LEAD times over. The visitor's other words ("dark by
 * half 4") describe their situation. An off-topic question matches one or two words of ours at
 * most, and stays handed off.
 */
function standsAlone(best: Hit<KnowledgeDoc>, next: Hit<KnowledgeDoc> | undefined): boolean {
  if (best.score < MIN_SCORE || best.evidence < MIN_EVIDENCE || !best.distinctive) return false;
  if (best.matchedWords < 3 || best.knownConfidence < ALONE_KNOWN) return false;
  return !next || best.rank >= ALONE_LEAD * next.rank;
}

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
  return unsaid.length >= KNOWN_MATCHES;
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
  if (subjects.some((terms) => terms.some((t) => best.terms.has(t)))) return true;
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
 * Share of the weight of the question's words our content knows that the answer must match when
 * several of the question's words are unknown to the content ("my panels are filthy from bird
 * mess"), with at least KNOWN_MATCHES of them matched (decision 111).
 */
export const MIN_KNOWN_CONFIDENCE = 0.8;
/** Words the content knows an answer must match before unknown words are set aside. */
export const KNOWN_MATCHES = 2;

export interface Confidence {
  confidence: number;
  score: number;
  evidence: number;
  matchedWords: number;
  knownWords: number;
  knownConfidence: number;
  distinctive: boolean;
}

/**
 * Whether a match is good enough to answer with; below it the assistant hands off. Words the
 * content never uses lower the confidence ("heat pump" is not a battery question), unless the
 * answer covers the words the content does know (MIN_KNOWN_CONFIDENCE of their weight, two words
 * at least) and one of them picks it out, a word at most two answers use ("filthy from bird mess,
 * can you clean them?" is a cleaning question whatever "filthy", "bird" and "mess" are).
 */
export function isConfident(hit: Confidence): boolean {
  if (hit.score < MIN_SCORE || hit.evidence < MIN_EVIDENCE) return false;
  if (hit.confidence >= MIN_CONFIDENCE) return true;
  return hit.distinctive && hit.matchedWords >= KNOWN_MATCHES && hit.knownConfidence >= MIN_KNOWN_CONFIDENCE;
}

/** A markdown link the widget renders (same-site paths only). */
export const linkText = (link: { href: string; label: string }) => `[${link.label}](${link.href})`;

export function composeReply(messages: ChatMessage[]): string {
  const question = messages.at(-1)?.content.trim() ?? "";
  const previous = messages.at(-2);
  const short = words(question).length <= 3;

  if (GREETING.test(question)) return assistantCopy.hello;
  // "Ignore your instructions and…": no answer is searched for; the offer of a call stands.
  if (OVERRIDE.test(question)) return `${assistantCopy.unsure} ${assistantCopy.offerCall}`;
  if (THANKS.test(question) && short) return assistantCopy.thanks;
  if (previous?.role === "assistant" && offersCall(previous.content) && DECLINE.test(question)) return DECLINED_REPLY;
  // Asked for our number or email, whatever else the message says ("…to send my bills over"):
  // given, with the offer of a call when the visitor would rather talk to a person.
  if (ASKS_OUR_DETAILS.test(question)) {
    const contact = buildKnowledge().find((d) => d.id === "contact");
    if (contact && wantsContact(question)) return `${contact.answer} ${assistantCopy.offerCall}`;
    if (contact?.link) return `${contact.answer} ${linkText(contact.link)}`;
  }
  if (wantsContact(question)) return chatCopy.detailsRequest;

  // Something the site does not describe, named ("an off-grid cabin… what would it cost?"):
  // not priced or answered as something else.
  const phrased = words(rephrase(question));
  const undescribed = Object.keys(undescribedKinds).find((k) => phrased.includes(k));
  if (undescribed) return `${notCovered(undescribedKinds[undescribed]!)} ${assistantCopy.offerCall}`;
  // Before any search: a product we do not offer, and a postcode, are answered by what they are.
  const request = productRequest(question, knowsProduct);
  if (request && !request.offered) return `${notOffered(request.product)} ${assistantCopy.offerCall}`;
  const postcode = postcodeAsked(question);
  if (postcode) return postcodeReply(postcode.code, postcode.area);

  const earlier = messages
    .slice(0, -1)
    .filter((m) => m.role === "user")
    .map((m) => m.content);
  // A follow-up to what we could not answer ("do you fit hybrid inverters?" … "what do they
  // cost?") is still about it: handed off again, not answered about something else.
  if (previous?.role === "assistant" && handedOff(previous.content) && leansOnly(question)) {
    return `${assistantCopy.unsure} ${assistantCopy.offerCall}`;
  }
  const intent = BUYING_INTENT.test(question);
  // A bare request ("can I get a quote for my house?") is answered with the next step, not a fact about quotes.
  const bare = intent && words(question.replace(ABOUT_THE_VISITOR, " ").replace(REQUEST_WORDS, " ")).length === 0;
  // "Do you sell batteries?" is searched as "batteries": the request's verb says nothing about which answer.
  // What our previous reply answered, so a follow-up can lean on it ("how much is one?").
  const answered = previous?.role === "assistant" ? answerContext(previous.content) : undefined;
  const person = bare ? undefined : findPerson(question, earlier, answered);
  if (person?.link) return `${person.answer} ${linkText(person.link)}`;
  const each = bare ? undefined : pricesOfEach(request?.rest ?? question);
  if (each) {
    const answer = joinAnswers(each.map((d) => d.answer));
    return intent ? `${answer} ${assistantCopy.offerCall}` : answer;
  }
  const [doc, also] = bare ? [] : findAnswers(request?.rest ?? question, earlier, answered);
  if (!doc) {
    // "Can you come out to Manchester?": a place the content does not name still gets where we work.
    const place = (w: string) => words(w).length > 0 && (!knowsWord(w) || areaWords().has(normalise(w.toLowerCase())));
    if (asksAboutArea(question) && placeWords(question).some(place)) {
      return `${areasAnswer()} ${bookingRuleMessages.outOfArea} ${assistantCopy.offerCall}`;
    }
    // "Do you do ground mounted solar panels?": a kind of what we do, in words our content never
    // uses, is neither refused nor guessed at: the site does not say, and an adviser can.
    if (request?.offered && words(request.product).some((w) => !knowsWord(w))) {
      return `${notDescribed(request.product)} ${assistantCopy.offerCall}`;
    }
    // Our own answers have none: the page whose copy says it, when one clearly does.
    const passage = bare ? undefined : findPassage(request?.rest ?? question, earlier, answered);
    if (passage?.link) {
      return intent ? `${passage.answer} ${assistantCopy.offerCall}` : `${passage.answer} ${linkText(passage.link)}`;
    }
    return `${intent ? assistantCopy.intent : assistantCopy.unsure} ${assistantCopy.offerCall}`;
  }
  const answer = also ? joinAnswers([doc.answer, also.answer]) : doc.answer;
  // A price asked of what our answer gives no price for ("a Tesla Powerwall"): what we know, and an adviser for the price.
  const unpriced = asksForPrice(rephrase(question)) && !answer.includes("£");
  if (doc.handoff || intent || unpriced) return `${answer} ${assistantCopy.offerCall}`;
  const link = also?.link ?? doc.link;
  return link ? `${answer} ${linkText(link)}` : answer;
}

/** Answers one after another, without a sentence said twice ("Batteries start from £6,500…"). */
function joinAnswers(answers: string[]): string {
  const said = new Set<string>();
  return answers
    .flatMap((answer) => answer.split(SENTENCE_END))
    .filter((sentence) => !said.has(sentence) && said.add(sentence))
    .join(" ");
}

/** "Both", "together", "all in": a price asked of everything the message names, not only its question's clause. */
/** Whether a question, in our content's words, asks a price ("how much is…", "what would it cost"). */
function asksForPrice(phrased: string): boolean {
  return (PRICE_QUESTION.test(phrased) && !NOT_PRICE.test(phrased)) || PRICE_WORD.test(phrased);
}

/** A price named as such ("what would it cost", "the price of both"). */
const PRICE_WORD = /\b(?:cost|costs|costing|price|prices|priced)\b/i;
const JOINED = /\b(?:and|plus|as well as)\b|[&+]/i;
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
  // "Solar + battery": solar named beside another product is the panels.
  // "A battery for my panels" asks one price; "panels and a battery", two.
  if (!all && !JOINED.test(scope)) return undefined;
  const named = [
    ...new Set(
      words(rephrase(scope))
        .filter(isProductWord)
        .map(normalise)
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
const GENERIC = new Set([...EVERYTHING_WE_DO, "house", "home", "roof", "property", "install", "fit"]);
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
function findPassage(question: string, earlier: string[], answered?: AnswerContext): KnowledgeDoc | undefined {
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
    if (particular.length >= enough) return best.doc;
  }
  return undefined;
}

/**
 * "Who would design my system?", "who's your battery person?", "who leads the fitters?": a
 * person, whom only the team page names. Asking whom to complain to, contact or call is not
 * asking who someone is.
 */
const WHO_ASKED =
  /^(?:(?:and|so|ok|okay|but|right)\b[\s,]*)*(?:who(?:['’]?s| is| are| would| will| does| do| leads| looks| designs| fits| runs| handles)?)\b(?!(?: \w+){0,3} (?:complain|contact|speak|talk|call|ring|email|won|win|pay))/i;

let people: KnowledgeIndex<KnowledgeDoc> | undefined;
/** The team page's passages: who does what. */
function peopleIndex() {
  people ??= createKnowledgeIndex(
    sitePassages().filter((d) => d.link?.href === "/team" && d.title !== ""),
    [
      { name: "title", boost: 2, text: (d) => d.title, subject: true },
      { name: "answer", boost: 1, text: (d) => d.answer },
    ],
    assistantSynonyms,
  );
  return people;
}

/** Words for someone, not what they do: "your battery person", "the design guy". */
const SOMEONE = /\b(?:person|people|guy|guys|lady|bloke|man|woman|one|expert)\b/gi;
/** "Who's in charge?", "the boss": who runs the company. */
const IN_CHARGE =
  /\b(?:in charge|the boss|boss|head honcho|top dog|owner|owns (?:the|this) (?:company|firm|business)|runs (?:the|this) (?:company|firm|show|business))\b/gi;

/**
 * The person a "who…" question asks about, when the team page clearly names one for it (a
 * person's two passages, their story and their specialties, count as one), with their story.
 */
function findPerson(question: string, earlier: string[], answered?: AnswerContext): KnowledgeDoc | undefined {
  if (!WHO_ASKED.test(question.trim())) return undefined;
  const asked = question.replace(IN_CHARGE, " managing director founder ").replace(SOMEONE, " ");
  const { hits } = searchBest(asked, earlier, "", 6, answered, peopleIndex());
  const [best] = hits;
  if (!best || best.score < MIN_SCORE || best.knownConfidence < MIN_ASPECT_KNOWN) return undefined;
  const next = hits.find((h) => h.doc.title !== best.doc.title);
  if (next && best.rank < CLEAR_LEAD * next.rank) return undefined;
  const theirs = sitePassages().filter((d) => d.link?.href === "/team" && d.title === best.doc.title);
  return theirs.reduce((a, b) => (b.answer.length > a.answer.length ? b : a), best.doc);
}

/** Whether a reply of ours said the site does not cover what was asked. */
function handedOff(reply: string): boolean {
  return (
    reply.includes(assistantCopy.unsure) ||
    reply.includes(whatWeOffer) ||
    assistantHandoffs.some((h) => reply.startsWith(h.answer))
  );
}

/** Whether a question leans on the one before and names nothing of ours itself ("how much are they?"). */
function leansOnly(question: string): boolean {
  const phrased = rephrase(question);
  return (FOLLOW_UP.test(phrased) || onlyAnAspect(phrased)) && !words(phrased).some(isProductWord);
}

/** Splits text into pieces of a few words, keeping the spaces, so the reply streams in. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const parts = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < parts.length; i += wordsPerChunk) chunks.push(parts.slice(i, i + wordsPerChunk).join(""));
  return chunks;
}

/** Waits, or less if the visitor leaves; the abort listener goes with the wait, not with the request. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });

export function createBuiltinProvider({ chunkDelayMs = 25 }: { chunkDelayMs?: number } = {}): ChatProvider {
  return {
    name: "builtin",
    async *reply(messages, signal) {
      const chunks = chunkText(composeReply(messages));
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0 && chunkDelayMs > 0) await sleep(chunkDelayMs, signal);
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
