/**
 * What kind of question a visitor asks, read before any search (decision
 * 110): a request for a product (so one we do not offer gets "we don't sell
 * that" and what we do, not the nearest answer about something else), who
 * it is for (a business gets commercial answers, a home never gets them),
 * and where (a postcode is placed in one of our regions or outside them).
 * Structural rules over the visitor's grammar and our own vocabulary, not a
 * list of questions.
 */
import { type Audience, businessPlaces, postcodeAreas, ukPostcodeAreas } from "~/content/chat-knowledge";
import { countyPostcodeAreas, placesAbroad, townPostcodeAreas } from "~/content/places";
import { innermostAsking, separateQuestions } from "./clauses.server";
import { homeVisitPostcodeAreas } from "~/content/bookings";

/** "do you sell X", "can you fit X", "could I buy X from you": the X is a product the visitor wants. */
const PRODUCT_REQUESTS = [
  /\b(?:do|does|can|could|will|would)\s+(?:you|u|ya|your (?:company|team|firm))\s+(?:guys\s+|also\s+|still\s+|even\s+)?(?:sell|supply|install|fit|do|offer|provide|stock|put in|put up|build|hire|rent|lease)\s+(?:out\s+)?(?<x>[^?.!,;:]+)/i,
  /\b(?:can|could)\s+(?:i|we)\s+(?:buy|get|order|hire|rent)\s+(?<x>[^?.!,;:]+?)\s+(?:from|off|through)\s+(?:you|u)\b/i,
];

/** Where the object of a request ends: "electric bikes for my kids" asks about electric bikes. */
const PHRASE_END =
  /(?:^|\s)(?:for|on|in|at|to|with|without|from|near|round|around|by|if|that|which|too|as well|also|please|and|or|like|into|onto|here|there|now|today|anymore|any more)\b.*$/i;

/**
 * Words a request's object cannot start with: "can you do it in a day" and "can you do Saturday
 * appointments" ask for no product, nor does "do you sell customer details" or "do you sell numbers on"
 * (our privacy).
 */
