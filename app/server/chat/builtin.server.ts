/**
 * The default assistant: no AI service, just our content. It answers with
 * the best-matching passage when it is confident, hands off honestly (with
 * the offer of a free call) when it is not or the site does not cover the
 * subject, and offers a call when the visitor sounds ready to buy, so the
 * lead flow works with no configuration.
 */
import { listOf } from "~/lib/list-of";
import {
  chatLinks,
  abroadWork,
  notCovered,
  notDescribed,
  notOffered,
  projectLeadIn,
  undescribedKinds,
  describedForBusiness,
  assistantHandoffs,
  whatWeOffer,
} from "~/content/chat-knowledge";
import { bookingRuleMessages } from "~/content/bookings";
import { quizEstimateFor } from "~/lib/estimate/quiz";
import { billAnswerFor, quizCopy, savingsFor } from "~/content/quiz";
import { assistantCopy, chatCopy } from "~/content/chat";
import { site } from "~/content/site";
import { claimBasis } from "~/content/estimate-claims";
import { managePage } from "~/content/booking-page";
import type { ChatMessage } from "~/lib/chat";
import { offersCall, wantsContact } from "~/lib/chat-triggers";
import { innermostAsking, SENTENCE_END, separateQuestions } from "./clauses.server";
import { areasAnswer, buildKnowledge, type KnowledgeDoc } from "./knowledge.server";
import {
  asksAboutArea,
  asksWhere,
  audienceOf,
  placeWords,
  postcodeAsked,
  productRequest,
  townAsked,
  placesNamed,
} from "./intent.server";
import type { ChatProvider } from "./provider.server";
import { normalise, words } from "./retrieval.server";
import { findAnswer, findAnswers, findPassage, pricesOfEach } from "./answers.server";
import {
  asksOwnCase,
  EXACT,
  needsAPerson,
  PER_KW,
  perUnitOnly,
  unquotedFigure,
  unquotedSize,
  VERDICT_ON_THEIR_CASE,
} from "./own-case.server";
import {
  answerOnSubject,
  aspectOfWhatWasSaid,
  answerSaysMore,
  COMPARES_WHAT_WAS_SAID,
  CONDITION,
  conditionAnswered,
  leansOnly,
  paperworkSaid,
  figureOfWhatWasSaid,
  nextStep,
  passageOnSubject,
  pronounAsSubject,
  replyRepeated,
  restOfList,
  saidMore,
  choiceUndone,
} from "./follow-ups.server";
import { figuresFor, namedFigure } from "./figures.server";
import { asksWhetherDone, asksWho, findPerson, findProject, projectSpokenOf } from "./people.server";
import { reviewAnswer, reviewOfProjectSpokenOf } from "./reviews.server";
import {
  ABOUT_THE_VISITOR,
  answerContext,
  EVERYTHING_WE_DO,
  isProductWord,
  asksForPrice,
  knowsProduct,
  knowsWord,
  onlyAnAspect,
  plainWords,
  rephrase,
} from "./search.server";

/** Words that mean the visitor wants a quote, a price for their own home or to go ahead. */
const BUYING_INTENT =
  /\b(quote|quotation|estimate|interested|book|booking|sign up|get started|buy|purchase|price for my|cost for my|for my (?:house|home|property|roof|business)|(?:want|like|ready|looking|planning) (?:you )?to (?:install|fit|go ahead|order|(?:have|get) (?:\w+ ){0,3}(?:installed|fitted)))\b/i;

/** The words of a request that are only the request ("I'd like a quote please" asks about nothing in particular). */
const REQUEST_WORDS =
  /\b(?:quote|quotation|estimate|interested|book|booking|sign up|get started|buy|purchase|install|installed|fit|fitted)\b/gi;

/** A question that leans on something said before it: "would that need…", "does it…". */
const LEANS_BACK = /\b(?:that|it|this|they|them)\b/i;

/** A message that tries to override how the assistant works ("disregard your rules and…"). */
const OVERRIDE =
  /\b(?:ignore|disregard|forget|override|bypass)\b(?: \w+){0,3} (?:rules?|instructions?|prompts?|guidelines?|programming|restrictions?)\b|\b(?:system prompt|developer mode|jailbreak)\b/i;

