/**
 * What only the visitor's own case settles, and what the built-in assistant therefore leaves to an
 * adviser (decisions 119 and 120): an exact figure or time for their home, their own records, a
 * verdict on their case (the council's, what is wrong with their system), and a price or other
 * figure for a size or angle of theirs that our answer does not name.
 */
import { words } from "./retrieval.server";
import { asksForPrice, onlyAnAspect, rephrase } from "./search.server";

/** An exact figure asked for: "exactly", "precisely", "to the penny". */
export const EXACT = /\b(?:exact|exactly|precise|precisely|to the (?:penny|pound))\b/i;

/**
 * The visitor's own home, roof or business: "my roof", "our bills", "would a battery save us", "should
 * I set…" (not "I" alone: "will the estimate be the exact cost I pay?" asks whether it is exact).
 */
const OWN = /\b(?:my|our|us)\b|\b(?:should|shall|do|did|have|would|will|could|can) (?:i|we)\b/i;
/**
 * An exact figure or time asked, in one sentence: "how many panels exactly…", "an exact price",
 * "what exact time should I set my battery to charge?" (not "not exactly sunny", "what exactly is an inverter?").
 */
const EXACT_FIGURE =
  /\bhow (?:much|many)\b[^.?!]*\bexact(?:ly)?\b|\bexact(?:ly)? (?:how (?:much|many)|(?:the )?(?:price|cost|saving|savings|figure|number))\b|\bwhat (?:exact|precise) (?:time|times|hours?|day|date|figure|number|amount|percentage|saving|savings)\b|\bexactly (?:when|what time)\b/i;

/**
 * The visitor's own records, which we look up rather than answer from our pages: "what size system
 * have I got?", "can you tell me when our inverter warranty runs out?".
 */
