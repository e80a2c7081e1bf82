/**
 * How long a stage of our process takes: a how-long question is answered with the stage it names
 * (the survey, the drone survey, the paperwork, the installation, the switch-on), or the stage the
 * question before named, rather than the whole timeline from first call to switch-on.
 */
import { askingClauses } from "./clauses.server";
import type { KnowledgeDoc } from "./knowledge.server";
import { type KnowledgeIndex, words } from "./retrieval.server";
import { type AnswerContext, isConfident, rephrase, searchBest } from "./search.server";

/**
 * The answer on the stage of our process a how-long question names, instead of the answer `doc` its
 * words found, or `doc` itself.
 */
export function stageInstead(
  doc: KnowledgeDoc,
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  index: KnowledgeIndex<KnowledgeDoc>,
): KnowledgeDoc {
  // "Yeah but how many weeks?" after the planning stage, "how long does it last?" after the drone
  // survey: a how-long question that names nothing of its own asks the length of the stage the
  // visitor's question before named.
  const stage = stageOfEarlier(question, earlier, doc, index);
  if (stage) return stage;
  // "How long does a drone survey take? I don't want a whole day of disruption", "how long is the
  // planning bit?", "what happens on the day you switch it on?": the stage it names, not the whole
  // timeline from first call to switch-on, nor an answer that gives no length (whether planning
  // permission is needed).
  if (doc.id === "process") return stageAsked(question, earlier, answered, index, ASKS_OF_A_STAGE) ?? doc;
  return STATES_LENGTH.test(doc.answer) ? doc : (stageAsked(question, earlier, answered, index, HOW_LONG) ?? doc);
}

/** The words of a how-long question that name nothing: "yeah but how many weeks?", "how long does it last? like years". */
const ONLY_HOW_LONG =
  /^(?:long|take|takes|taking|took|last|lasts|lasting|time|minutes?|hours?|days?|weeks?|months?|years?|yeah|yes|but|so|then|like|roughly|about|ok|okay)$/i;

/** The stage the visitor's question before named, when a how-long question names nothing of its own. */
function stageOfEarlier(
  question: string,
  earlier: string[],
  doc: KnowledgeDoc,
  index: KnowledgeIndex<KnowledgeDoc>,
): KnowledgeDoc | undefined {
  const before = earlier.at(-1);
  const phrased = rephrase(question);
  if (!before || !HOW_LONG.test(phrased) || !words(phrased).every((w) => ONLY_HOW_LONG.test(w))) return undefined;
  // ("How long do they last?" stands for things, the panels, not a stage; "how long will they be
  // here?" for the people a visit sends.)
  if (/\b(?:they|them|those|these)\b/i.test(question) && !PEOPLE_STAY.test(question)) return undefined;
  // (Not one that already says how long something else takes: "how long is it valid?" after a price.)
  if (!STAGE_DOC.test(doc.id) && doc.id !== "process" && STATES_LENGTH.test(doc.answer)) return undefined;
  // ("Wanna book someone to come look at the roof", "someone out to have a look at the roof": a visit
  // to look at the roof is the survey, which inspects it, whatever else the phrase rules read in it.)
  const named = VISIT_TO_LOOK.test(before) ? ["survey"] : rephrase(before).match(new RegExp(STAGE_NAMED.source, "gi"));
  if (!named || WHOLE_TIMELINE.test(rephrase(before))) return undefined;
  return stageAsked(`how long does the ${named.join(" ")} take`, [], undefined, index, HOW_LONG);
}

/** "How long will they be here for?", "how long do they stay?": how long the people a stage sends stay at the visitor's. */
const PEOPLE_STAY =
  /\b(?:they|he|she)(?:['’]ll| will| would| do| does| are| is)? (?:be (?:here|there|round|over|on site|at (?:mine|ours|the house|my (?:house|place|home)|our (?:house|place|home)))|stay|hang around)\b/i;
/** "Someone to come look at the roof", "pop round and have a look": a visit to look at the home, our survey. */
const VISIT_TO_LOOK =
  /\b(?:come|pop|popping|coming|send(?: \w+)?|someone|somebody|a surveyor|an engineer)(?: (?:out|round|over|by))?(?: (?:and|to|n))? (?:look|have a look|take a look|see|check|inspect)(?: (?:at|over))? (?:the|my|our) (?:roof|house|home|place|property)\b/i;

/** An answer that says how long something takes: "30 minutes", "1-2 hours", "2-4 weeks", "under an hour". */
export const STATES_LENGTH = /\b\d+(?:-\d+)? (?:minutes?|hours?|days?|weeks?|months?)\b|\bunder an hour\b/i;

/** "How long…", "how many hours…", "how much time…": a question of how long something takes. */
export const HOW_LONG = /\bhow (?:long|many (?:minutes|hours|days|weeks))\b|\bhow much time\b/i;
/** A question of how long a stage takes, or of what happens in it ("what happens on the day you switch it on?"). */
const ASKS_OF_A_STAGE = new RegExp(
  String.raw`${HOW_LONG.source}|\bwhat (?:happens|goes on|is involved|do you do|will you do|gets done)\b`,
  "i",
);
/**
 * The whole timeline asked for ("the whole process", "start to finish", "in total", "from first call
 * to…", "from saying yes to being switched on"), or the wait until a stage ("how long until
 * installation?"), not a stage's own length. ("A whole day" is a length, not the whole process.)
 */
const WHOLE_TIMELINE =
  /\b(?:whole|entire|overall|total|altogether|start to finish|beginning to end|end to end|process|timeline)\b(?! (?:day|days|morning|afternoon|week|weekend)\b)|\b(?:until|till|til|before|by the time|wait)\b|\bfrom\b[^.?!]*\bto\b/i;
/** A stage of our process named: the consultation, survey, drone, paperwork and permits, installation, handover. */
const STAGE_NAMED =
  /\b(?:survey|surveys|surveyor|surveyors|drone|consultation|consult|planning|permits?|paperwork|notification|scheduling|installation|install|fitting|commissioning|handover|scaffolding|design|switch on)\b/i;
/** Our answers about a stage's length: the process's steps, the drone survey, the installation days. */
export const STAGE_DOC = /^(?:step:\d+|topic:drone-time|faq:installation-time)$/;

/**
 * The answer on the stage a how-long question names ("how long does the drone survey take?",
 * "what happens in the paperwork stage and how long does it take?"), when it matches the clause
 * that asks as well as the whole timeline does.
 */
function stageAsked(
  question: string,
  earlier: string[],
  answered: AnswerContext | undefined,
  index: KnowledgeIndex<KnowledgeDoc>,
  asks: RegExp,
): KnowledgeDoc | undefined {
  const asking = [question, ...askingClauses(question)].filter((c) => asks.test(c));
  for (const clause of asking) {
    const phrased = rephrase(clause);
    if (WHOLE_TIMELINE.test(clause) || WHOLE_TIMELINE.test(phrased) || !STAGE_NAMED.test(phrased)) continue;
    const { hits } = searchBest(clause, earlier, clause === question ? "" : question, 5, answered, index);
    const whole = hits.find((h) => h.doc.id === "process");
    const stage = hits.find(
      (h) => STAGE_DOC.test(h.doc.id) && isConfident(h) && (!whole || h.confidence >= whole.confidence),
    );
    if (stage) return stage.doc;
  }
  return undefined;
}