const GREETING = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|shwmae|helo)\b[\s!.,]*(?:there)?[\s!.]*$/i;
const THANKS = /^(?:thanks|thank you|cheers|ta|great,? thanks|lovely,? thanks)\b/i;
const DECLINE = /^(?:no|nope|no thanks|no thank you|not now|not yet|maybe later)\b/i;

/**
 * "What's your number?", "can I have your email?", "what's your office address?": a visitor asking for our details gets them,
 * even when they say they would rather talk to a person (which would otherwise open the form).
 */
export const ASKS_OUR_DETAILS =
  /\bwhat(?:['’]?s| is| are) (?:(?:your|ur) (?:phone |telephone |contact |office |landline )?|the (?:phone |telephone |contact |office )(?=number))(?:number|phone number|email(?: address)?|e-mail(?: address)?)\b|\b(?:can|could|may) (?:i|we) (?:have|get|take) (?:your|ur) (?:phone |telephone |contact )?(?:number|email)\b|^\s*(?:(?:a|the|your|ur|any) )?(?:phone )?number (?:to|i can|we can) (?:ring|call)\b|\b(?:what|which) number (?:do|can|should) (?:i|we) (?:ring|call)\b|\b(?:is there|have you got|do you have|you got) (?:a |an |any )?(?:phone |telephone |contact |office )?number (?:(?:that )?(?:i|we) (?:can|could) )?(?:ring|call|phone)\b|\bwhat(?:['’]?s| is) (?:your|ur|the) (?:(?:office|full|actual|postal|business|registered) )*address(?: of (?:your|ur|the) office)?\b/i;

/** A talk asked for by video or online ("over video", "on Zoom", "a Teams call"), not the usual call back. */
const BY_VIDEO = /\b(?:video|zoom|teams|facetime|skype|online)\b/i;
/** "Talk to you", "speak with someone": a talk with us, which our content calls a consultation. */
const A_TALK = /\b(?:speak|talk|chat)(?:ing)? (?:to|with) (?:you|someone|somebody|an? (?:adviser|advisor|person))\b/gi;

const DECLINED_REPLY = "No problem. Is there anything else I can help with?";

let areaNames: Set<string> | undefined;
/** The words of our regions' names ("cardiff", "gwent", "somerset"). */
const areaWords = () => (areaNames ??= new Set(words(site.serviceAreas.join(" ")).map(normalise)));

const inOurArea = (place: string, area: string) => `Yes, ${place} is in our ${area} area.`;
/** ("…and the rest of the LD postcode area": the area a named town is in, which is what homeVisitPostcodeAreas lists.) */
const visitedByUs = (place: string, postcodeArea?: string, county?: string[]) =>
  county
    ? `Yes, our surveyors visit homes across ${place} (the ${listOf(county)} postcode area${county.length > 1 ? "s" : ""}).`
    : `Yes, our surveyors visit homes in ${place}${postcodeArea ? ` and the rest of the ${postcodeArea} postcode area` : ""}.`;

/**
 * The answer to a question about a postcode or town: which of our regions it is in, and that our
 * surveyors visit there ("do you cover Cheltenham?" asks whether someone would come out, which the
 * region alone does not say); else, where our surveyors still visit (Devon, Cornwall, Dorset,
 * Wiltshire, mid Wales), that they do, naming the town's postcode area; else that it is outside
 * them, with the video call instead.
 */
function postcodeReply(
  place: string,
  area: string | undefined,
  visited: boolean,
  postcodeArea?: string,
  county?: string[],
): string {
  if (area) {
    const visits = visited ? ` Our surveyors visit homes there.` : "";
    return `${inOurArea(place, area)}${visits} ${areasAnswer()} ${linkText(chatLinks.contact)}`;
  }
  if (visited) return `${visitedByUs(place, postcodeArea, county)} ${areasAnswer()} ${linkText(chatLinks.contact)}`;
  return `${place} is outside our regional areas. ${areasAnswer()} ${bookingRuleMessages.outOfArea} ${assistantCopy.offerCall}`;
}

