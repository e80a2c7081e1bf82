/**
 * The parts of a visitor's message that ask something (decision 113): a long message gives its
 * setting (the house, the family, the last installer) and then its question, and only the
 * question is searched. Text only: no knowledge of our content.
 */
/** Where a message's sentences end. */
export const SENTENCE_END = /(?<=[?!.])\s+|\s*\n+\s*/;
/**
 * Words that open what carries no question: "so", "and", "but", "ok", "just"; "like" before a
 * question ("…on top of his panels, like how much could a battery cut my bill?").
 */
const LEAD_IN =
  /^(?:(?:so|and|but|or(?= (?:can|could) )|like(?=,? (?:how|what|when|where|which|who|why|can|could|does|do|is|are|will|would|should)\b)|ok|okay|right|also|anyway|basically|just|well|then|now|hi|hello|hey|thanks|cheers)\b[\s,.!-]*)+/i;
/** How an English question or request for information opens. */
const ASKING =
  /^(?:what|whats|what's|how|when|where|which|who|why|can|could|do|does|did|is|are|was|were|will|would|should|shall|have|has|any|am|i (?:want|would like|need) to know|i['’]?d like to know|(?:i['’]?m |i am |just )?wondering|tell me|roughly|ballpark)\b/i;
/**
 * A question that only checks what was said before it: "is that right?", "is that true?", "does
 * that make sense?", "does that change anything?" (round 5).
 */
const CHECKING =
  /^(?:(?:is|isn['’]?t|was|are|would|will|does|do) (?:that|this|it|they|there)(?: \w+)?(?: (?:right|true|correct|so|the case|a thing|ok|okay|possible|likely|sensible|accurate|anything|a difference|any difference)| make sense)?|(?:am i|are we) (?:right|wrong|on the right track)|(?:true|right|correct))\s*\?*$/i;
/**
 * A question that weighs what the sentences before it said, with no subject of its own: "what do
 * you reckon realistically?" after a salesman's claim, "does that kill the idea or can you work
 * round it?" after a tree shading the roof. What it weighs is the subject asked about.
 */
const WEIGHING =
  /^(?:(?:what|how) do you (?:reckon|think)|(?:does|would|will|is|can) (?:that|this|it) (?:kill|rule|stop|put|mean|matter|affect|change|work|sound|be)|[^?]*\brealistically\b|[^?]*\b(?:sound|sounds) (?:right|true|about right)\b)/i;
/** Who said what is checked: "my neighbour says (that)…", "I've heard…", "apparently…". */
const REPORTED =
  /^(?:[^.?!]{0,40}?\b(?:says|said|told (?:me|us)|tells (?:me|us)|reckons|reckoned|mentioned|swears|swore)|i(?:['’]ve| have)? (?:heard|read|been told)|apparently)\s+(?:that\s+)?/i;
/**
 * Where a clause of a sentence begins: after a comma, a dash or a semicolon, or "and" before a
 * question ("…worth it and roughly what would it cost?").
 */
const CLAUSE_BREAK =
  /\s*[,;:–—-]\s+|\s+(?:and|but|or|so)\s+(?=(?:(?:roughly|ballpark|approximately|approx|realistically|honestly) )?(?:what|whats|what['’]s|how|when|where|which|who|why|can|could|do|does|is|are|will|would|should)\b)/i;
/**
 * A clause that only narrows the question before it ("when is it due, before or after the job's
 * done?") or asks its reason ("how much higher can it end up, and why?"): it asks nothing of its own.
 */
const NARROWING = /^(?:before or after|after or before|or (?:before|after))\b|^(?:and )?(?:why|how come)\s*\?*\s*$/i;
/**
 * "If I have these panels put on do they need much looking after?": a condition, the visitor's
 * situation, before a question about what it names ("they"), with no comma between them; what
 * follows it asks. ("If I ask in this chat does it go…" and "…do we get money off" ask with it.)
 */
const CONDITION = /^(?:if|once) [^?,]*?\s(?=(?:do|will|would|can|could|are|should) (?:they|them)\b)/i;
/** "…wants to know who you're certified with": a request for what follows it. */
const WANTS_TO_KNOW =
  /\b(?:want|wants|wanted|would like|['’]d like|need|needs|keen) to (?:know|find out|ask)\b[,:]?\s*(?:if|whether|about)?\s*/i;

/**
 * "Batteries - what's the starting price and how long are they guaranteed for?", "the warranty: how
 * long, and what does it cover?": a sentence that opens with what it is about (a few words, no
 * question of their own) before a dash or colon, and then asks. Every clause after it asks about
 * that, though it does not name it again.
 */
const HEADING =
  /^((?:(?:the|your|ur|a|an|my|our|re|on|about) )?[a-z][\w'’]*(?: [a-z][\w'’]*){0,2})\s*(?:\s[-–—]|:)\s+(?=\S)/i;
/** A sentence's heading (see HEADING), and the rest of it. */
function headed(body: string): { heading: string; rest: string } | undefined {
  const m = HEADING.exec(body);
  if (
    !m ||
    ASKING.test(m[1]!) ||
    /^(?:yes|no|ok|okay|hi|hello|hey|thanks|cheers|sorry|please|quick one|quick question)$/i.test(m[1]!)
  )
    return undefined;
  return { heading: m[1]!, rest: body.slice(m[0].length) };
}
/** A clause of a headed sentence, with what the heading says it is about ("what is the starting price about batteries"). */
const about = (clause: string, heading: string | undefined) =>
  heading && !clause.toLowerCase().includes(heading.toLowerCase())
    ? `${clause.replace(/\s*\?+\s*$/, "")} about ${heading}${/\?\s*$/.test(clause) ? "?" : ""}`
    : clause;

/**
 * The sentences and clauses of a long message that ask something: those with a question mark,
 * or opening as a question or request does ("what…", "how…", "can you…", "I want to know…"),
 * and the last asking clause of each ("we've just moved in, what would it cost?" → "what would
 * it cost?"). Empty for a message of one clause: there is nothing to pick out.
 */
export function askingClauses(message: string): string[] {
  const sentences = message
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const out: string[] = [];
  for (const [i, sentence] of sentences.entries()) {
    const body = sentence.replace(LEAD_IN, "");
    // "…you need planning for panels. Is that right?" asks whether the sentence before is true.
    if (CHECKING.test(body)) {
      if (i > 0) out.push(sentences[i - 1]!.replace(LEAD_IN, "").replace(REPORTED, ""));
      continue;
    }
    // "Salesman swore panels pay for themselves in 4 years. Sounds like rubbish. What do you reckon
    // realistically?": the claim the question weighs is in the (up to two) sentences before it that do not ask.
    if (WEIGHING.test(body) && i > 0) {
      const claims = sentences.slice(Math.max(0, i - 2), i).filter((s) => !s.endsWith("?"));
      for (const claim of claims) out.push(claim.replace(LEAD_IN, "").replace(REPORTED, ""));
    }
    const head = headed(body);
    const parts = (head ? head.rest : body)
      .split(CLAUSE_BREAK)
      .map((p) => p.replace(LEAD_IN, ""))
      .map((p) => about(p, head?.heading));
    // ("…with an 8 year payback, does that sound about right to you?": the clause before, in one sentence.)
    const weighed = parts.findIndex((p, j) => j > 0 && WEIGHING.test(p));
    if (weighed > 0) out.push(parts.slice(0, weighed).join(", ").replace(REPORTED, ""));
    // "7 grand for panels, is that about right?": the check asks about the clause before it, which the sentence has.
    const asking = parts.filter((p) => (ASKING.test(p) || p.endsWith("?")) && !CHECKING.test(p) && !NARROWING.test(p));
    if (sentence.endsWith("?") || ASKING.test(body)) out.push(body);
    const last = asking.at(-1);
    if (last && last !== body && ASKING.test(last)) out.push(last);
    const condition = CONDITION.exec(body);
    if (condition) out.push(body.slice(condition[0].length));
    const wanted = WANTS_TO_KNOW.exec(body);
    if (wanted && wanted.index + wanted[0].length < body.length) out.push(body.slice(wanted.index + wanted[0].length));
  }
  const unique = [...new Set(out)];
  return unique.length === 1 && unique[0] === message.trim() ? [] : unique;
}

/** Whether a text asks, as a question or a request for information does, rather than remarks ("are you certified?", not "you lot are cowboys"). */
export function asks(text: string): boolean {
  return /\?\s*$/.test(text) || ASKING.test(text.trim().replace(LEAD_IN, "")) || WANTS_TO_KNOW.test(text);
}

/** The asking clauses of a message that hold no other ("how much is a battery?", not "We're in Newport, how much is a battery?"). */
export function innermostAsking(message: string): string[] {
  const asking = askingClauses(message);
  return asking.filter((c) => !asking.some((o) => o !== c && c.includes(o)));
}

/** "What house" before "and what usage is that based on?": a what or which and its noun, with no verb of its own. */
const BARE_WHICH = /^(?:what|which) (?:\w+ )?\w+$/i;
const WHAT_OR_WHICH = /^(?:what|which)\b/i;

/**
 * Clauses with the one after them when they only name what is asked and share its verb ("what house
 * and what usage is that figure based on?" asks one thing); "what size, and how much?" stays two.
 */
function sharingTheirVerb(parts: string[]): string[] {
  const joined: string[] = [];
  for (const [i, part] of parts.entries()) {
    const previous = i > 0 ? parts[i - 1]!.trim() : "";
    if (i > 0 && BARE_WHICH.test(previous) && WHAT_OR_WHICH.test(part.trim())) {
      joined[joined.length - 1] = `${previous} and ${part}`;
    } else joined.push(part);
  }
  return joined;
}

/**
 * The separate questions of a message, in order: every clause of every sentence that asks
 * ("how much is a battery and how long does it last?" → "how much is a battery", "how long does
 * it last?"). A message that asks one thing gives one.
 */
export function separateQuestions(message: string): string[] {
  return message
    .split(SENTENCE_END)
    .map((s) => s.trim().replace(LEAD_IN, ""))
    .filter((s) => s !== "" && !CHECKING.test(s))
    .flatMap((body) => {
      const head = headed(body);
      return sharingTheirVerb((head ? head.rest : body).split(CLAUSE_BREAK))
        .map((p) => p.replace(LEAD_IN, "").trim())
        .filter((p) => p !== "" && (ASKING.test(p) || p.endsWith("?")) && !CHECKING.test(p) && !NARROWING.test(p))
        .map((p) => about(p, head?.heading));
    });
}