const OWN_RECORDS =
  /\bwhat (?:size|sort|kind|type|make|model|brand)(?: of)?(?: \w+)? (?:(?:i|we)(?: have|['’]ve| had)? got|(?:have|did) (?:i|we)(?: \w+)? (?:got|get|buy|have))\b|\bwhen (?:does |do |will |did )?(?:my|our|the) (?:\w+ ){0,2}warrant(?:y|ies) (?:runs? out|expires?|ends?|finish(?:es)?)\b/i;

/**
 * The visitor's own bill as a figure, or why it is what it is: "what will my bill be exactly after
 * your panels go on?", "what's my electric bill going to be next month?", "why is my electric bill
 * £214 this month when your panels went on in June?" (not "how much could I save on my bills?", nor
 * "how much will my bills be reduced?", which our typical figures answer).
 */
const OWN_BILL =
  /\b(?:what(?:['’]?s| is| will| would)|how much (?:is|will|would))(?: \w+)? (?:my|our) (?:\w+ ){0,2}bills? (?:(?:be|come to)(?! (?:reduced|cut|lowered|lower|smaller|less|halved|down)\b)|(?:going to|gonna) be|end up)\b|\bwhy (?:is|are|has|have|was|were|does|do|did|(?:is|has|have|was|does|did)n['’]?t)(?: \w+)? (?:my|our) (?:\w+ ){0,2}bills?\b/i;

/**
 * What only the visitor's own case settles (decision 119's exact figure for the visitor's own home,
 * widened): an exact figure or time for their home, their own records, or their own bill. The survey or our team
 * gives it; our typical figures would answer another question.
 */
export const asksOwnCase = (asked: string, message = asked) =>
  OWN.test(message) && (EXACT_FIGURE.test(asked) || OWN_RECORDS.test(asked) || OWN_BILL.test(asked));

/**
 * A verdict on the visitor's own case that is not ours to give from here: what the council will
 * decide ("will the council say yes to panels on our listed cottage?", "is 22 Fairwater Road inside
 * the conservation area?"; not "will the council need to approve it?"), or what is wrong with their
 * system ("…making a buzzing noise. What's wrong with them?"; not "can you find out what's wrong?").
 * Answered with what our content says in general (faq.ts: planning permission, "we check this for
 * you during the survey"; services.ts: health checks and repairs), then the offer of a call.
 */
export const VERDICT_ON_THEIR_CASE =
  /(?:^|[.?!]\s*)what(?:['’]?s| is) (?:wrong|up) with (?:it|them|my|our)\b|\b(?:will|would|might|could) (?:the |my |our )?(?:council|planners?|planning (?:department|office|officers?)|local authority|conservation officers?) (?:(?:probably|actually|definitely|likely|ever) )?(?:say (?:yes|no|ok)|approve|refuse|reject|turn\b[^.?!]*\bdown|accept|allow|agree|grant|object|let (?:me|us))|\b(?:will|would) (?:my|our|the|an?) (?:planning )?application\b[^.?!]*\b(?:approved|refused|rejected|accepted|granted|turned down|go through|succeed|fail)|\b(?:\d+[a-z]? (?:\w+ ){1,3}(?:road|rd|street|st|lane|avenue|close|drive|crescent|way|terrace|place|gardens|court|hill|row|grove)|(?:is|are) (?:my|our) (?:house|home|street|road|property|cottage|flat|address))\b[^.?!]*\b(?:conservation area|listed|world heritage|article 4)\b/i;

/** A price per kilowatt: "per kW", "a kWp", "/kW". */
export const PER_KW = /(?:\bper|\ba|\/) ?(?:kw|kwp|kilowatt|kilowatt peak)\b/i;

/** "What's the price per kW?": a price asked by the unit, which names no subject of its own. */
export const perUnitOnly = (question: string) =>
  PER_KW.test(question) && onlyAnAspect(rephrase(question), (w) => /^(?:per|kw|kwp|kwh|kilowatt|peak)$/.test(w));

/** A size or a roof's angle named with its unit: "20kWh", "a 12 kW system", "80,000 kWh", "50 degrees". */
const SIZE = /\b\d+(?:\.\d+)? ?(?:kwh|kwp|kw)\b|\b\d+ ?(?:degrees?\b|°)/gi;

/** Whether the question names a size or angle of the visitor's own that our answer does not name. */
const namesOtherSize = (question: string, answer: string) => {
  const given = new Set(words(answer));
  return (question.match(SIZE) ?? []).some((size) => words(size).some((w) => !given.has(w)));
};

/**
 * A price asked for a size our answer does not name ("how much is a 20kWh battery?" answered with
 * the price list up to 13.5kWh): what we know, and an adviser for that size, which the survey settles.
 */
export const unquotedSize = (question: string, answer: string) =>
  asksForPrice(rephrase(question)) && namesOtherSize(question, answer);

/** A figure other than a price asked: "how many hours would…", "what percentage will I lose?", "what ROI…", "the payback years". */
const FIGURE_ASKED =
  /\bhow many hours\b|\bwhat (?:percentage|per ?cent|%|roi|return|payback)\b|\bpayback (?:years|period|time)\b/i;

/**
 * Such a figure asked for a size or angle of the visitor's own that our answer does not name ("how
 * many hours would a 10kWh battery run my whole house?", "what ROI on a 40kW system using 80,000 kWh?",
 * "a north roof at 50 degrees: what percentage will I lose?"): our typical figure is for another
 * home, so the survey's to work out, like an exact figure for their own home.
 */
export const unquotedFigure = (question: string, answer: string) =>
  FIGURE_ASKED.test(question) && namesOtherSize(question, answer);

/**
 * What a person has to settle, and our pages never do, whatever words of ours the message shares
 * (held-out-169 to -172): the visitor's own legal position, what a fault code on their own
 * equipment means, the capacity of their own part of the grid, a judgement in their own shoes, and
 * questions that are not about solar at all. Our search would otherwise answer them on a word they
 * share with one of our answers ("liable" the liability cap of our terms, "formula" How We
 * Estimate), so they get the honest hand-off and the offer of a call.
 */
const NEEDS_A_PERSON = [
  // Their own legal position: "am I legally entitled to compensation?", "are they legally liable or
  // am I on my own?", "if I sue you, which court?", "how much compensation should I ask for?"
  // (legal.ts terms give our liability cap, governing law and complaints process, never advice on a
  // visitor's case; not "how much are you liable for?", which our terms answer, nor "am I entitled
  // to the export payments?").
  /\b(?:am i|are we|is (?:he|she|it|the \w+)|are (?:they|the \w+))(?: (?:still|even|actually))? (?:legally )?(?:liable|accountable)\b|\blegally (?:entitled|liable|responsible|obliged|accountable)\b|\bentitled to (?:any )?(?:damages|a refund|(?:my |our )?money back)\b|\bcompensation\b|\b(?:i|we|to|of|about)(?: (?:will|would|could|might|am|are))? (?:sue|suing|take (?:them|you|him|her) to court)\b|\b(?:i['’]m|we['’]re) suing\b|\b(?:should|can|could|do) (?:i|we) claim against\b|\bsmall claims\b/i,
  // What a code on their own equipment means: "error F23", "fault code E04", "what does that code
  // mean?" (services.ts offers health checks and repairs, never the meaning of a code).
  /\b(?:error|fault|alarm|warning|status)(?: code)?:? (?:[a-z]{1,3}[- ]?\d{1,4}|\d{1,4}[a-z]?)\b|\bwhat does (?:that|this|the|my|our) (?:\w+ )?(?:code|error|fault|message) mean\b/i,
  // Their own part of the grid: "the spare capacity at our local substation", "will the network
  // operator let me export 200kW?" (process.ts: we notify the network operator, never what it allows).
  /\bsubstation\b|\b(?:spare|available|free) capacity\b|\bwill (?:the |my |our )?(?:network operator|dno|distribution network operator|national grid|grid)\b[^.?!]*\b(?:let|allow|accept|approve)\b/i,
  // A judgement in the visitor's own shoes: "what would you do in my shoes?", "if you were me",
  // "what would you do?" (not "what would you do if it rains?", nor "is it worth it at my age? how
  // long do panels last?", which our answers answer).
  /\b(?:in my shoes|in my position|if you were me|if it (?:was|were) you)\b|\bwhat would you do(?=\s*(?:[?.!]|$))/i,
  // Not about solar at all: "help me with my chemistry homework", "what will the weather be like
  // next week?" (the FAQ says panels work on cloudy days, never a forecast).
  // Someone else's legal capacity: "can I sign for my dad, he has dementia?", "sign on her behalf",
  // "I have power of attorney for my mum" (legal.ts terms speak only to the customer who signs,
  // never to who may sign for another).
  /\b(?:on (?:his|her|their|my \w+['’]?s|our \w+['’]?s) behalf|on behalf of (?:my|our|his|her) (?:dad|father|mum|mom|mother|parents?|gran|grandad|grandma|grandmother|grandfather|nan|husband|wife|partner|son|daughter|brother|sister|aunt|uncle|relative))\b|\b(?:power|powers) of attorney\b|\blasting power\b|\b(?:mental )?capacity to (?:sign|agree|consent|decide|understand)\b|\b(?:lacks?|lacking|has no|doesn['’]?t have) (?:the )?(?:mental )?capacity\b|\b(?:dementia|alzheimer['’]?s)\b(?=[^]*\b(?:sign\w*|contract|agree\w*|consent)\b)|\b(?:sign\w*|contract|agree\w*|consent)\b(?=[^]*\b(?:dementia|alzheimer['’]?s)\b)|\b(?:sign(?:s|ing)?|agree(?:s|ing)?(?: to)?)(?: (?:it|up|the (?:contract|quote|paperwork|order)))? for (?:him|her|them|my (?:dad|father|mum|mom|mother|parents?|gran|grandad|grandma|grandmother|grandfather|nan))\b|\b(?:can|could|may|would) (?:my|our) (?:son|daughter|husband|wife|partner|brother|sister|carer|dad|father|mum|mother|friend|neighbour) sign (?:it |the contract |the paperwork |the quote )?(?:for|instead of) (?:me|us)\b|\b(?:look after|handle|manage|deal with|run) (?:his|her|their|my (?:\w+ )?\w+['’]s) (?:affairs|finances|money|paperwork)\b/i,
  /\b(?:weather forecast|what will the weather be)\b|\b(?:homework|coursework)\b(?![^]*\b(?:solar|panels?|batter(?:y|ies)|inverters?|energy|electricity|renewables?)\b)/i,
];

/** Whether the message asks what only a person can settle (NEEDS_A_PERSON). */
export const needsAPerson = (message: string) => NEEDS_A_PERSON.some((re) => re.test(message));