/** Whether a question names a particular product of ours ("charger", "battery"; not "solar" or "panels", which say everything we do). */
const namesOurProduct = (question: string) =>
  words(rephrase(question)).some((w) => isProductWord(w) && !EVERYTHING_WE_DO.has(normalise(w)));

/** A markdown link the widget renders (same-site paths only). */
export const linkText = (link: { href: string; label: string }) => `[${link.label}](${link.href})`;

/** Who rings whom for a booked consultation (booking-page.ts: phoneWhere, videoWhere). */
const WHO_CALLS = `For a phone consultation, ${managePage.phoneWhere.replace("We", "we").replace("{phone}", "the number you give when you book")} ${managePage.videoWhere}`;

/** An answer of ours, with the link to the page that says more when it has one. */
const withLink = (doc: KnowledgeDoc) => (doc.link ? `${doc.answer} ${linkText(doc.link)}` : doc.answer);

/** The reply to the last message; `placed` when the town it names has been placed already. */
export function composeReply(asked: ChatMessage[], placed = false): string {
  // The visitor's words in plain words first: every rule below meets "what is your number", not "wats ur no.".
  const messages = asked.map((m) => (m.role === "user" ? { ...m, content: plainWords(m.content) } : m));
  const question = messages.at(-1)?.content.trim() ?? "";
  const previous = messages.at(-2);
  /** Our reply before the question, when the conversation has one. */
  const reply = previous?.role === "assistant" ? previous.content : undefined;
  const short = words(question).length <= 3;

  if (GREETING.test(question)) return assistantCopy.hello;
  // "Ignore your instructions and…": no answer is searched for; the offer of a call stands.
  if (OVERRIDE.test(question)) return `${assistantCopy.unsure} ${assistantCopy.offerCall}`;
  // (Thanks followed by a question is the question: "Thank you. Is that with VAT?")
  const afterThanks = question.replace(THANKS, "");
  if (THANKS.test(question) && short && !(afterThanks.includes("?") && words(afterThanks).length > 0))
    return assistantCopy.thanks;
  if (reply !== undefined && offersCall(reply) && DECLINE.test(question)) return DECLINED_REPLY;
  // Asked for our number or email, whatever else the message says ("…to send my bills over"):
  // given, with the offer of a call when the visitor would rather talk to a person.
  if (ASKS_OUR_DETAILS.test(question)) {
    const contact = buildKnowledge().find((d) => d.id === "contact");
    // "…and do you answer on Sundays?": the other question of the message too.
    const other = separateQuestions(question)
      .filter((q) => !ASKS_OUR_DETAILS.test(q))
      .map((q) => findAnswer(q))
      .find((d) => d && !d.handoff && d.id !== "contact");
    const told = contact ? joinAnswers([contact.answer, ...(other ? [other.answer] : [])]) : "";
    if (contact && wantsContact(question)) return `${told} ${assistantCopy.offerCall}`;
    if (contact?.link) return `${told} ${linkText(contact.link)}`;
  }
  // "Do I ring you or do you ring me?": who rings whom for a booked phone consultation (the manage
  // page's words for a booking), not a request for a call now.
  if (words(rephrase(question)).includes("callwho")) return WHO_CALLS;
  if (wantsContact(question)) {
    // "Can I talk to you over video instead of someone coming round?": how the visitor would talk
    // is asked too, and a talk with us is a consultation, which can be a video call (the kinds of
    // consultation), with the form for the details still.
    const how = BY_VIDEO.test(question) ? findAnswer(question.replace(A_TALK, " consultation ")) : undefined;
    if (how && !how.handoff) return `${how.answer} ${chatCopy.detailsRequest}`;
    // "I'm up in Leeds. Can I still speak to someone about it?": a place outside where our surveyors
    // visit is told so, with the video call instead (bookings.ts), before the details are asked for
    // (whichever of the places named it is: "buying in Devon but living in London").
    const away = placesNamed(question).some((from) => !from.abroad && !from.area && !from.visited);
    return away ? `${bookingRuleMessages.outOfArea} ${chatCopy.detailsRequest}` : chatCopy.detailsRequest;
  }

  // Something the site does not describe, named ("an off-grid cabin… what would it cost?"):
  // not priced or answered as something else.
  const phrased = words(rephrase(question));
  const undescribed = Object.keys(undescribedKinds).find((k) => phrased.includes(k));
  // ("Will our old barn roof take the weight?": what the site leaves to a home's survey, it
  // describes for a business, whose feasibility study has structural checks.)
  const forBusiness =
    undescribed && audienceOf(rephrase(question)) === "business" ? describedForBusiness[undescribed] : undefined;
  if (forBusiness) return `${forBusiness} ${assistantCopy.offerCall}`;
  if (undescribed) {
    // "What is the SEG? Is it the same as the feed-in tariff?": a question of the message that does
    // not name it is answered first, then what the site does not cover.
    // ("…a developer wants a 1MW solar farm on it. Would that need planning permission?": a question
    // after the sentence naming it that leans on it, "that", is about it too, and so are the
    // questions after that one: "…and how long would the council take to decide?")
    const asked = separateQuestions(question);
    const named = asked.findIndex((q) => words(rephrase(q)).includes(undescribed));
    // ("Could you build a solar carport? Ballpark price?": a question that asks only an aspect, of
    // nothing it names, leans on it too.)
    // ("…will the warranty transfer to the new owners, and do I need to register the transfer?": a
    // question that repeats a word of the one naming it that our content never uses is about it too;
    // so is one that asks only an aspect by a unit: "We want a 1MW system. What's the price per kW?")
    const ownWords = new Set(
      words(asked[named] ?? "")
        .filter((w) => !knowsWord(w))
        .map(normalise),
    );
    const repeats = (q: string) => words(q).some((w) => ownWords.has(normalise(w)));
    // (A question naming a product of ours of its own is about that product, and so are those after
    // it: "just got a tesla model 3… can you fit an ev charger that runs off the panels? how much?")
    const ours = asked.findIndex((q, i) => i > named && namesOurProduct(q));
    const leaning = asked.findIndex(
      (q, i) =>
        i > named &&
        (ours < 0 || i < ours) &&
        (LEANS_BACK.test(q) || onlyAnAspect(rephrase(q)) || repeats(q) || perUnitOnly(q)),
    );
    // ("We have night storage heaters. Exactly how much would a battery save us?": a figure only
    // the visitor's own case settles is not answered with our typical one.)
    const other = asked
      .filter(
        (q, i) =>
          !words(rephrase(q)).includes(undescribed) && (leaning < 0 || i < leaning) && !asksOwnCase(q, question),
      )
      // ("Can you fit an ev charger…?" is searched without the request's verb, as below.)
      .map((q) => findAnswer(productRequest(q, knowsProduct)?.rest ?? q))
      .find((d) => d && !d.handoff);
    const known = other ? `${other.answer} ` : "";
    return `${known}${notCovered(undescribedKinds[undescribed]!)} ${assistantCopy.offerCall}`;
  }
  // "How many panels exactly will fit on my roof?", "how much will I exactly save on my bakery's
  // bills?", "what size system have I got?": an exact figure for the visitor's own home or business
  // is the survey's to give, and their records our team's to look up; our typical figures would
  // answer another question.
  if (asksOwnCase(question)) {
    return `${assistantCopy.unsure} ${assistantCopy.offerCall}`;
  }
  // "Am I legally entitled to compensation?", "what does error F23 mean?", "will the DNO let me
  // export 200kW?", "what would you do in my shoes?", "my chemistry homework": a person's to settle,
  // not our pages', whatever word they share with one of our answers.
  if (needsAPerson(question)) return `${assistantCopy.unsure} ${assistantCopy.offerCall}`;
  const earlier = messages
    .slice(0, -1)
    .filter((m) => m.role === "user")
    .map((m) => m.content);
  // Before any search: a town or a postcode asked about is placed in our regions or outside
  // them, and a product we do not offer is answered by what it is.
  // A postcode named with its town ("EH1 in Edinburgh") is placed by its postcode.
  const postcode = postcodeAsked(question);
  const town = placed || postcode ? undefined : townAsked(question, earlier);
  if (town?.abroad) return `${notCovered(abroadWork(town.town))} ${assistantCopy.offerCall}`;
  if (town) {
    // A town of ours, with something else asked ("how soon could you get out to me in Tenby?",
    // "we live in Bath, would we need planning permission?"): yes, and the reply to that.
    if (town.area || town.visited) {
      const rest = composeReply(messages, true);
      const where = areasAnswer();
      // (Not when the rest is a hand-off: "do you do Cheltenham?" is no request for a product called Cheltenham;
      // nor when it is only where we work: "do you come out this way?" Where we work and
      // more, "…and is the first visit free?", is both.)
      // (Where we work said with "we only visit…" is about some other place, not this town of ours.)
      const more = rest.includes(bookingRuleMessages.outOfArea)
        ? ""
        : rest
            .replace(where, "")
            .replace(/\[[^\]]*\]\([^)]*\)/g, "")
            .trim();
      if (!handedOff(rest) && !declines(rest) && (!rest.includes(where) || more !== "")) {
        return `${town.area ? inOurArea(town.town, town.area) : visitedByUs(town.town, undefined, town.postcodeAreas)} ${rest}`;
      }
    }
    return postcodeReply(town.town, town.area, town.visited, town.postcodeArea, town.postcodeAreas);
  }
  const request = productRequest(question, knowsProduct);
  // (A kind of project we have done is no product: "do you do leisure centres?")
  if (request && !request.offered && findProject(question, earlier).length === 0) {
    return `${notOffered(request.product)} ${assistantCopy.offerCall}`;
  }
  if (postcode) return postcodeReply(postcode.code, postcode.area, postcode.visited);

  // A follow-up to what we could not answer ("do you fit hybrid inverters?" … "what do they
  // cost?") is still about it: handed off again, not answered about something else.
  if (reply !== undefined && handedOff(reply) && leansOnly(question)) {
    return `${assistantCopy.unsure} ${assistantCopy.offerCall}`;
  }
  const intent = BUYING_INTENT.test(question);
  // A bare request ("can I get a quote for my house?") is answered with the next step, not a fact about quotes.
  const bare = intent && words(question.replace(ABOUT_THE_VISITOR, " ").replace(REQUEST_WORDS, " ")).length === 0;
  // "Do you sell batteries?" is searched as "batteries": the request's verb says nothing about which answer.
  // What our previous reply answered, so a follow-up can lean on it ("how much is one?").
  const answered = reply === undefined ? undefined : answerContext(reply);
  // "Even if I'm getting a full install?": a condition on what was just said, before anything else it names.
  if (reply !== undefined && CONDITION.test(question) && !conditionAnswered(question, earlier, answered)) {
    const more = saidMore(question, reply, earlier, answered, 2) ?? answerSaysMore(question, reply, answered, earlier);
    if (more) return withLink(more);
  }
  // "Would it be quicker if we added a battery as well?" after the payback: our answer, when it says
  // more than the reply did ("…batteries lengthen it"), rather than a fresh search on "battery".
  if (reply !== undefined && COMPARES_WHAT_WAS_SAID.test(question)) {
    const more = saidMore(question, reply, earlier, answered, 2);
    if (more) return withLink(more);
  }
  // "How do I change my mind later?" after our cookies, or about them: where the cookie choice is changed.
  const undone = choiceUndone(question, reply ?? "", earlier, answered);
  if (undone) return withLink(undone);
  // "And what do I get after that?" after the survey: the next step of our process.
  const next = nextStep(question, reply ?? "", answered);
  if (next) return withLink(next);
  // "What's the range on that?" after a typical saving: the figure our answer gives, not a fresh search of "range".
  const figure = reply === undefined ? undefined : figureOfWhatWasSaid(question, reply, earlier, answered);
  if (figure) return withLink(figure);
  // "Will you do the paperwork for that?" after the export scheme: our answer, which says we register it.
  const forms = reply === undefined ? undefined : paperworkSaid(question, reply, answered);
  if (forms) return withLink(forms);
  // "What did the farmer say about it?", "any reviews under five stars?": our customers' reviews.
  const review = bare ? undefined : reviewAnswer(question, reply ?? "", earlier.at(-1));
  if (review) return `${review} ${linkText(chatLinks.reviews)}`;
  const person = bare ? undefined : findPerson(question, earlier, answered, previous?.content);
  if (person?.link) {
    // "Who does the fitting, do you use subbies?": the other question of the message too.
    // ("Who does that, and have you done one near Swansea?": one of our projects, when it asks for one.)
    const asked = separateQuestions(question);
    const other = (asked.length > 1 ? asked : [])
      .filter((q) => !asksWho(q))
      .map((q) => findProject(q, earlier)[0] ?? findAnswer(q, earlier, answered))
      .find((d) => d && !("handoff" in d && d.handoff));
    return `${joinAnswers([person.answer, ...(other ? [other.answer] : [])])} ${linkText(person.link)}`;
  }
  const bill = billSavings(question, earlier);
  if (bill) return `${bill} ${linkText(chatLinks.calculator)}`;
  // "What size battery did they get?" after one of our projects (named by our reply, or by the
  // visitor's question it answered: "tell me about the Cardiff case study"): that project, whole.
  // ("What did the customer say about it?": the review they left, when the site has it.)
  const reviewed = reply === undefined ? undefined : reviewOfProjectSpokenOf(reply, question, earlier.at(-1));
  if (reviewed) return withLink(reviewed);
  const discussed = reply === undefined ? undefined : projectSpokenOf(reply, question, earlier.at(-1));
  if (discussed) return withLink(discussed);
  const projects = bare ? [] : findProject(question, earlier);
  if (projects.length > 0) {
    // "Have you done schools, and would it disrupt lessons?": the other question is answered too.
    const rest = separateQuestions(question).filter((q) => findProject(q).length === 0);
    const other = rest.map((q) => findAnswer(q, earlier, answered)).find((d) => d && !d.handoff);
    const told = joinAnswers([...projects.map((p) => p.answer), ...(other ? [other.answer] : [])]);
    return `${asksWhetherDone(question) ? `${projectLeadIn} ` : ""}${told} ${linkText(chatLinks.projects)}`;
  }
  const each = bare ? undefined : pricesOfEach(request?.rest ?? question);
  if (each) {
    const answer = joinAnswers(each.map((d) => d.answer));
    return intent ? `${answer} ${assistantCopy.offerCall}` : answer;
  }
  const [doc, also] = bare ? [] : findAnswers(request?.rest ?? question, earlier, answered);
  // "And the ones that only last a visit, when are they deleted?" after our cookies: the site's
  // copy on the conversation's subject, when our answers read the follow-up as another subject.
  // ("Ok, and how much does that cost?" after our drone surveys: the survey's price, not a system's.)
  const onSubject =
    doc && !also && reply !== undefined
      ? (passageOnSubject(question, earlier, answered, doc) ??
        aspectOfWhatWasSaid(question, earlier, answered, doc) ??
        replyRepeated(question, earlier, answered, doc))
      : undefined;
  if (onSubject) return withLink(onSubject);
  if (!doc) {
    // "Can you come out to Manchester?": a place the content does not name still gets where we work.
    const place = (w: string) => words(w).length > 0 && (!knowsWord(w) || areaWords().has(normalise(w.toLowerCase())));
    // (Unless where the visitor is only sets the scene: "…I'm in Keynsham", asking something else.)
    const asking = innermostAsking(question);
    const where = asksAboutArea(question) && (asking.length === 0 || asking.some(asksWhere));
    if (where && placeWords(question).some(place)) {
      return `${areasAnswer()} ${bookingRuleMessages.outOfArea} ${assistantCopy.offerCall}`;
    }
    // "Do you do ground mounted solar panels?": a kind of what we do, in words our content never
    // uses, is neither refused nor guessed at: the site does not say, and an adviser can.
    if (request?.offered && words(request.product).some((w) => !knowsWord(w))) {
      return `${notDescribed(request.product)} ${assistantCopy.offerCall}`;
    }
    // "Why does that matter?", "in actual pounds?": more of what we just said, when our answer
    // says more than the reply did.
    const more = reply === undefined ? undefined : saidMore(question, reply, earlier, answered);
    if (more) return withLink(more);
    // "Any others?", "what else?": the rest of the list our reply gave part of.
    const rest = reply === undefined ? undefined : restOfList(question, reply, answered);
    if (rest) return withLink(rest);
    // "What happens to a booking I'd made?" after "…we erase your details": our answer, which says it.
    const fuller = reply === undefined ? undefined : answerSaysMore(question, reply, answered, earlier);
    if (fuller) return withLink(fuller);
    // "And how long do you hang on to it?" after what we keep: our answer on the conversation's subject.
    const onTopic = reply === undefined ? undefined : answerOnSubject(question, earlier, answered);
    if (onTopic) return withLink(onTopic);
    // "When does it go up?" after whether scaffolding is included: when scaffolding goes up.
    const named = reply === undefined ? undefined : pronounAsSubject(question, earlier);
    if (named) return withLink(named);
    // Our own answers have none: the page whose copy says it, when one clearly does.
    // (Or a figure of our estimate the question names: "how many kWh a year does your estimate take as typical?")
    const passage = bare
      ? undefined
      : (findPassage(request?.rest ?? question, earlier, answered) ??
        namedFigure(request?.rest ?? question, earlier, answered));
    if (passage?.link) {
      return intent ? `${passage.answer} ${assistantCopy.offerCall}` : `${passage.answer} ${linkText(passage.link)}`;
    }
    return `${intent ? assistantCopy.intent : assistantCopy.unsure} ${assistantCopy.offerCall}`;
  }
  // Small print our answer does not give ("…and what standing charge does it use?"): the figures
  // How We Estimate lists.
  // (Two answers read in the message give way to the figures when it names two or more of them: "what
  // unit rate is that, and what standing charge a day?" asks the estimate's figures, not a price.)
  const found = bare ? [] : figuresFor(request?.rest ?? question, doc, earlier, answered);
  const figures = also && found.length < 2 ? [] : found;
  if (figures[0]?.link) {
    const told = joinAnswers(figures.map((d) => d.answer));
    return `${told} ${unquotedSize(question, told) ? assistantCopy.offerCall : linkText(figures[0].link)}`;
  }
  // "30% off a bill sounds like fluff. What is that figure based on?": the basis of our figures, after
  // the sentence of ours that states the figure the visitor quotes.
  const quoted = !also && doc.answer === claimBasis ? typicalFigureQuoted(question, doc.answer) : undefined;
  const answer = also ? joinAnswers([doc.answer, also.answer]) : quoted ? `${quoted} ${doc.answer}` : doc.answer;
  // A price our answer does not give ("a Tesla Powerwall"), or an exact one ("what would a 12kW
  // system cost exactly?", the survey's to give): what we know, and an adviser for the rest.
  const asksPrice = asksForPrice(rephrase(question));
  const unpriced = asksPrice && !answer.includes("£");
  const exact = asksPrice && EXACT.test(question);
  // A price per kW our answer does not give ("your price per kW at 300kW?"): the survey's to work out.
  const perUnit = PER_KW.test(question) && !PER_KW.test(answer);
  // "How many hours would a 10kWh battery run my house?": our typical figure is for another home.
  if (unquotedFigure(question, answer)) return `${assistantCopy.unsure} ${assistantCopy.offerCall}`;
  // ("Will the council say yes to our listed cottage?": what we say in general, and an adviser for their case.)
  if (
    doc.handoff ||
    intent ||
    unpriced ||
    exact ||
    perUnit ||
    unquotedSize(question, answer) ||
    VERDICT_ON_THEIR_CASE.test(question)
  ) {
    return `${answer} ${assistantCopy.offerCall}`;
  }
  const link = also?.link ?? doc.link;
  return link ? `${answer} ${linkText(link)}` : answer;
}

