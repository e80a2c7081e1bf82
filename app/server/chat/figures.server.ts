/**
 * The figures of our savings estimate as answers (decision 117): every constant How We Estimate
 * lists, found in an index of their own (figureIndex) when a question about our estimate,
 * calculator, price list or figures names one, so "what standing charge does your estimate
 * use?" gets 57.19p a day, not our answer on the method in general.
 */
import { assistantSynonyms } from "~/content/chat-language";
import type { KnowledgeDoc } from "./knowledge.server";
import { expand, normalise, words } from "./retrieval.server";
import { type AnswerContext, figureIndex, rephrase, searchBest } from "./search.server";
import { CLEAR_LEAD, EVERYDAY, GENERIC } from "./answers.server";

/** Words that ask about our savings estimate, its figures or our price list. */
const ESTIMATE_ASKED =
  /\b(?:estimates?|estimated|calculator|calculations?|assum(?:e|es|ed|ing|ptions?)|price list|(?:your|the|those|these) (?:savings )?figures|method)\b/i;

/**
 * A figure of our estimate that a question names: at least two words of its name ("standing
 * charge", "round-trip efficiency"), far ahead of any other figure.
 */
export function namedFigure(
  question: string,
  earlier: string[],
  answered?: AnswerContext,
  estimateAsked = false,
): KnowledgeDoc | undefined {
  // (Asked of our estimate, in the question or the one before: "the smallest system" is otherwise a business's too.)
  if (!estimateAsked && !ESTIMATE_ASKED.test(question) && !ESTIMATE_ASKED.test(earlier.at(-1) ?? "")) return undefined;
  const { hits, searched } = searchBest(question, earlier, "", 2, answered, figureIndex());
  const [best, next] = hits;
  if (!best?.distinctive || (next && best.rank < CLEAR_LEAD * next.rank)) return undefined;
  const name = new Set(words(best.doc.title).map(normalise));
  const named = words(searched)
    .map((w) => expand(w, assistantSynonyms))
    .filter((terms) => !terms.some((t) => GENERIC.has(t) || EVERYDAY.has(t)))
    .filter((terms) => terms.some((t) => name.has(t) && best.terms.has(t)));
  // (A part of a question already about our estimate may name its figure in one word: "…and how many cycles?")
  if (named.length >= (estimateAsked ? 1 : 2)) return best.doc;
  // "What's the low one?" after the export rate: one word of its own, standing for a figure the
  // question before named the rest of ("export rate"), and no other figure near it.
  const before = new Set(words(earlier.at(-1) ?? "").flatMap((w) => expand(w, assistantSynonyms)));
  const fromBefore = [...best.terms].filter((t) => name.has(t) && before.has(t) && !GENERIC.has(t));
  const leans = STANDS_FOR_ONE.test(question) && words(question).length <= 4;
  return leans && named.length === 1 && fromBefore.length >= 1 && (!next || best.rank >= ONE_WORD_LEAD * next.rank)
    ? best.doc
    : undefined;
}

/** "The low one", "the high ones": a figure spoken of before, picked out by a word of its own. */
const STANDS_FOR_ONE = /\b(?:one|ones|figure|case)\b/i;
/** How far a figure picked out by one word of a follow-up must lead the next (ALONE_LEAD in answers.server). */
const ONE_WORD_LEAD = 3.5;

/** "…, and how many cycles a year?": where a question of our estimate goes on to ask another figure. */
const NEXT_ASKED = /,?\s+\band\s+(?=(?:how|what|which|when|does|do|is|are|the)\b)|[?;]\s*/i;

/**
 * Every figure of our estimate a question names, one for each of its parts ("what round-trip
 * efficiency does it assume, and how many cycles a year?"): two or more, or none.
 */
function namedFigures(question: string, earlier: string[], answered?: AnswerContext): KnowledgeDoc[] {
  if (!ESTIMATE_ASKED.test(question) && !ESTIMATE_ASKED.test(earlier.at(-1) ?? "")) return [];
  const parts = question.split(NEXT_ASKED).filter((p) => words(p).length > 0);
  if (parts.length < 2) return [];
  const found = [...new Set(parts.map((p) => namedFigure(p, earlier, answered, true)).filter((d) => d !== undefined))];
  return found.length >= 2 ? found : [];
}

/**
 * A figure of our estimate the question names that our answer does not give: "what standing
 * charge does your estimate use?" gets the standing charge from the list on How We Estimate, not
 * our answer on the method in general. It must match a word of the question our answer never
 * uses, one that picks the figure out.
 */
function sharperFigure(
  question: string,
  doc: KnowledgeDoc,
  earlier: string[],
  answered?: AnswerContext,
): KnowledgeDoc | undefined {
  const figure = namedFigure(question, earlier, answered);
  if (!figure) return undefined;
  const said = new Set(words(doc.answer).map(normalise));
  const told = new Set(words(`${figure.title} ${figure.answer}`).map(normalise));
  const index = figureIndex();
  const sharper = words(rephrase(question))
    .map((w) => expand(w, assistantSynonyms))
    .some((terms) => !terms.some((t) => said.has(t)) && terms.some((t) => told.has(t) && index.picksOut(t)));
  return sharper ? figure : undefined;
}

/**
 * The figures of our estimate to answer with in place of our answer `doc` (see sharperFigure):
 * the one it lacks, or every figure the question names when it names several ("…round-trip
 * efficiency, and how many cycles a year?"); none when our answer will do.
 */
export function figuresFor(
  question: string,
  doc: KnowledgeDoc,
  earlier: string[],
  answered?: AnswerContext,
): KnowledgeDoc[] {
  const sharper = sharperFigure(question, doc, earlier, answered);
  if (!sharper) return [];
  const figures = namedFigures(question, earlier, answered);
  return figures.includes(sharper) ? figures : [sharper];
}