const NOT_A_PRODUCT =
  /^(?:it|its|them|that|this|these|those|one|ones|anything|something|everything|me|us|what|which|how|so|more|much|many|better|cheaper|faster|quicker|same|well|work|business|job|jobs|help|advice|discount|discounts|deal|deals|offers?|quotes?|prices?|the same|your best|my|our|his|her|their|whole|lot|lots|all|both|everything|installs?|installations?|fitting|fittings|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|evenings?|mornings?|afternoons?|appointments?|visits?|home visits?|video calls?|calls?|consultations?|surveys?|bookings?|customers?['’]?s?|clients?['’]?s?|people['’]?s|personal|contact details|details|data|information|info|(?:phone |mobile )?numbers|leads|e-?mails|e-?mail addresses|names|addresses)\b/i;

/** Words that name the kind of thing, not the thing: "air conditioning units" is about air conditioning. */
const GENERIC_HEADS = new Set(
  "unit units system systems kit kits thing things stuff product products point points service services installation installations option options package packages equipment solution solutions".split(
    " ",
  ),
);

const LEADING_DETERMINERS = /^(?:any|some|the|your)\s+/i;

/** "Kit like Tesla Powerwall", "batteries such as GivEnergy": the examples a request's object gives. */
const EXAMPLES = /\s(?:like|such as|e\.?g\.?)\s+(?<examples>.+)$/i;

/** The examples of a request's object ("tesla powerwall" of "proper kit like tesla powerwall or…"), when our content knows their head word. */
function examplesOf(object: string, knows: (word: string) => boolean): string | undefined {
  const examples = object
    .match(EXAMPLES)
    ?.groups?.examples?.replace(PHRASE_END, "")
    .replace(LEADING_DETERMINERS, "")
    .trim();
  const head = examples
    ?.toLowerCase()
    .match(/[\p{L}\p{N}'-]+/gu)
    ?.at(-1);
  return examples && head && knows(head) ? examples.replace(/\s+/g, " ") : undefined;
}

export interface ProductRequest {
  /** What is asked for, as the visitor wrote it ("electric bikes"). */
  product: string;
  /** Whether our content knows it (by its head word): then the search answers, without the request's verb. */
  offered: boolean;
  /** The question without the request's verb ("do you sell batteries" → "do you batteries"), for the search. */
  rest: string;
}

/**
 * A request to sell or install a product ("do you sell electric bikes" →
 * "electric bikes"), and whether it is one our content knows (`knows` says
 * whether a word is ours). Undefined when the question asks for no product.
 */
export function productRequest(question: string, knows: (word: string) => boolean): ProductRequest | undefined {
  for (const pattern of PRODUCT_REQUESTS) {
    const match = pattern.exec(question);
    const object = match?.groups?.x;
    if (!match || !object) continue;
    const phrase = object.trim().replace(PHRASE_END, "").replace(LEADING_DETERMINERS, "").trim();
    if (phrase === "" || NOT_A_PRODUCT.test(phrase)) return undefined;
    const tokens = phrase.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
    // The head of an English noun phrase is its last word, unless that word only names a kind of thing.
    let head = tokens.at(-1);
    // "ground mounted systems": a past participle says how a system is built, not what it is (decision 111).
    if (head && GENERIC_HEADS.has(head) && !/\w{3}ed$/.test(tokens.at(-2) ?? "")) head = tokens.at(-2);
    if (!head) return undefined;
    const rest = question.replace(match[0], ` ${object} `);
    // "Do you fit proper kit like Tesla Powerwall, or whatever's cheapest?": what a vague object is,
    // its examples say, and they are what is searched (not "cheapest", our prices).
    const example = knows(head) ? undefined : examplesOf(object, knows);
    if (example) return { product: example, offered: true, rest: question.replace(match[0], ` ${example} `) };
    return { product: phrase.replace(/\s+/g, " "), offered: knows(head), rest };
  }
  return undefined;
}

/** The product a visitor asks us to sell or install when it is not one we offer, else undefined. */
export function unknownProductAsked(question: string, knows: (word: string) => boolean): string | undefined {
  const request = productRequest(question, knows);
  return request && !request.offered ? request.product : undefined;
}

const BUSINESS = new RegExp(
  String.raw`\b(?:commercial|business(?:es)?|(?:my|our|a|an|the|for|on|at|of|\d+|two|three|four|five|six|several|some) (?:[\w-]+ ){0,3}(?:${businessPlaces.join("|")})(?:s|es)?)\b`,
  "i",
);
const HOME =
  /\b(?:home|homes|house|houses|domestic|residential|semi|bungalow|terrace|terraced|detached|cottage|farmhouse|\d[- ]?bed(?:room)?)\b/i;

const BUSINESS_PLACE = new RegExp(String.raw`\b(?:${businessPlaces.join("|")})(?:s|es)?\b`, "gi");

/** A business's question with its kind of place ("hotel", "dairy farm") read as what our content calls it: commercial. */
export function asCommercial(question: string): string {
  return question.replace(BUSINESS_PLACE, " commercial ");
}

/** Whether a question is about a business or a home; undefined when it says neither (or both). */
export function audienceOf(asked: string): Audience | undefined {
  // "A cowboy firm took our deposit", "another company fitted them": another installer, not the visitor's business.
  const question = asked.replace(ANOTHER_FIRM, " ");
  const business = BUSINESS.test(question);
  // A "care home" is a business: its "home" is part of the place's name, not the visitor's home.
  const home = HOME.test(business ? question.replace(BUSINESS_PLACE, " ") : question);
  if (business === home) return undefined;
  return business ? "business" : "home";
}

/**
 * Another firm the visitor speaks of (a past installer, a rival, "the firm sent subcontractors"), or a business we fitted ("the big
 * school installation you did"), not their own business.
 */
const ANOTHER_FIRM =
  /\b(?:\w+ ){0,2}(?:school|farm|office|factory|barn|leisure cent(?:re|er)|winery|business park)s? (?:installation|job|project|install|system)s? (?=(?:that )?(?:you|u)(?:['’]ve| have)? (?:did|done|fitted|installed|put))|\b(?:a|an|the|another|other|some|that|this)? ?(?:cowboy|other|another|different|previous|old|last|cheap|solar|installation|energy|rival|dodgy|national|big|local) (?:firm|company|outfit)s?\b|\b(?:another|other|different) (?:firm|company|outfit)s?\b|\b(?:a|the) (?:firm|company|outfit) (?:who|that|which)\b|\b(?:the|that|this|their) (?:firm|company|outfit)(?= (?:sent|used|subbed|fitted|installed|put|took|left|never|had|did)\b)/gi;

/** A question about where we work: "do you cover…", "can you come out to…", "do your surveyors come to…", "is … in your area" ("can you come and clean them" asks for a visit, not where). */
const AREA_QUESTION =
  /\b(?:(?:do|does|can|could|will|would)\s+(?:you|u|(?:your|ur)\s+(?:surveyors?|engineers?|fitters?|installers?|team|lot|people|staff))|(?:are|r)\s+(?:you|u)\s+able\s+to)\s+(?:\w+\s+)?(?:cover|come(?!\s+(?:out\s+|round\s+|over\s+)?and\b)|travel|work(?!\s+(?:a?round|with|to)\s+(?:us|me|our|my|the|their|your|school|opening|business|shifts?|working)\b)|install|operate|go|serve|get out|get to|reach)\b|\b(?:in|within|inside|outside)\s+(?:your|ur)\s+(?:area|areas|region|regions|patch)\b|\bnear me\b|\blocal to\b|\bpostcode\b|\b(?:i|we)\s*(?:'m|'re|am|are)?\s*(?:live|living|based|located)\s+(?:in|near)\b|\b(?:i'?m|i am|we'?re|we are)\s+(?:(?:up|down|over|out)\s+)?(?:in|near|from)\b(?!\s+(?:all|the|a|an|our|my|work|bed|during|most|every|at|and|for|on)\b)|\btoo far\b|\b(?:is|are) (?!(?:that|this|it|the|those|these|they|there)\b)[a-z-]+(?: [a-z-]+)? one of (?:yours|your (?:areas|towns|places))\b|\b(?:(?:on|in) (?:your|ur) (?:patch|turf|neck of the woods|stomping ground)|(?:your|ur) (?:neck of the woods|stomping ground))\b/i;

/** "What about Leeds?": a name, capitalised, asked about on its own. */
const ABOUT_A_NAME = /\b(?:what|how) about (?:[Tt]he )?[A-Z][a-z]+\b/;

export function asksAboutArea(question: string): boolean {
  return AREA_QUESTION.test(question) || ABOUT_A_NAME.test(question);
}

/**
 * The words after "in", "to", "near"…: where a place's name would be ("come out to Manchester"),
 * past a point of the compass ("cover north Yorkshire": the place is Yorkshire).
 */
const PLACE_SLOT =
  /\b(?:in|to|near|around|at|as far as|from|into|outside|cover|covering|serve|visit|what about|how about)\s+(?:(?:north|south|east|west|mid|central|upper|lower)[\s-]+)?([\p{L}-]+)/giu;

/** The words of a question that stand where a place's name would. */
export function placeWords(question: string): string[] {
  return [...question.matchAll(PLACE_SLOT)].map((m) => m[1]!);
}

/** The outward part of a UK postcode ("CF10", "NP20 1AB", "EH1"), letters first. */
// "CO2" is carbon dioxide, not a Colchester postcode.
const POSTCODE = /\b(?!co2\b)([a-z]{1,2})(\d[a-z\d]?)(?:\s*\d[a-z]{2})?\b/gi;
const POSTCODE_AREAS = new Set(ukPostcodeAreas);

export interface PostcodeAsked {
  /** As the visitor wrote it, upper-cased ("CF10"). */
  code: string;
  /** Our region it lies in, or undefined when it is outside them. */
  area?: string;
  /** Whether our surveyors make home visits there (homeVisitPostcodeAreas). */
  visited: boolean;
}

/**
 * A postcode the visitor asks about: a real postcode area's letters and a
 * district. Two letters ("LL57") are taken as a postcode anywhere; one
 * ("M1", "B12", which could be anything) only in a question about where we
 * work or on its own.
 */
export function postcodeAsked(question: string): PostcodeAsked | undefined {
  const text = question.trim();
  const alone = /^[a-z]{1,2}\d[a-z\d]?(?:\s*\d[a-z]{2})?[?.!]*$/i.test(text);
  for (const match of text.matchAll(POSTCODE)) {
    const letters = match[1]!.toUpperCase();
    if (!POSTCODE_AREAS.has(letters)) continue;
    if (letters.length === 1 && !alone && !asksAboutArea(text)) continue;
    const area = Object.hasOwn(postcodeAreas, letters) ? postcodeAreas[letters] : undefined;
    return {
      code: `${letters}${match[2]!.toUpperCase()}`,
      area,
      visited: visitedArea(letters),
    };
  }
  return undefined;
}

/** A town the visitor names, with our region it is in, whether our surveyors visit it, or neither. */
export interface TownAsked {
  town: string;
  /** Outside the UK (placesAbroad). */
  abroad?: boolean;
  /** Our region it lies in, when it is one of them. */
  area?: string;
  /** Whether our surveyors make home visits there (homeVisitPostcodeAreas). */
  visited: boolean;
  /** The postcode area it is in ("LD" for Brecon; townPostcodeAreas), when it is in the UK. */
  postcodeArea?: string;
  /** A county's postcode areas ("EX", "PL", "TQ" for Devon; countyPostcodeAreas). */
  postcodeAreas?: string[];
}

/** A place's name as compared: lower case, hyphens and spaces alike ("weston super mare"). */
const placeKey = (name: string) => name.toLowerCase().replace(/[-\s]+/g, " ");
let townPattern: RegExp | undefined;
let townsByKey: Map<string, string> | undefined;

/** Our own base as the visitor names it: "you're based in Risca", "your office is in Risca". */
const OUR_BASE_NAMED =
  /\b(?:(?:(?:you|u)(?:['’]re| are| r)|ur|you lot are) (?:actually |all |only )?(?:based|located|situated|sat)|your (?:office|base|firm|company|lot|head office|hq|team)(?:['’]s| is| are)?(?: (?:based|located|situated))?) (?:in|at|out of) [\p{L}-]+/giu;

/** The first town of townPostcodeAreas a message names (the longer name of two that overlap: "Bradford on Avon"). */
export function townNamed(message: string): TownAsked | undefined {
  const names = [...Object.keys(townPostcodeAreas), ...Object.keys(countyPostcodeAreas), ...placesAbroad];
  townsByKey ??= new Map(names.map((n) => [placeKey(n), n]));
  townPattern ??= new RegExp(
    String.raw`\b(${names
      .sort((a, b) => b.length - a.length)
      .map((t) => t.replace(/[-\s]+/g, "[-\\s]+"))
      .join("|")})\b`,
    "i",
  );
  // ("You're based in Risca… I'm in Bath": our own base, named by the visitor, is not where they are.)
  const found = message.replace(OUR_BASE_NAMED, " ").match(townPattern)?.[1];
  return found === undefined ? undefined : placeAsked(found);
}

/** Every place of townNamed's a message names, in order ("buying in Devon but living in London"). */
export function placesNamed(message: string): TownAsked[] {
  if (!townNamed(message)) return [];
  const every = new RegExp(townPattern!.source, "gi");
  return [...message.replace(OUR_BASE_NAMED, " ").matchAll(every)].flatMap((m) => placeAsked(m[1]!) ?? []);
}

/** A place townNamed found, with what we know of it. */
function placeAsked(found: string): TownAsked | undefined {
  const town = townsByKey!.get(placeKey(found));
  if (!town) return undefined;
  if (placesAbroad.includes(town)) return { town, abroad: true, visited: false };
  const county = countyPostcodeAreas[town];
  if (county) return { town, visited: county.every(visitedArea), postcodeAreas: county };
  const letters = townPostcodeAreas[town]!;
  const area = Object.hasOwn(postcodeAreas, letters) ? postcodeAreas[letters] : undefined;
  return { town, area, visited: visitedArea(letters), postcodeArea: letters };
}

/** Whether our surveyors make home visits in a postcode area. */
const visitedArea = (letters: string) => (homeVisitPostcodeAreas as readonly string[]).includes(letters);

/**
 * "Can you send someone to…", "do you do Cheltenham?", "could you come out and survey…", "would you be able to come and
 * look at the roof?": asking for a visit to a place.
 * "I'm up in Scotland, can I still have one?", "is that still possible?": whether what was asked reaches the place named.
 * "(Do) you do home visits in Swansea?": a visit asked for, in text-speak without its "do".
 * "Hereford - any chance of a home visit?", "can we get a site visit?": a visit asked for by name.
 * "Any chance your surveyor could come and look at my roof?", "someone might pop round?": the visitor names who
 * would come before asking.
 */
const ASKS_A_VISIT =
  /\b(?:send|sending) (?:someone|somebody|anyone|anybody|people|staff|a surveyor|an engineer|a fitter|(?:your )?(?:surveyors|engineers|fitters)|your (?:team|surveyor|engineer|fitters?|people|staff))\b|\b(?:come|get|travel|go|pop) (?:out|over|down|up|across|round)\b|\b(?:can|could|will|would) (?:your|one of your|someone|somebody|anyone|(?:a|an|the) (?:surveyor|engineer|fitter|installer|adviser|advisor|rep)) (?:\w+ ){0,2}(?:come|visit|pop|get out)\b|\b(?:(?:can|could|would|will) (?:you|u|ya)|are (?:you|u) able to) (?:be able to |possibly |still )?(?:come|visit|pop)\b|\b(?:do|does|will|would) (?:you|u|ya) (?:do|cover|go to|work in|serve|install in)\b|\b(?:can|could|would|will) (?:you|u|ya) (?:still |even )?(?:do|fit|install) (?:my|our|the) (?:install|installation|job|house|home|roof)\b|\b(?:do|doing) (?:a |the )?survey\b|\b(?:can|could) (?:you|u) (?:still )?help\b|\bfor a (?:look|survey|visit)\b|\b(?:can|could|would|will|do|may) (?:i|we) (?:still|even|also) (?:have|get|book|do|use|go ahead with|arrange) (?:one|it|that|this|them|those|you)\b|\b(?:is|would) (?:that|it|one) still (?:be )?(?:possible|available|an option|ok|okay)\b|\b(?:home|site|survey) visits? (?:in|to|near|around|out to|as far as)\b|\b(?:chance of|get|have|book|arrange) (?:a |an )?(?:home|site|survey|surveyor(?:['’]s)?) visit\b|\b(?:(?:your|a|an|the|one of your) (?:surveyors?|engineers?|fitters?|installers?|advisers?|advisors?|reps?|team)|someone|somebody|anyone) (?:could|can|would|will|might) (?:\w+ ){0,2}(?:come|visit|pop|get out)\b/i;

/** Whether a text asks where we work, or for a visit. */
export const asksWhere = (text: string) => asksAboutArea(text) || ASKS_A_VISIT.test(text);

/**
 * The town a message asks about as a place we might visit: it names one, and asks where we work
 * or for a visit, or follows a question about where we work or a request for a visit ("what about
 * further down, Truro way?" after "could someone come out to Newport?").
 */
export function townAsked(question: string, earlier: string[]): TownAsked | undefined {
  const about = /^\s*(?:(?:and|ok|okay|so)\b[\s,]*)?(?:what|how) about\b/i;
  // "We're in Newport, how much is a battery?": where the visitor lives is the setting of another question.
  const asking = innermostAsking(question);
  const where =
    (asksWhere(question) && (asking.length === 0 || [...asking, ...separateQuestions(question)].some(asksWhere))) ||
    (about.test(question) && earlier.some(asksWhere));
  if (where) return townNamed(question);
  // "We have a villa in the Algarve, could your team put panels on that?": work on a home abroad.
  const abroad = townNamed(question);
  return abroad?.abroad && HOME_ABROAD.test(question) ? abroad : undefined;
}

/** Homes a visitor may have abroad ("a villa", "her farmhouse"). */
const HOMES_ABROAD =
  "villa|holiday (?:home|let|place|cottage)|cottage|chalet|gite|apartment|flat|house|farmhouse|farm|barn|bungalow|cabin|finca|place|property|home|gaff";
/** Work asked on a home. */
const WORK_ON_IT = "put|fit|install|do|quote|survey|panels?|solar";
/** A home of the visitor's abroad, and work asked on it ("…could you quote for panels on her farmhouse?"). */
const HOME_ABROAD = new RegExp(
  String.raw`\b(?:${HOMES_ABROAD})\b(?=[\s\S]*\b(?:${WORK_ON_IT})\b)|\b(?:panels?|solar) (?:on|for) (?:her|his|their|my|our|the|a) (?:\w+ )?(?:${HOMES_ABROAD})\b`,
  "i",
);