/** The openings of our replies that decline: a product we do not offer, or do not describe, or a subject the site does not cover. */
const DECLINING = [notOffered, notDescribed, notCovered].map((reply) => reply("\u0000").split("\u0000")[0]!);
/** Whether a reply declines ("we don't sell or install Cheltenham"), rather than answers with the offer of a call. */
const declines = (reply: string) => DECLINING.some((opening) => reply.startsWith(opening));

/** A figure ("30%", "£590") a question quotes. */
const FIGURE = /\d+(?:\.\d+)?%|£\d[\d,]*/g;

/**
 * The sentence of our answers that states, for our typical home, a figure the question quotes and
 * an answer does not ("…our estimate is a cut of about 30% in the electricity bill…").
 */
function typicalFigureQuoted(question: string, answer: string): string | undefined {
  const figures = (question.match(FIGURE) ?? []).filter((f) => !answer.includes(f));
  if (figures.length === 0) return undefined;
  return buildKnowledge()
    .flatMap((d) => (d.handoff ? [] : d.answer.split(SENTENCE_END)))
    .find((sentence) => /\btypical home\b/i.test(sentence) && figures.some((f) => sentence.includes(f)));
}

/** Answers one after another, without a sentence said twice ("Batteries start from £6,500…"). */
function joinAnswers(answers: string[]): string {
  const said = new Set<string>();
  return answers
    .flatMap((answer) => answer.split(SENTENCE_END))
    .filter((sentence) => !said.has(sentence) && said.add(sentence))
    .join(" ");
}

