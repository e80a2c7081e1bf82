/**
 * Follow-up questions about our previous reply (decisions 113-117): asking for more of what it
 * said ("why does that matter?"), putting a condition on it ("even if…"), asking for the rest of a
 * list ("any others?"), or for a detail its answer had and the reply left out. These return the
 * answer to give instead of a fresh search, or undefined when the question is a new one; leansOnly
 * says whether a question leans on the one before and names nothing of ours.
 */
import { buildKnowledge, type KnowledgeDoc } from "./knowledge.server";
import { assistantSynonyms } from "~/content/chat-language";
import { expand, words, normalise } from "./retrieval.server";
import { EVERYDAY, findAnswer, findPassage, GENERIC } from "./answers.server";
import {
  type AnswerContext,
  FOLLOW_UP,
  isAspectWord,
  isConfident,
  isProductWord,
  knowsWord,
  MIN_EVIDENCE,
  MIN_SCORE,
  onlyAnAspect,
  rephrase,
  searchBest,
  searchKnowledge,
} from "./search.server";

/**
 * A follow-up that asks for more of what was just said: why it matters, what it needs, what it
 * comes to in pounds, whether it still holds in a case ("even if…"), what comes next, whether
 * there is really nothing ("so there's no way to…at all?"), what it gets the visitor ("what does that
 * actually get me in real terms?" after our accreditations: MCS makes a system eligible for the export payments).
 */
