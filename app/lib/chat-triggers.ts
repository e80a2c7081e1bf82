/**
 * When the chat widget switches to its lead-details form (docs/product.md §4.2). Pure, so
 * the rules are unit-tested on their own.
 *
 * Decisions beyond the original phrase list:
 * - "speak to" and "talk to" count only when a person follows within three
 *   words ("speak to someone", "talk to an adviser"), so "does the battery
 *   talk to the app?" does not open a form.
 * - A negation shortly before a phrase cancels it: "I don't want to talk to
 *   anyone" and "no need to call me" do not trigger; so does "if I ask for" ("and if
 *   I do ask for a call back?" asks what follows), a condition ("if we get in
 *   touch this week, how long…") and a wait told of ("the last firm took a week
 *   to ring me back").
 * - An affirmative counts only as a short reply (at most six words, no
 *   question, no "not"/"no") to an assistant message that offers a free call.
 */

/** Assistant text asking for the visitor's details (trigger a). */
const ASKS_FOR_DETAILS = /\b(a few (more )?details|contact details|your details below)\b/i;

/** Assistant text offering a call (what makes an affirmative reply count, trigger c). */
const OFFERS_CALL =
  /\b(free (phone )?(call|callback|call-back|consultation)|(call|ring) you back|would you like (us to|one of our advisers to|an adviser to) (call|ring))\b/i;

const PERSON = String.raw`(?:someone|somebody|anyone|anybody|a person|a human|a real person|an? (?:adviser|advisor|expert|engineer|agent|installer|representative|consultant)|advisers?|advisors?|your team|the team|sales|staff|you|human)`;

/** Visitor phrases asking to be contacted (trigger b). */
const CONTACT_PHRASES = [
  /\bcall(?:ing)? (?:me )?back\b/i,
  /\bcall me\b/i,
  /\bring me\b/i,
  /\bcontact me\b/i,
  /\breach out\b/i,
  /\bget in touch\b/i,
  new RegExp(String.raw`\b(?:speak|talk)(?:ing)? (?:to|with) (?:\w+ ){0,3}?${PERSON}\b`, "i"),
];

const NEGATION = /\b(?:don'?t|do not|dont|never|no need|not|won'?t|wouldn'?t|without|stop)\b[^.!?]{0,25}$/i;

/** "And if I do ask for a call back?", "what if we request a call back": asking what follows, not asking for one. */
const HYPOTHETICAL =
  /\bif (?:i|we) (?:do |did |then |were to )?(?:ask|asked|request|requested|want|wanted|get|got)(?: (?:for|you to|to))?\s*(?:a |an )?$/i;

/**
 * A condition just before a phrase makes it no request: "if we get in touch this week, how long
 * until…" asks how long ("if I could speak to someone" still asks).
 */
const CONDITION = /\b(?:if|once|when|after|before) (?:we|i)(?: (?!could\b|can\b|may\b|might\b)\w+)?\s*$/i;

/** A wait told of, not a request: "the last firm took a week to ring me back". */
const WAITED = /\b(?:took|takes|taking|waited|waiting)\b[^.!?]{0,30}\bto $/i;

const AFFIRMATIVE = /^(?:yes|yeah|yep|yup|sure|ok|okay|sounds good|please|go ahead|definitely|absolutely|of course)\b/i;

export function asksForDetails(assistantText: string): boolean {
  return ASKS_FOR_DETAILS.test(assistantText);
}

export function offersCall(assistantText: string): boolean {
  return OFFERS_CALL.test(assistantText);
}

export function wantsContact(userText: string): boolean {
  for (const phrase of CONTACT_PHRASES) {
    const match = phrase.exec(userText);
    const before = userText.slice(0, match?.index ?? 0);
    const asks = ![NEGATION, HYPOTHETICAL, CONDITION, WAITED].some((pattern) => pattern.test(before));
    if (match && asks) return true;
  }
  return false;
}

export function isAffirmative(userText: string): boolean {
  const text = userText.trim().replace(/[.!,]+$/g, "");
  if (text === "" || text.includes("?")) return false;
  if (text.split(/\s+/).length > 6) return false;
  if (/\b(?:no|not|don'?t|later|maybe)\b/i.test(text)) return false;
  return AFFIRMATIVE.test(text);
}

export type LocalTrigger = "contact-request" | "accepted-offer";

/**
 * Whether the visitor's message opens the lead form without asking the
 * server, given the assistant message just before it.
 */
export function localLeadTrigger(userText: string, previousAssistant: string | undefined): LocalTrigger | null {
  if (wantsContact(userText)) return "contact-request";
  if (previousAssistant !== undefined && offersCall(previousAssistant) && isAffirmative(userText)) {
    return "accepted-offer";
  }
  return null;
}