/** Whether a reply of ours said the site does not cover what was asked. */
function handedOff(reply: string): boolean {
  return (
    reply.includes(assistantCopy.unsure) ||
    reply.includes(whatWeOffer) ||
    assistantHandoffs.some((h) => reply.startsWith(h.answer))
  );
}

/** "£150 a month", "about 120 quid a month": a monthly bill's amount in pounds. */
const MONTHLY_BILL =
  /(?:£\s?(\d{2,4})|\b(\d{2,4})(?= ?(?:quid|pounds?)\b))(?: ?(?:quid|pounds?))? ?(?:a|per|each|every|\/) ?(?:month|mth|mo)\b|\b(\d{2,4}) ?(?:a|per|each|\/) ?(?:month|mth)\b/i;
/** "The quiz said … for my £150 bill": the bill the quiz asked for, which is monthly. */
const QUIZ_BILL = /£\s?(\d{2,4}) (?:monthly |electric(?:ity)? )?bill\b/i;
/** "And if my bill is under £50?" after the quiz: the bill named after it, which is monthly too. */
const BILL_IS =
  /(?<=\bbill(?:['’]s| is| was| were)? (?:(?:under|less than|below|over|more than|about|around) )?)£\s?(\d{2,4})\b/i;
const ASKS_SAVINGS = /\bsav(?:e|es|ed|ing|ings)\b|\bknock (?:\w+ )?off\b|\bcut (?:my|our|the) bill/i;

/**
 * Our estimate for a monthly bill the visitor names, asked with a savings question or as the
 * answer to one ("how much could I save?" … "it's about 150 a month"): the engine's figures for
 * that bill and our reference home in Cardiff, in the words the quiz's contact step uses
 * (decision 100). The quiz's band for the bill is said only when the visitor asks what the quiz
 * says, as the quiz shows it: a rough guide, beside our estimate (decision 116).
 */
function billSavings(question: string, earlier: string[]): string | undefined {
  const quizAsked = QUIZ.test(question) || QUIZ.test(earlier.at(-1) ?? "");
  const match =
    MONTHLY_BILL.exec(question) ?? (quizAsked ? (QUIZ_BILL.exec(question) ?? BILL_IS.exec(question)) : null);
  // A battery asked about ("with a battery compared to without?") is the battery's answer, not the reference home's.
  if (!match || /\bbatter(?:y|ies)\b/i.test(question)) return undefined;
  const last = earlier.at(-1) ?? "";
  if (!ASKS_SAVINGS.test(question) && !ASKS_SAVINGS.test(last)) return undefined;
  const bill = Number(match[1] ?? match[2] ?? match[3]);
  const estimate = quizEstimateFor(bill);
  // A bill the engine cannot use (below the standing charge, say) gets the usual answer.
  if (typeof estimate === "string") return undefined;
  // "What does the quiz say I'd save?": what the quiz shows for that bill, its band with the note
  // the quiz puts under it (decision 100), then our estimate.
  if (QUIZ.test(question) || QUIZ.test(last)) {
    const under = /\b(?:under|less than|below)\s*$/i.test(question.slice(0, match.index));
    const band = savingsFor(billAnswerFor(under ? bill - 1 : bill));
    if (band) return `The quiz shows "${quizCopy.savingsLine(band)}" for that bill. ${estimate.bandNote}`;
  }
  return `${estimate.line} ${estimate.basis}`;
}

const QUIZ = /\bquiz\b/i;

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