const ASKS_MORE =
  /\b(?:why|how come|what(?:['’]?s| is) the (?:point|benefit|advantage|catch)|(?:benefit|advantage|point|difference) (?:of|to|for)|matters?|in (?:actual |real )?(?:pounds|money|cash|£)|in (?:money|cash|pound|real|practical|plain) terms|what (?:does|will|would|do) (?:that|it|this|they|those) (?:actually |really |even )?(?:get|give|mean (?:for|to)|do for) (?:me|us)|what['’]?s in it for (?:me|us)|what do (?:i|we|you) need|need anything|anything special|special (?:meter|kit|equipment)|quicker|faster|slower|longer|shorter|even if|still (?:free|the same|apply|applies|count)|and then what|what happens (?:next|then|after that)|how (?:do|can|would|should) (?:i|we) (?:do|go about|manage|arrange|sort) (?:that|it|this)|who (?:sorts|handles|deals with|does|arranges) (?:it|that|this)(?: out)?|waived|if (?:we|i) (?:end up )?go(?:ing)? ahead|where (?:can|do|could) (?:i|we) (?:read|see|find) (?:them|those|it|that)|(?:getting|get|have|having) (?:it|that|one) (?:for )?free|(?:for )?(?:that|it) to be free|what (?:did|was|were|is|are) (?:\w+ ){0,3}for(?=\s*\??\s*$)|(?:there['’]?s|is there) no way|at all(?=\s*\??\s*$))\b/i;

/**
 * "And if I do go ahead and buy?", "what if we become a customer?": a follow-up asking what was just
 * said comes to once the visitor buys (after how long we keep an enquiry's details: a customer's
 * records are kept for the life of the warranty). However it is put: "and if I do end up going with
 * you?", "n if i do go ahead with u?", "and if we do go ahead and buy from you?".
 */
const GOES_AHEAD =
  /\bif (?:we|i) (?:(?:do|then|did|decide to|choose to|end up|actually)\s+)*(?:go(?:ing)? ahead(?: and (?:buy|order|sign(?: up)?))?|go(?:ing)? (?:with|for) (?:you|u|ya|yous|you lot|your (?:firm|company|lot))|buy(?:ing)?|order(?:ing)?|sign(?:ing)? up|become (?:a )?customers?)(?: (?:with|from|through) (?:you|u|ya|yous|you lot))?(?=\s*[?.!]*\s*$)/i;

/**
 * "Even if…", "what if…", "and if…", "but if…": a follow-up putting a condition on what was just said
 * (a bare "if…" opening with "and", "but" or "so", or "n" for "and", leans on it as much as "what if…" does).
 */
export const CONDITION =
  /^\s*(?:(?:and|but|so|ok|okay)\b[\s,]*)?(?:even if|what if|even when|still)\b|^\s*(?:(?:ok|okay)\b[\s,]*)?(?:and|but|so|n|an)\b[\s,]*(?:what )?if\b/i;

/**
 * Whether a condition put on what was just said has an answer of its own ("even if you didn't fit
 * them?" after panel cleaning: we look after systems installed by others): confident on a word
 * that picks it out, and not the answer our reply came from.
 */
export function conditionAnswered(question: string, earlier: string[], answered: AnswerContext | undefined): boolean {
  // ("And if we DO go ahead?" after what we keep of an enquiry: going ahead is the condition, with
  // nothing else asked, so it is what was just said that it asks of.)
  if (particularWords(question.replace(GOING_AHEAD, " ")).length === 0) return false;
  const hit = searchKnowledge(question, earlier, "", answered);
  if (!hit || hit.doc.handoff || !hit.distinctive || !isConfident(hit)) return false;
  return !answered?.docs.some((d) => d.id === hit.doc.id);
}

/** "Quicker", "longer": a follow-up comparing with what was just said. */
const COMPARES = /\b(?:quicker|faster|slower|longer|shorter|cheaper|dearer)\b/i;

/**
 * "Would it be quicker if we added a battery?", "does that make it any longer?": what was just said
 * ("it", "that") compared in another case, which our answer may say ("batteries lengthen it").
 */
export const COMPARES_WHAT_WAS_SAID =
  /\b(?:would|will|is|does|could|might|make|makes|making)\s+(?:it|that|this|they|them)\s+(?:be\s+|get\s+|go\s+|come\s+)?(?:any\s+|much\s+|a lot\s+|a bit\s+|even\s+)?(?:quicker|faster|slower|longer|shorter|sooner)\b/i;

/**
 * The answer a reply of ours was part of, when a follow-up asks for more of it (ASKS_MORE), names
 * nothing new of ours, and the answer says more than the reply did ("MCS certification means your
 * system qualifies for the Smart Export Guarantee" after "we're MCS certified"). A reply not
 * recognised as ours leans on the visitor's question before it instead.
 */
export function saidMore(
  question: string,
  reply: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  unknownAllowed = 1,
): KnowledgeDoc | undefined {
  // A product the reply did not name is another subject ("and a charger?"), unless the question
  // compares with what was said ("does adding a battery make that quicker?").
  const newProduct = words(rephrase(question)).some(
    (w) => isProductWord(w) && !reply.toLowerCase().includes(w.toLowerCase()),
  );
  const goesAhead = GOES_AHEAD.test(question);
  if ((!ASKS_MORE.test(question) && !goesAhead) || (newProduct && !COMPARES.test(question))) return undefined;
  // Words the content never uses, beside the asking for more ("why is the sky blue?"), say it is another question.
  const unknown = words(
    question.replace(new RegExp(ASKS_MORE.source, "gi"), " ").replace(new RegExp(GOES_AHEAD.source, "gi"), " "),
  ).filter((w) => !knowsWord(w));
  if (unknown.length > unknownAllowed) return undefined;
  const last = earlier.at(-1);
  const source = answered?.docs[0] ?? (last === undefined ? undefined : findAnswer(last, earlier.slice(0, -1)));
  if (!source || source.handoff || reply.includes(source.answer)) return undefined;
  return source;
}

/** "Any others?", "anything else?", "what else?", "are there more?": the rest of what was listed. */
const ASKS_OTHERS =
  /\b(?:any (?:others?|more)|anything else|what else|(?:are there|is there|were there) (?:any )?(?:others?|more)|(?:the )?others)\b/i;

/**
 * The answer our reply gave part of, when a follow-up asks for the others ("any others?" after
 * four of our accreditations): of the answers the reply was part of, the one that says most the
 * reply did not name, without a product the reply did not name.
 */
export function restOfList(
  question: string,
  reply: string,
  answered: AnswerContext | undefined,
): KnowledgeDoc | undefined {
  if (!answered || !ASKS_OTHERS.test(question)) return undefined;
  if (words(rephrase(question)).some((w) => isProductWord(w) && !reply.toLowerCase().includes(w.toLowerCase())))
    return undefined;
  // (What a list leaves out are names: "HIES", "NAPIT", not the words explaining them.)
  const unsaid = (doc: KnowledgeDoc) =>
    new Set((doc.answer.match(/(?<=[\w,] )[A-Z][\w-]*/g) ?? []).map(normalise).filter((w) => !answered.said.has(w)))
      .size;
  const [best] = answered.docs
    .filter((d) => !d.handoff && !reply.includes(d.answer) && unsaid(d) > 0)
    .sort((a, b) => unsaid(b) - unsaid(a));
  return best;
}

/** Whether a question leans on the one before and names nothing of ours itself ("how much are they?"). */
export function leansOnly(question: string): boolean {
  const phrased = rephrase(question);
  return (FOLLOW_UP.test(phrased) || onlyAnAspect(phrased)) && !words(phrased).some(isProductWord);
}

/**
 * Our answer our reply before was part of; for a reply not recognised as ours (reworded), our answer
 * to the visitor's question before it.
 */
function answerBefore(answered: AnswerContext | undefined, earlier: string[]): KnowledgeDoc | undefined {
  const last = earlier.at(-1);
  if (answered) return answered.docs[0];
  return last === undefined ? undefined : findAnswer(last, earlier.slice(0, -1));
}

/**
 * Our answer before, when it says what the follow-up asks and the reply it was given did not: two or
 * more particular words of the question ("a consultation I'd booked") in that answer and not in the
 * reply ("…we erase them straight away" said without "…a consultation you booked is called off";
 * "what if I asked you to start the work during that time?" after the cooling-off period, said
 * without "if you ask us to start work within it, you may have to pay for work already done").
 */
export function answerSaysMore(
  question: string,
  reply: string,
  answered?: AnswerContext,
  earlier: string[] = [],
): KnowledgeDoc | undefined {
  // (A reply reworded: "…you get a 14-day cooling-off period", after "can I cancel after signing?")
  const source = answerBefore(answered, earlier);
  if (!source || source.handoff || reply.includes(source.answer)) return undefined;
  const inAnswer = new Set(words(source.answer).map(normalise));
  const inReply = new Set(words(reply).map(normalise));
  const more = words(rephrase(question))
    .map(normalise)
    .filter((w) => !GENERIC.has(w) && !EVERYDAY.has(w) && inAnswer.has(w) && !inReply.has(w));
  return new Set(more).size >= 2 ? source : undefined;
}

/** "Will you do the paperwork for that?", "can you register me for it?": whether we handle the forms for what was just said. */
const PAPERWORK_FOR_IT =
  /\b(?:paperwork|forms?|registration|register(?:ing)?|sign(?:ing)? (?:me|us) up|applications?|apply(?:ing)?|admin)\b(?=[^.?!]*\b(?:that|it|this|them)\b)|\b(?:that|it|this|them)\b(?=[^.?!]*\b(?:paperwork|forms?|registration|register(?:ing)?|applications?|admin)\b)/i;
/** An answer saying we do the forms ourselves: "we register the system", "we handle the application". */
const WE_DO_FORMS =
  /\bwe (?:register|handle|arrange|apply|notify|complete|fill in|submit|sort|take care of|do the paperwork)\b/i;

/**
 * Our answer before, when a follow-up asks whether we do the paperwork for it ("will you sort the
 * forms for that?" after the export scheme) and that answer says we do ("we register the system"),
 * rather than a fresh search on "paperwork" (our grid notification). Not when the follow-up names a
 * product of ours the reply did not.
 */
export function paperworkSaid(question: string, reply: string, answered?: AnswerContext): KnowledgeDoc | undefined {
  const source = answered?.docs[0];
  if (!source || source.handoff || !PAPERWORK_FOR_IT.test(question) || !WE_DO_FORMS.test(source.answer))
    return undefined;
  const newProduct = words(rephrase(question)).some(
    (w) => isProductWord(w) && !reply.toLowerCase().includes(w.toLowerCase()),
  );
  return newProduct ? undefined : source;
}

/** Words for our website itself, which every question to it may use: no subject of their own. */
const THE_SITE = new Set(["site", "website", "web", "page"]);

/** The words of a text that say what it is about: known to our content, neither aspects nor everyday words. */
const subjectWords = (text: string) =>
  new Set(
    words(rephrase(text))
      .map(normalise)
      .filter((w) => knowsWord(w) && !isAspectWord(w) && !GENERIC.has(w) && !EVERYDAY.has(w) && !THE_SITE.has(w)),
  );

/**
 * A passage of the site's copy on the conversation's subject, when a follow-up leaning on it ("and
 * the ones that only last a visit, when are they deleted?" after our cookies) was read by our
 * answers as another subject, one that names nothing the visitor's question before did (how long
 * an enquiry's details are kept): the cookie policy's session cookies, not the enquiry's details.
 */
export function passageOnSubject(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  doc: KnowledgeDoc,
): KnowledgeDoc | undefined {
  const last = earlier.at(-1);
  if (last === undefined || !FOLLOW_UP.test(rephrase(question))) return undefined;
  const subject = [...subjectWords(last)];
  const about = (d: KnowledgeDoc) => subjectWords(`${d.title} ${d.questions} ${d.keywords} ${d.answer}`);
  if (subject.length === 0 || subject.some((w) => about(doc).has(w))) return undefined;
  const passage = findPassage(question, earlier, answered);
  return passage?.link && subject.some((w) => about(passage).has(w)) ? passage : undefined;
}

/**
 * "How do I change my mind later?", "how do I switch it off again?": a follow-up undoing a choice,
 * which names no subject of its own and takes it from the conversation.
 */
const UNDOES_CHOICE =
  /\b(?:change (?:my|our) minds?|switch (?:it|them|that|this) (?:back )?off|turn (?:it|them|that|this) (?:back )?off|opt (?:back )?out|withdraw (?:it|that|my consent|consent)|undo (?:it|that))\b/i;

/** Cookies, the Meta pixel or tracking: a choice the visitor makes on our site (our cookie policy). */
const COOKIE_CHOICE = /\b(?:cookies?|pixel|tracking)\b/i;

/**
 * The answer to a follow-up undoing a choice when the conversation was about our cookies ("how do
 * I change my mind later?" after the cookies we use): our cookies answer, which says where the
 * choice is changed, rather than cancelling an order or switching a system off.
 */
export function choiceUndone(
  question: string,
  reply: string,
  earlier: string[],
  answered: AnswerContext | undefined,
): KnowledgeDoc | undefined {
  if (!UNDOES_CHOICE.test(question)) return undefined;
  // ("How do I change my mind later about the cookies?" names them itself.)
  const cookies = [question, reply, earlier.at(-1) ?? ""].some((text) => COOKIE_CHOICE.test(text));
  if (!cookies) return undefined;
  return findAnswer("How do I change my cookie settings?", earlier, answered);
}

/** "That", "it", "there", "then": a word pointing back at what our reply just said. */
const POINTS_BACK = /\b(?:that|it|this|there|then|those|them)\b/i;
/** "The range", "what size": a figure asked of what was just said, which names no subject of its own. */
const ASKS_FIGURE = /\b(?:range|size)\b/g;
/** "What's the range on that": a range of figures, asked for. */
const ASKS_RANGE = /\brange\b/i;
/** "The upper end", "the top of it": which end of a range, or a word that only opens a follow-up. */
const RANGE_END = /^(?:upper|lower|higher|top|bottom|end|high|low|hmm|ok|okay|so|then)$/i;
/** "6kWp", "3 kW": a system's size. */
const A_SIZE = /\d\s*kwp?\b/i;
/** "£330-£750", "2,500-3,500 kWh": a range of figures. */
const A_RANGE = /\d[\d,.]*\s*(?:p|kwh?|kwp)?\s*(?:-|–|to)\s*£?\d/i;
/** The figures a text gives ("£330", "6kWp", "15.1p"), as bare numbers. */
const figuresOf = (text: string) => new Set((text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, "")));

/**
 * Our answer a reply of ours was part of, when a short follow-up points back at it ("what's the range
 * on that?" after a typical saving, "what's that size then?" after the biggest system a roof takes)
 * and asks a figure that answer gives and the reply did not (a range: "£330-£750"; a size: "6kWp"),
 * rather than a fresh search of its few words. A reply not recognised as ours leans on our answer
 * to the visitor's question before it.
 */
export function figureOfWhatWasSaid(
  question: string,
  reply: string,
  earlier: string[],
  answered: AnswerContext | undefined,
): KnowledgeDoc | undefined {
  if (!POINTS_BACK.test(question) || !new RegExp(ASKS_FIGURE.source, "i").test(question)) return undefined;
  // Only the figure and the pointing back: a word of a subject beside them ("what size system is
  // that for?") is a question of its own.
  // (Or an end of the range: "and the upper end of that range?")
  if (!words(rephrase(question.replace(ASKS_FIGURE, " "))).every((w) => RANGE_END.test(w))) return undefined;
  const source = answerBefore(answered, earlier);
  if (!source || source.handoff || reply.includes(source.answer)) return undefined;
  if (ASKS_RANGE.test(question)) return A_RANGE.test(source.answer) && !A_RANGE.test(reply) ? source : undefined;
  // (A size asked of a reply that gave one is a size of something else: "what size is that for?" after a price.)
  if (A_SIZE.test(reply) || !A_SIZE.test(source.answer)) return undefined;
  const said = figuresOf(reply);
  return [...figuresOf(source.answer)].some((n) => !said.has(n)) ? source : undefined;
}

/** "And what do I get after that?", "what comes next?", "then what?": the step after the one just said. */
const ASKS_NEXT =
  /\b(?:after (?:that|this|it)|what(?:['’]?s| is| comes| happens)? next|(?:and )?then what|what comes after|(?:what happens )?(?:once|when|after) (?:they|you|the (?:fitters|installers|team|engineers|lads|workmen))(?:['’]ve| have|['’]re| are)? (?:finished|done|finish|left))\b/i;

/**
 * The step of our process after the one our reply told of, when a follow-up asks what comes after it
 * ("what comes next?" after the survey: planning and permits), rather than a fresh search of its few
 * words; or the step itself, when what it goes on to was left out of our reply ("and what do I get
 * after that?" after "we look over your roof": "…then design a system"). Not when the reply was our
 * whole process, or named no step.
 */
export function nextStep(
  question: string,
  reply: string,
  answered: AnswerContext | undefined,
): KnowledgeDoc | undefined {
  if (!answered || !ASKS_NEXT.test(question) || answered.docs.some((d) => d.id === "process")) return undefined;
  const steps = answered.docs.filter((d) => d.id.startsWith("step:"));
  // Only what comes next: a question beside it ("and after that, how long before you can fit it?") is its own.
  const rest = words(rephrase(question.replace(new RegExp(ASKS_NEXT.source, "gi"), " ")))
    .map(normalise)
    .filter((w) => knowsWord(w) && !GENERIC.has(w) && !EVERYDAY.has(w));
  // "Then what, do they just pack up and go?" after the installation's days, said without "…and we
  // commission the system and show you how it works before we leave": the rest of our answer, when
  // the reply said only the start of it and the question asks nothing our answer does not go on to.
  if (steps.length === 0) return restOfAnswer(reply, answered.docs[0], rest);
  if (steps.length !== 1) return undefined;
  if (rest.length > 0) return undefined;
  // What the step itself goes on to, when our reply left it out ("…then design a system" after
  // "we look over your roof"): that step whole.
  const then = /\bthen (\w+)/i.exec(steps[0]!.answer);
  if (then && !reply.toLowerCase().includes(then[1]!.toLowerCase())) return steps[0];
  const next = `step:${Number(steps[0]!.id.slice("step:".length)) + 1}`;
  return buildKnowledge().find((d) => d.id === next);
}

/** Particular words our answer has and a reply of ours did not say, for it to go on to. */
const MORE_AFTER = 2;

/**
 * Our answer, when a reply of ours gave only part of it and it goes on (MORE_AFTER of its particular
 * words unsaid), and every word of the follow-up's own (`rest`) is in what it goes on to.
 */
function restOfAnswer(reply: string, source: KnowledgeDoc | undefined, rest: string[]): KnowledgeDoc | undefined {
  if (!source || source.handoff || reply.includes(source.answer)) return undefined;
  const said = new Set(words(reply).map(normalise));
  const unsaid = new Set(
    words(source.answer)
      .map(normalise)
      .filter((w) => !said.has(w) && !GENERIC.has(w) && !EVERYDAY.has(w) && !/^\d/.test(w)),
  );
  return unsaid.size >= MORE_AFTER && rest.every((w) => unsaid.has(w)) ? source : undefined;
}

/**
 * A word's forms our index matches ("signed" → "sign"), when it picks something out: known to our
 * content, neither everyday nor generic, nor a bare number ("the 10 years" names no subject).
 * What is asked ("cancel", "keep") counts: a follow-up's subject may be one.
 */
const particularForms = (word: string) => {
  const forms = expand(word, assistantSynonyms).filter(knowsWord);
  const particular = forms.every((w) => !GENERIC.has(w) && !EVERYDAY.has(w) && !THE_SITE.has(w) && !/^\d/.test(w));
  return particular ? forms : [];
};
/** The particular words of a text (see particularForms), each with its forms. */
const particularWords = (text: string) =>
  words(rephrase(text))
    .map(particularForms)
    .filter((forms) => forms.length > 0);

/**
 * "If I don't go ahead", "if we then go ahead": whether the visitor buys, which sets the scene of a
 * follow-up and is not what it asks.
 */
const GOING_AHEAD =
  /\b(?:if|once|when) (?:i|we) (?:(?:do not|don['’]?t|then|do|did|decide to|choose to|end up|actually)\s+)*(?:go(?:ing)? ahead(?: and (?:buy|order|sign(?: up)?))?|go(?:ing)? (?:with|for) (?:you|u|ya|yous|you lot|your (?:firm|company|lot))|buy(?:ing)?|order(?:ing)?|sign(?:ing)? up|become (?:a )?customers?)(?: (?:with|from|through) (?:you|u|ya|yous|you lot))?\b/gi;

/** Hits of a follow-up read for one on the conversation's subject. */
const ON_SUBJECT_HITS = 5;
/** Particular words of a follow-up's own its answer on the conversation's subject may leave unmatched. */
const ON_SUBJECT_UNMATCHED = 1;

/** The conversation's subject: the particular words of the visitor's question before, and the products our reply named. */
const conversationSubject = (last: string, answered: AnswerContext | undefined) =>
  new Set([...particularWords(last).flat(), ...(answered?.products ?? [])]);

/** What an answer is about, in the document's own words ("Smart Export Guarantee" is no warranty). */
const aboutWords = (d: KnowledgeDoc) => words(`${d.title} ${d.questions} ${d.keywords}`).flatMap((w) => expand(w, {}));

/**
 * Our answer on the conversation's subject to a follow-up leaning on it that no answer matches
 * confidently: "is that free if we then go ahead?" after our drone surveys is the drone survey's
 * price, "and how long do you hang on to it?" after what we keep about an enquiry is how long we keep
 * it, "what if your lads have already started?" after cancelling is cancelling once work has
 * begun. Of the follow-up's best matches, the first whose subject (title, questions, keywords)
 * is one the visitor's question before named, or a product our reply named, and which matches
 * the follow-up's own particular words ("free", "long", "started"), all but one at most: one
 * that leaves more unmatched asks what the answer does not say ("would that run my hot tub all
 * night?" after batteries), and is handed off.
 */
export function answerOnSubject(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
): KnowledgeDoc | undefined {
  const last = earlier.at(-1);
  if (last === undefined || !(FOLLOW_UP.test(rephrase(question)) || CONDITION.test(question))) return undefined;
  const subject = conversationSubject(last, answered);
  const own = particularWords(question.replace(GOING_AHEAD, " ")).filter((forms) => !forms.some((w) => subject.has(w)));
  if (subject.size === 0 || own.length === 0) return undefined;
  const { hits } = searchBest(question, earlier, "", ON_SUBJECT_HITS, answered);
  const hit = hits.find((h) => {
    const unmatched = own.filter((forms) => !forms.some((w) => h.terms.has(w))).length;
    return (
      !h.doc.handoff &&
      h.score >= MIN_SCORE &&
      h.evidence >= MIN_EVIDENCE &&
      unmatched < own.length &&
      unmatched <= ON_SUBJECT_UNMATCHED &&
      aboutWords(h.doc).some((w) => subject.has(w))
    );
  });
  return hit?.doc;
}

/**
 * "Ok, and how much does that cost?", "how long does that take?": a follow-up opening with an aspect
 * (how much, how long, when) asked of what was just said, with "that" or "it" for its subject. One
 * naming a subject of its own ("how long is the quote itself good for?", "and the standing
 * charge?") or setting its own scene first ("ours is shaded most of the day, what does that take
 * off?") does not put it so.
 */
const ASKS_OF_WHAT_WAS_SAID =
  /^\W*(?:(?:ok|okay|right|so|and|then|fine)\b[\s,]*)*(?:how (?:much|long|many|often|soon)|when|what time)\s+(?:does|did|is|was|will|would) (?:that|it|this)\b/i;

/**
 * Our answer on the conversation's subject (answerOnSubject) to a follow-up asking an aspect of what
 * was just said ("ok, and how much does that cost?" after our drone surveys), when our answers
 * matched its aspect words confidently on another subject (the price of a solar system). Not when
 * the follow-up names a product of its own, nor when the answer matched is on the conversation's
 * subject itself ("how long is it valid?" after our quotes: how long a quote is valid).
 */
export function aspectOfWhatWasSaid(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  doc: KnowledgeDoc,
): KnowledgeDoc | undefined {
  const last = earlier.at(-1);
  if (last === undefined || !ASKS_OF_WHAT_WAS_SAID.test(question) || words(rephrase(question)).some(isProductWord))
    return undefined;
  // (An answer on the subject already stands: "how long is it valid?" after our quotes is how long a
  // quote is; "how long does that visit take?" after the survey step is that step's time.)
  const subject = conversationSubject(last, answered);
  if (answered?.docs.some((d) => d.id === doc.id) || aboutWords(doc).some((w) => subject.has(w))) return undefined;
  return answerOnSubject(question, earlier, answered);
}

/** "It", "that", "this": the word a follow-up puts for what was just said. */
const PRONOUN = /\b(?:it|that|this)\b/i;

/**
 * Our answer to a follow-up that names nothing of its own and puts "it" for what was just said
 * ("when does it go up?" after whether scaffolding is included), read with "it" as the subject the
 * visitor's question before named: "when does scaffolding go up?" (the day before). Each particular
 * word of that question is tried in turn, and only a confident answer about that word counts.
 */
export function pronounAsSubject(question: string, earlier: string[]): KnowledgeDoc | undefined {
  const last = earlier.at(-1);
  if (last === undefined || !PRONOUN.test(question) || particularWords(question).length > 0) return undefined;
  // (A word our content never uses asks what no answer says: "…will it just die?" after the battery's warranty.)
  if (!words(question).every(knowsWord)) return undefined;
  for (const word of words(last)) {
    const forms = particularForms(word);
    if (forms.length === 0) continue;
    const doc = findAnswer(question.replace(PRONOUN, word), earlier.slice(0, -1));
    if (doc && !doc.handoff && aboutWords(doc).some((w) => forms.includes(w))) return doc;
  }
  return undefined;
}

/**
 * Our answer on the conversation's subject (answerOnSubject) to a follow-up our answers read as the
 * very answer our reply came from, when that answer says none of the follow-up's own particular
 * words: "how long's the warranty on that?" after adding a battery to panels another firm fitted
 * is the battery's warranty, not adding a battery again (the conversation's words outweighed
 * "warranty").
 */
export function replyRepeated(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  doc: KnowledgeDoc,
): KnowledgeDoc | undefined {
  const last = earlier.at(-1);
  if (last === undefined || !answered?.docs.some((d) => d.id === doc.id)) return undefined;
  const subject = conversationSubject(last, answered);
  const own = particularWords(question).filter((forms) => !forms.some((w) => subject.has(w)));
  // (Found on none of the question's words, only on the conversation's: "how much more for something
  // bigger?" found the price of each kWh above by "bigger", which is the question's own.)
  const hit = searchBest(question, earlier, "", ON_SUBJECT_HITS, answered).hits.find((h) => h.doc.id === doc.id);
  const says = new Set([...aboutWords(doc), ...words(doc.answer).flatMap((w) => expand(w, {}))]);
  const matched = (forms: string[]) => forms.some((w) => says.has(w) || hit?.terms.has(w));
  if (!hit || own.length === 0 || particularWords(question).some(matched)) return undefined;
  return answerOnSubject(question, earlier, answered);
}
