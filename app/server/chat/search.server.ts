/**
 * The built-in assistant's search: the MiniSearch indexes of our answers and
 * of the rest of the site's copy, how a visitor's question is rephrased and
 * searched (with the context a follow-up leans on), and the measure of
 * whether a match is confident enough to answer with.
 */
import { type QuestionAspect, questionAspects } from "~/content/chat-aspects";
import { businessPlaces } from "~/content/chat-knowledge";
import {
  assistantPhrases,
  assistantProducts,
  assistantSynonyms,
  everydayWords,
  textSpeak,
} from "~/content/chat-language";
import { services } from "~/content/services";
import { placesAbroad, townPostcodeAreas } from "~/content/places";
import { SENTENCE_END } from "./clauses.server";
import { buildKnowledge, type KnowledgeDoc } from "./knowledge.server";
import { estimateFigures, sitePassages } from "./passages.server";
import { asCommercial, asksAboutArea, audienceOf } from "./intent.server";
import {
  createKnowledgeIndex,
  createVocabulary,
  expand,
  type Hit,
  type KnowledgeIndex,
  normalise,
  oneEditApart,
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

/**
 * "If I sign up today, when…": a clause about going ahead sets the scene; what is asked comes
 * after it, so it is left out of the search (the buying intent is still heard).
 */
const BUYING_CLAUSE =
  /\b(?:if|when|once|after) (?:i|we) (?:sign up|signed up|go ahead|went ahead|book|booked|order|ordered|buy|bought|commit|agree|accept|say yes|said yes|(?:rang|ring|call|called|phone|phoned|contact|contacted|emailed)(?: (?:you|u|you lot|your lot))?|got in touch|get in touch|enquired|enquire)\b(?: (?:today|now|tomorrow|(?:this|next) (?:week|month)))?/gi;

/** "How much is/does/would…" asks for a price; "how much could I save/generate" does not. */
export const PRICE_QUESTION = /\bhow much\b/i;
export const NOT_PRICE =
  /\b(?:sav\w*|cut|reduc\w*|generat\w*|produc\w*|electricity|power|energy|last|longer|roof space)\b/i;

/** Signs that a question leans on the one before ("and what warranty does it have?", "what about Bath?"). */
export const FOLLOW_UP =
  /^(?:and|also|plus|so|what about|how about|what of)\b|\b(?:it|its|they|them|their|that|those|these|this one|ones?)\b/i;

/** Earlier questions a follow-up may lean on: the visitor's last two. */
const CONTEXT_QUESTIONS = 2;

/** Words (beside stop words) of a question short enough to lean on our answer before it without a pronoun (see searchBest). */
export const SHORT_FOLLOW_UP = 5;

/**
 * Words about the visitor's home, not the subject: "a battery for my house" and "solar for a
 * three-bed semi" or "how much? just a normal semi" are about batteries and solar. Flats are left in: the site does not cover them.
 */
export const ABOUT_THE_VISITOR =
  /\b(?:(?:for|on|at|to|in|just|only) (?:a|an|my|our)|it['’]?s (?:just )?an?) (?:(?!(?:listed|conservation|thatched|flat|asbestos)\b)[\w-]+ ){0,3}?(?:house|home|property|place|semi|bungalow|terrace|terraced|detached|cottage|farmhouse)\b/gi;

/**
 * "On a bog standard terrace in Pontypridd", "mine is a small terrace in Barry": the visitor's home
 * and the town it is in, set aside as ABOUT_THE_VISITOR is, unless where we work is asked.
 */
const VISITORS_HOME_AND_TOWN = new RegExp(
  String.raw`${ABOUT_THE_VISITOR.source} (?:in|near|outside) (?!(?:the|a|an|my|our|your|total|general|particular|terms)\b)[a-z][a-z'’-]+\b`,
  "gi",
);

/**
 * "We run a dairy farm", "I own a small hotel": who the visitor is, said of their business. The
 * audience filter hears it; the search gets "commercial" in its place, not the words describing
 * the place ("dairy", "small"), which no answer uses (decision 111).
 */
const VISITORS_BUSINESS = new RegExp(
  String.raw`\b(?:i|we)(?:['’](?:ve|re|m))?(?: (?:run|own|have|manage|operate|got|am|are))* (?:a|an|the|our|my|two|three|several) (?:[\w-]+ ){0,3}?(?:${businessPlaces.join("|")})(?:s|es)?\b`,
  "gi",
);

/**
 * "Commercial" before what it qualifies ("maintenance on a commercial array", "the export rate for a
 * commercial site") says who it is for, which the audience filter and the "commercial" hint take
 * care of, not what is asked.
 */
const COMMERCIAL_MODIFIER =
  /\bcommercial\s+(?=(?:solar\s+)?(?:arrays?|systems?|sites?|installs?|installations?|roofs?|buildings?|premises|propert(?:y|ies)|panels?|customers?|clients?|jobs?|projects?|units?)\b)/gi;

/**
 * A business's question without "commercial" before what it qualifies, when it asks for another
 * product or service of ours ("maintenance", "a battery"); "what does a commercial system cost?"
 * or "the VAT on a commercial install" asks about our commercial work and keeps it.
 */
function withoutCommercialModifier(question: string): string {
  const without = question.replace(COMMERCIAL_MODIFIER, " ");
  if (without === question || asksForPrice(question)) return question;
  const other = words(without).some((w) => isProductWord(w) && !EVERYTHING_WE_DO.has(normalise(w)));
  return other ? without : question;
}

/** "In Cardiff", "near Caerphilly", "outside Wells": where a visitor asking a price lives (not "in total", "in March"). */
const VISITORS_PLACE =
  /\b(?:in|near|nr|outside|just outside|around)\s+(?!(?:total|all|the|a|an|my|our|your|cash|person|advance|pounds|writing|one|full|general|theory|summer|winter|spring|autumn|january|february|march|april|may|june|july|august|september|october|november|december|kw|kwh|time|place|parts?|stages?|instalments?|installments?|one go|future)\b)(?:the south west|south wales|west wales|[a-z][a-z'’-]+)\b/giu;

/** "Exactly", "precisely": how exact an answer is wanted, which no answer's words say; left out of the search. */
const HOW_EXACT = /\b(?:exactly|precisely)\b/gi;

/**
 * "I'm a landlord", "we're a housing association", "I rent it out" (read as this word by the
 * phrase rules): who is asking, which colours what they ask, not what they ask (decision 111's
 * reading of a visitor's business, for the owner of let homes).
 */
export const LANDLORD_ASKING = /\blandlordasking\b/gi;
/**
 * A landlord's question about the tenancy itself ("is it me or the tenants who has to agree?",
 * "does it have to come from me as the owner?"): the let home is then what is asked.
 */
const TENANCY_ASKED = /\b(?:tenants?|renters?|owners?|permission)\b/i;
/** Words that ask for nothing in particular beside solar on a home: "can we have solar fitted on a house?". */
const NOTHING_PARTICULAR =
  /^(?:fit|fitted|fitting|install|installed|installing|put|have|get|house|houses|home|homes|roof|property|properties)$/i;
/**
 * Whether a landlord's question is about the let home itself: the tenancy ("is it me or the
 * tenants who has to agree?"), or nothing else of ours ("we're landlords, can we have solar?").
 */
function letHomeAsked(question: string, asked: string): boolean {
  if (TENANCY_ASKED.test(asked)) return true;
  return !words(question.replace(LANDLORD_ASKING, " ")).some(
    (w) => knowsWord(w) && !EVERYTHING_WE_DO.has(normalise(w)) && !NOTHING_PARTICULAR.test(w),
  );
}

/**
 * "Home" before what it qualifies ("a home battery", "home car charger") says who it is for,
 * which the audience filter takes care of, not what: left out of the search. ("Home all day",
 * "home during the day" says when someone is in, the occupancy our estimate is given for: kept.)
 */
const HOME_MODIFIER =
  /\b(?:home|house|domestic)\s+(?=[a-z])(?!(?:all|during|in the|most of the|through the|by) (?:day|daytime)\b)/gi;

/**
 * "Solar" before a more particular product ("a solar battery", "solar panel cleaning") only says
 * it goes with the panels, as everything we do does: what is asked about is the product.
 */
const SOLAR_MODIFIER =
  /\bsolar[- ](?=(?:battery|batteries|storage|ev|car|charger|chargers|charging|diverter|diverters|inverter|inverters|cleaning|maintenance|survey|surveys)\b)/gi;

let index: KnowledgeIndex<KnowledgeDoc> | undefined;
export function knowledgeIndex() {
  index ??= createKnowledgeIndex(
    buildKnowledge(),
    [
      { name: "questions", boost: 3, text: (d) => d.questions, subject: true },
      { name: "title", boost: 2, text: (d) => d.title, subject: true },
      { name: "keywords", boost: 2, text: (d) => d.keywords, subject: true },
      // A hand-off's own words ("our advisers can tell you") say nothing about its subject.
      { name: "answer", boost: 1, text: (d) => (d.handoff || d.namesOthers ? "" : d.answer) },
    ],
    assistantSynonyms,
  );
  return index;
}

/** An index of passages of the site's copy: searched by their heading, then their words. */
export const createPassageIndex = (docs: KnowledgeDoc[]) =>
  createKnowledgeIndex(
    docs,
    [
      { name: "title", boost: 2, text: (d) => d.title, subject: true },
      { name: "answer", boost: 1, text: (d) => d.answer },
    ],
    assistantSynonyms,
  );

let passages: KnowledgeIndex<KnowledgeDoc> | undefined;
/** The rest of the site's copy (passages.server.ts), searched only when our own answers have none (decision 114). */
export function passageIndex() {
  passages ??= createPassageIndex(sitePassages());
  return passages;
}

let figures: KnowledgeIndex<KnowledgeDoc> | undefined;
/**
 * The figures of our estimate, a passage each (passages.server.ts), in an index of their own: a
 * question naming one ("what standing charge does your estimate use?") finds it among them, and
 * the rest of the site's passages weigh their words as before.
 */
export function figureIndex() {
  figures ??= createPassageIndex(estimateFigures());
  return figures;
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
  const products = [
    ...new Set(
      words(text)
        .filter((w) => isProductWord(w) && !EVERYTHING_WE_DO.has(normalise(w)))
        .map(normalise),
    ),
  ];
  // A reply not recognised as ours still names what it was about ("…solar hot water diverters…").
  if (sources.length === 0 && products.length === 0) return undefined;
  return { docs: sources, products, said: new Set(words(text).map(normalise)) };
}

/** The particular products a text names ("battery", "charger"; not "solar" or "panels", which say everything we do). */
const productsOf = (text: string) => [
  ...new Set(
    words(rephrase(text))
      .filter((w) => isProductWord(w) && !EVERYTHING_WE_DO.has(normalise(w)))
      .map(normalise),
  ),
];

let aspectWords: Set<string> | undefined;
/** The words our content uses for the aspects of a question (price, warranty, certified…). */
export const isAspectWord = (term: string) =>
  (aspectWords ??= new Set(questionAspects.flatMap((a) => words(a.words).map(normalise)))).has(term);

/**
 * "Ballpark?", "what's the damage?": a question that asks an aspect of nothing it names leans on the
 * one before. (`alsoSays` lets through other words that name nothing either: "exactly", "per kW".)
 */
export const onlyAnAspect = (question: string, alsoSays: (word: string) => boolean = () => false) =>
  words(question).every((w) => isAspectWord(normalise(w)) || alsoSays(w));

/**
 * "How long exactly?", "roughly how much?": an aspect asked with only how exact the answer should be,
 * of nothing it names, leans on the one before too.
 */
const onlyHowExact = (question: string) =>
  words(question).some((w) => isAspectWord(normalise(w))) && onlyAnAspect(question, (w) => NOT_A_SUBJECT.test(w));

/** "A year", "per month", "each visit": how often a price is paid, which names no subject of its own. */
const PRICE_PERIOD = /^(?:year|years|yr|month|months|mth|annum|annually|yearly|monthly|visit)$/i;

/** "How much a year?", "what's it per month?": a price asked by the period, of nothing it names, leans on the one before too. */
const onlyAPeriodPrice = (question: string) =>
  asksForPrice(question) &&
  words(question).some((w) => PRICE_PERIOD.test(w)) &&
  words(question).every((w) => PRICE_PERIOD.test(w) || isAspectWord(normalise(w)));

let productWords: Set<string> | undefined;
/** Whether a word names one of the things we offer ("battery", "charger", "panels"). */
export const isProductWord = (word: string) =>
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
): { hits: Hit<KnowledgeDoc>[]; searched: string; context: string } {
  const question = rephrase(asked);
  const followUp =
    FOLLOW_UP.test(question) ||
    (earlier.length > 0 && (onlyAnAspect(question) || onlyAPeriodPrice(question) || onlyHowExact(question)));
  // "What do I need to qualify?" after our answer on the export scheme, "what sort of money for the
  // smallest?" after commercial work: a short question that names none of our products, straight
  // after an answer of ours, leans on it without a pronoun. The conversation's subject and
  // audience weigh in; its products are not added ("what are your hours?" is its own subject).
  // (A pronoun a phrase rule has read already, "how much of that time is…", is not leaned on again.)
  const leans =
    !followUp &&
    !FOLLOW_UP.test(asked) &&
    !setting &&
    earlier.length > 0 &&
    (answered?.docs.length ?? 0) > 0 &&
    words(question).length <= SHORT_FOLLOW_UP &&
    !words(question).some(isProductWord);
  const onEarlier = followUp || leans;
  // "And what about a battery?" after "how much are panels?": the same aspect, of another subject.
  const ownAspect = asksForPrice(question) || words(question).some((w) => isAspectWord(normalise(w)));
  const last = earlier.at(-1);
  const pricesAgain =
    !ownAspect && last !== undefined && ANOTHER_SUBJECT.test(question) && asksForPrice(rephrase(last));
  const asksPrice = (PRICE_QUESTION.test(question) && !NOT_PRICE.test(question)) || pricesAgain;
  const hints = asksPrice ? ["price"] : [];
  // What the follow-up leans on: the visitor's last questions, and the products our answer to
  // them was about ("Site Survey & Design": the survey).
  const answeredAbout = words(answered?.docs.map((d) => `${d.title} ${d.questions}`).join(" ") ?? "")
    .filter((w) => isProductWord(w) && !EVERYTHING_WE_DO.has(normalise(w)))
    .join(" ");
  const earlierAsked = onEarlier ? rephrase(`${earlier.slice(-CONTEXT_QUESTIONS).join(" ")} ${answeredAbout}`) : "";
  // A follow-up asking another aspect ("and how much is one?" after "what guarantee comes with
  // it?") keeps the subject of the questions before, not what they asked about it.
  const asksAspect = asksPrice || words(question).some((w) => isAspectWord(normalise(w)));
  // One that asks an aspect of a product of its own ("and the warranty on panels?" after the
  // battery's price) is about that product: the conversation's other products are set aside.
  const ownProducts = words(question).filter(isProductWord).map(normalise);
  const context = asksAspect
    ? words(earlierAsked)
        .filter((w) => !expand(w, assistantSynonyms).some(isAspectWord))
        .filter((w) => ownProducts.length === 0 || !isProductWord(w) || ownProducts.includes(normalise(w)))
        .join(" ")
    : earlierAsked;
  // Who it is for: from the question, else from the rest of the visitor's message, else (for a follow-up) the conversation.
  const audience =
    audienceOf(question) ??
    (setting ? audienceOf(rephrase(setting)) : undefined) ??
    (onEarlier ? audienceOf(context) : undefined) ??
    // "What's the starting price?" after "do you do commercial solar?": a price asked with no
    // audience of its own is for whoever the visitor's question before was about.
    (asksForPrice(question) && last !== undefined ? audienceOf(rephrase(last)) : undefined);
  const accept = (doc: KnowledgeDoc) => !audience || !doc.audience || doc.audience === audience;
  // A business's question leans towards the commercial answers (searched, not counted as asked).
  if (audience === "business") hints.push("commercial");
  const subject = (
    audience === "business"
      ? asCommercial(withoutCommercialModifier(question).replace(VISITORS_BUSINESS, " commercial "))
      : question
  )
    .replace(asksAboutArea(asked) ? /(?!)/ : VISITORS_HOME_AND_TOWN, " ")
    .replace(ABOUT_THE_VISITOR, " ")
    .replace(LANDLORD_ASKING, letHomeAsked(question, asked) ? " rent tenant landlord " : " ")
    .replace(HOME_MODIFIER, " ")
    .replace(SOLAR_MODIFIER, " ")
    .replace(BUYING_CLAUSE, " ")
    // ("How long exactly?" after a question: how exact is no word of the subject.)
    .replace(onEarlier && onlyHowExact(question) ? HOW_EXACT : /(?!)/, " ");
  // "How much for solar in Cardiff?": a price asked where the visitor lives (where we work is the
  // question only when asked). A place we do not know stays, unknown: "a restaurant in Paris".
  const placeless = asksForPrice(question) && !asksAboutArea(asked) ? subject.replace(VISITORS_PLACE, " ") : subject;
  // "And the inverter?" after "how long do panels last?": the aspect asked before, of the subject named now.
  const aspectsAgain =
    !ownAspect &&
    !pricesAgain &&
    last !== undefined &&
    ANOTHER_SUBJECT.test(question) &&
    aspectsOf(asked).length === 0 &&
    !/\b(?:charge|charges|pay|paying|free)\b/i.test(question)
      ? words(rephrase(last)).filter((w) => isAspectWord(normalise(w)))
      : [];
  let searched = pricesAgain ? `${placeless} price` : [placeless, ...aspectsAgain].join(" ");
  const own = words(placeless);
  // A long message's question that names nothing of ours beside what it asks ("what would that
  // set us back?") is about the product its setting names last before it.
  const ownSubject = own.filter(
    (w) => !isAspectWord(normalise(w)) && !PRICE_WORD.test(w) && !NOT_A_SUBJECT.test(w) && knowsWord(w),
  );
  // So is one whose subject is "they" or "them" ("…these panels put on, do they need much looking
  // after?"): what it asks of them is its own, what they are its setting names.
  if (setting && (ownSubject.length === 0 || THEY_ASKED.test(asked))) {
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
  // A reply not recognised as ours ("we fit batteries from several brands") leaves the products
  // of the visitor's question before ("what batteries do you fit?" … "and the price?").
  const leanedProducts =
    answered && answered.products.length > 0 ? answered.products : answered ? [] : productsOf(earlier.at(-1) ?? "");
  const inherits = followUp && ownSubject.length === 0 && !setting && leanedProducts.length > 0;
  if (inherits) searched = `${searched} ${leanedProducts.join(" ")}`;
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
  // (A question leaning without a pronoun takes the conversation's subject, not our answer again.)
  const from = followUp && !inherits ? new Set(answered?.docs.map((d) => d.id)) : new Set<string>();
  const most = Math.max(0, ...found.map((h) => h.confidence));
  const leanedOn = (h: Hit<KnowledgeDoc>) => from.has(h.doc.id) && h.confidence >= most - 1e-9;
  // "And if I want bigger than that?": what lies beyond what our reply said is not that reply again.
  const beyond = onEarlier && (BEYOND_WHAT_WAS_SAID.test(question) || BEYOND_WHAT_WAS_SAID.test(rephrase(question)));
  const rankOf = (h: Hit<KnowledgeDoc>) =>
    beyond ? h.rank / (from.has(h.doc.id) ? ANSWERED_BOOST : 1) : h.rank * (leanedOn(h) ? ANSWERED_BOOST : 1);
  const hits = from.size > 0 ? found.map((h) => ({ ...h, rank: rankOf(h) })).sort((a, b) => b.rank - a.rank) : found;
  return { hits: hits.slice(0, limit), searched, context };
}

/** "Do they…", "will they…", "are they…": a question whose subject is a thing named before it. */
const THEY_ASKED = /^(?:do|does|will|would|are|can|could|should) (?:they|them)\b/i;

/**
 * "Bigger than that", "larger than this one": a follow-up asking for a size past the one just
 * given. ("More than that" is not: "could it cost more than that?" asks whether the price holds.)
 */
const BEYOND_WHAT_WAS_SAID = /\b(?:bigger|larger|greater) than (?:that|this|it|those|these)\b/i;

/** "And what about…", "how about…": a follow-up that names another subject for the aspect asked before. */
const ANOTHER_SUBJECT = /^\s*(?:(?:and|ok|okay|right|so)\b[\s,]*)?(?:what about|how about|and|plus|also)\b/i;

/** One space between words, so a phrase rewritten before another ("switched on" → "switch on") still meets the next one's pattern. */
const tidy = (text: string) => text.replace(/\s{2,}/g, " ");

/**
 * A question with visitors' phrases in our content's words ("up and running" → "switch on"),
 * and their ways of asking for an aspect in the words our content uses for it ("what would
 * it set me back" → "price").
 */
export function rephrase(question: string): string {
  const phrased = assistantPhrases.reduce(
    (text, [phrase, meaning]) => tidy(text.replace(phrase, meaning)),
    plainWords(question),
  );
  return questionAspects.reduce(
    (text, { ways, words: meaning, kept }) =>
      tidy(text.replace(ways, (way) => (kept ? meaning.replace(kept, way.match(kept)?.[0] ?? "$&") : meaning))),
    phrased,
  );
}

/** A message with its text-speak and fillers in plain words ("wats ur phone no." → "what is your phone number"). */
export function plainWords(message: string): string {
  return tidy(
    textSpeak.reduce(
      (text, [speak, plain]) => (typeof plain === "string" ? text.replace(speak, plain) : text.replace(speak, plain)),
      correctSpelling(message),
    ),
  );
}

/** Words this long or longer are checked for a typo of one of our words (shorter ones collide with other words too often). */
const TYPO_MIN = 6;
let spelling: { known: Set<string>; byStart: Map<string, string[]> } | undefined;
/**
 * The words of our answers, the site's copy, the towns we place and the everyday words that look
 * like typos of ours ("expect"), by their first letter. The cookie policy's words are left out:
 * its storage jargon would "correct" visitors' everyday words ("bought" → "brought").
 */
function spellingWords() {
  if (spelling) return spelling;
  const copy = sitePassages().filter((d) => d.link?.href !== "/cookie-policy");
  const texts = [...buildKnowledge(), ...copy].map((d) => `${d.title} ${d.questions} ${d.keywords} ${d.answer}`);
  const known = new Set(
    [...texts, ...Object.keys(townPostcodeAreas), ...placesAbroad, ...everydayWords]
      .join(" ")
      .toLowerCase()
      .match(/[a-z]+/g),
  );
  const byStart = new Map<string, string[]>();
  for (const w of known) {
    if (w.length < TYPO_MIN) continue;
    const list = byStart.get(w[0]!);
    if (list) list.push(w);
    else byStart.set(w[0]!, [w]);
  }
  spelling = { known, byStart };
  return spelling;
}

/**
 * A message with a misspelt word of ours put right ("warrenty" → "warranty", "survay" → "survey",
 * "swansae" → "swansea"): a word the content does not use, one edit from exactly one word it
 * does that starts with the same letter, so every rule after it reads the word.
 */
function correctSpelling(message: string): string {
  const { known, byStart } = spellingWords();
  return message.replace(/\b[a-z]{6,}\b/gi, (word) => {
    const lower = word.toLowerCase();
    if (
      known.has(lower) ||
      known.has(normalise(lower)) ||
      STEMS.some((s) => lower.endsWith(s) && known.has(lower.slice(0, -s.length)))
    ) {
      return word;
    }
    // (Not another form of the word: "matter" is no typo of "matters", nor "manage" of "manager".)
    const near = (byStart.get(lower[0]!) ?? []).filter(
      (w) => oneEditApart(lower, w) && !w.startsWith(lower) && !lower.startsWith(w),
    );
    return near.length === 1 ? near[0]! : word;
  });
}
/** Endings a word of ours may take ("installing", "cleaned"). */
const STEMS = ["s", "es", "ed", "ing", "er", "ly", "d"];

/** The aspects a question asks about, by the ways people ask for them ("ballpark" → price). */
export function aspectsOf(question: string): QuestionAspect[] {
  const phrased = assistantPhrases.reduce(
    (text, [phrase, meaning]) => text.replace(phrase, meaning),
    plainWords(question),
  );
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

/** Product words that name everything we do, so pick out no answer: "solar", "panels", "system". */
export const EVERYTHING_WE_DO = new Set(["solar", "panel", "system"]);

/** Whether a question, in our content's words, asks a price ("how much is…", "what would it cost"). */
export function asksForPrice(phrased: string): boolean {
  return (PRICE_QUESTION.test(phrased) && !NOT_PRICE.test(phrased)) || PRICE_WORD.test(phrased);
}

/** "Roughly", "exactly", "around", "extra", "add": how exact an answer is wanted or what it adds to, not what it is about. */
export const NOT_A_SUBJECT =
  /^(?:roughly|around|about|approx|approximately|ish|ballpark|rough|extra|add|adding|more|exactly|exact|precisely)$/i;

/** "Starting", "cheapest": which end of a price is asked, not what it is the price of. */
export const PRICE_END = /^(?:start|starting|starts|cheapest|lowest|from)$/i;

/** A price named as such ("what would it cost", "the price of both"). */
export const PRICE_WORD = /\b(?:cost|costs|costing|price|prices|priced)\b/i;

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
