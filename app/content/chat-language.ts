/**
 * How visitors say things, for the chat assistant: their phrases rewritten
 * into our content's words and their words mapped to ours (both applied to
 * questions only), and the words that name what we offer. The rules live in
 * chat-language/, one file per kind; this module puts them together. What the
 * assistant answers is in chat-knowledge.ts; the aspects a question asks, in
 * chat-aspects.ts.
 */
import { backgroundPhrases } from "~/content/chat-language/background-and-fillers";
import { bookingPhrases } from "~/content/chat-language/booking-and-contact";
import { calculatorPhrases } from "~/content/chat-language/calculator-and-estimates";
import { companyPhrases } from "~/content/chat-language/company-team-and-reviews";
import { exportPhrases } from "~/content/chat-language/export-and-tariffs";
import { homePhrases } from "~/content/chat-language/homes-and-roofs";
import { moneyPhrases } from "~/content/chat-language/money-and-prices";
import { privacyAndLegalPhrases } from "~/content/chat-language/privacy-and-legal";
import { productPhrases } from "~/content/chat-language/products-batteries-ev-hot-water";
import { carePhrases } from "~/content/chat-language/surveys-care-and-warranty";
import { timelinePhrases, timelinePhrasesAfterBooking } from "~/content/chat-language/timeline-and-process";

export { assistantProducts } from "~/content/chat-language/products";
export { assistantSynonyms } from "~/content/chat-language/synonyms";
export { everydayWords, textSpeak } from "~/content/chat-language/text-speak";

/**
 * Visitors' phrases whose words mean something else apart ("up and running"
 * is a switch-on, not running costs), rewritten into our content's words
 * before the search. Question side only; each is how people say it, not a
 * question of a test set.
 *
 * The order matters: rephrase() (server/chat/search.server.ts) applies the rules one
 * after another, each to the text the ones before it left, so a rule can feed a later
 * one ("another company" becomes "existing others", which the retrofit rule reads) or
 * take its words first ("first call" is read as the whole timeline before it can be an
 * initial consultation). Within each file the rules keep the order they were written in;
 * the lists are placed so that every rule still comes before any later rule it can
 * interact with. That is why the timeline's rules come in two parts, around
 * the booking rules: "from the first call to the install" is read as the whole timeline
 * before the booking rules take "first call" as the initial consultation, and "from the
 * first phone call to…" and "survey visit" are read after them (they read "book the
 * survey visit for a Saturday" first).
 * Reordering rules across lists can change how a question is read: check every eval
 * question's rephrase() before and after.
 */
export const assistantPhrases: [RegExp, string][] = [
  ...productPhrases,
  ...backgroundPhrases,
  ...timelinePhrases,
  ...bookingPhrases,
  ...timelinePhrasesAfterBooking,
  ...companyPhrases,
  ...carePhrases,
  ...calculatorPhrases,
  ...privacyAndLegalPhrases,
  ...homePhrases,
  ...moneyPhrases,
  ...exportPhrases,
];
