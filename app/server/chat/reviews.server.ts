/**
 * Our customers' reviews (testimonials.ts), consulted apart from our answers and the site's
 * passages, and only when a visitor asks what a customer said (by name or town, or of a project
 * of ours we just spoke of) or about a review under five stars: their words would otherwise weigh
 * in every other search.
 */
import { caseStudies } from "~/content/case-studies";
import { chatLinks, otherReviewsFullMarks, reviewSaid } from "~/content/chat-knowledge";
import { testimonials } from "~/content/testimonials";
import type { KnowledgeDoc } from "./knowledge.server";
import { projectNamed } from "./people.server";

/**
 * "What did the farmer say?", "what did the customer think of it?", "any feedback from them?", "why
 * did your Bristol customer pick you?": what a customer of ours said.
 */
const SAID_ASKED =
  /\bwhat (?:did|do|does|have|has) (?:the |that |this |your |their |those |these )?(\w+ )?(customers?|clients?|farmers?|owners?|famil(?:y|ies)|homeowners?|couple|school|business|company|firm|they|he|she|people|folks?|guys?|man|men|lady|ladies|woman|women|bloke|chap|fella|fellow) (?:had to )?(?:say|said|think|thought|write|wrote|make of)\b|\b(?:any|a|their|his|her) (?:review|testimonial|feedback|verdict)s? (?:from|by|of)\b|\bwhat (?:was|were) (?:their|his|her|the customer['’]?s?|the client['’]?s?) (?:review|feedback|verdict|opinion)s?\b|\bdid (?:they|he|she|the (?:customer|client|owner|farmer|family)s?) (?:leave|write|give) (?:a |you a |us a )?(?:review|rating)\b|\bwhy (?:did|do|does) (?:one of )?(?:the |that |this |your |ur |a |an )?(?:\w+ )?(?:customers?|clients?|homeowners?|famil(?:y|ies)|couple|they|he|she)(?: (?:in|from|at) \w+)? (?:choose|chose|pick|picked|go with|went with|select|opt for|hire|use) (?:you|u|your (?:company|firm|team))\b/i;

/** "Less than five stars", "any bad reviews?", "your worst reviews", "a four-star one": a review under full marks. */
const UNDER_FIVE =
  /\b(?:less|fewer|lower|under|below|short of) (?:than )?(?:five|5|full)(?:[- ]stars?| marks)\b|\b(?:bad|negative|poor|low|lower|lowest|worst|critical|mixed|unhappy) (?:reviews?|ratings?|feedback|scores?)\b|\b(?:one|two|three|four|1|2|3|4)[- ]stars?\b|\bnot (?:all )?(?:five|5)[- ]stars?\b|\bunder (?:five|5)\b/i;
/** Words that the question is about reviews or ratings, in it or in our answer before it. */
const REVIEWS = /\b(?:reviews?|ratings?|rated|stars?|testimonials?|feedback|trustpilot|checkatrade)\b/i;

const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`, "i").test(text);

/**
 * What a customer said, when the visitor asks it: the reviews under five stars, or the one review
 * whose customer (by name or town) the question or our answer before it names.
 */
export function reviewAnswer(question: string, reply = "", asked = ""): string | undefined {
  if (UNDER_FIVE.test(question) && (REVIEWS.test(question) || REVIEWS.test(reply) || REVIEWS.test(asked))) {
    const lower = testimonials.filter((t) => t.rating < 5);
    if (lower.length === 0) return undefined;
    return `${lower.map(reviewSaid).join(" ")} ${otherReviewsFullMarks}`;
  }
  const about = reviewSayingIt(question);
  if (about) return about;
  const said = SAID_ASKED.exec(question);
  if (!said) return undefined;
  const text = `${question} ${reply}`;
  const named = testimonials.filter(
    (t) => mentions(text, t.name) || mentions(text, t.location) || mentions(question, t.name.split(" ")[0]!),
  );
  if (named.length === 1) return reviewSaid(named[0]!);
  // "What did the farm guy say?", "what did the farmer think?": the one customer whose project or
  // business is of that kind (a farm), when no name or town is given.
  const kinds = [said[1], said[2]]
    .map((w) => w?.trim().toLowerCase())
    .filter((w): w is string => !!w && !NO_KIND.test(w))
    .flatMap((w) => [w, w.replace(/(?:ers?|s)$/, "")]);
  const ofKind =
    named.length === 0 ? testimonials.filter((t) => kinds.some((k) => mentions(`${t.project} ${t.company}`, k))) : [];
  return ofKind.length === 1 ? reviewSaid(ofKind[0]!) : undefined;
}

/** Words before "said" that name no kind of customer ("the solar customer", "that one guy"). */
const NO_KIND =
  /^(?:solar|panels?|battery|batteries|installation|install|one|other|last|first|new|old|happy|homeowners?|owners?|customers?|clients?|people|folks?|they|he|she|guys?|man|men|lady|ladies|woman|women|bloke|chap|fella|fellow|couple|famil(?:y|ies))$/i;

/** "What did the customer say?", "were they happy with it?", "did the farmer leave a review?": what a customer thought. */
const CUSTOMER_SAID =
  /\b(?:what did (?:the|that|this|they|he|she)\b(?: \w+){0,2} (?:say|think|make of)|(?:were|was) (?:they|he|she|the \w+) (?:happy|pleased)|(?:leave|left|write|wrote|give|gave) (?:a |you a |us a )?(?:review|testimonial|feedback))\b/i;

/**
 * The review the customer of a project our reply spoke of left us ("what did the farmer say about
 * it afterwards?" after the Caerphilly dairy farm): the review from that project's place whose
 * project is that one (its system's size or its title), as testimonials.ts gives it.
 */
export function reviewOfProjectSpokenOf(reply: string, question: string, asked = ""): KnowledgeDoc | undefined {
  if (!CUSTOMER_SAID.test(question)) return undefined;
  const passage = projectNamed(reply, true) ?? projectNamed(`${asked} ${reply}`, true);
  const project = caseStudies.find((p) => passage?.id === `project:${p.id}`);
  if (!project) return undefined;
  const size = project.system.split(" ")[0]!.toLowerCase();
  const review = testimonials.find(
    (t) =>
      t.location === project.location &&
      (t.project.toLowerCase().includes(size) || t.project.toLowerCase() === project.title.toLowerCase()),
  );
  if (!review) return undefined;
  return {
    id: `review:${review.name}`,
    title: review.project,
    questions: "",
    keywords: "",
    answer: reviewSaid(review),
    link: chatLinks.reviews,
  };
}

/**
 * "Has any business customer said the ROI figures held up?", "did a customer mention the fitters
 * being tidy?": whether a customer's review says a thing. Its kind of customer (business, farm,
 * home) and the words after "said" pick the one review saying it, in the customer's own words.
 */
const ANY_SAID =
  /\b(?:has|have|did|do|does) (?:any|a|one of your|one|some|your|ur)(?: of (?:your|ur|the))? (?:(\w+) )?(?:customers?|clients?|reviewers?|reviews?)\b[^.?!]{0,20}?\b(?:said|say|says|mention(?:ed|s)?|comment(?:ed|s)? on|report(?:ed|s)?|confirm(?:ed|s)?|back(?:ed)? up)\b([^.?!]*)/i;
/** Visitors' words for what a review says in other words. */
const SAID_WORDS: [RegExp, string][] = [
  [/\b(?:roi|return on investment|payback|pay back)\b/gi, " return-on-investment "],
];
const BUSINESS_KIND = /^(?:business|commercial|company|firm|trade|industrial|factory|farm|farming|farmer)$/i;
const HOME_KIND = /^(?:home|homeowner|domestic|house|residential)$/i;
const STOP = new Set([
  "the",
  "that",
  "this",
  "they",
  "them",
  "their",
  "have",
  "with",
  "were",
  "been",
  "your",
  "what",
  "about",
  "figures",
  "held",
]);

function reviewSayingIt(question: string): string | undefined {
  const asked = ANY_SAID.exec(question);
  if (!asked) return undefined;
  let subject = asked[2] ?? "";
  for (const [from, to] of SAID_WORDS) subject = subject.replace(from, to);
  const words = subject
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter((w) => w.length > 3 && !STOP.has(w));
  if (words.length === 0) return undefined;
  const kind = asked[1] ?? "";
  const fits = testimonials.filter((t) =>
    BUSINESS_KIND.test(kind) ? t.company !== "Homeowner" : HOME_KIND.test(kind) ? t.company === "Homeowner" : true,
  );
  const saying = fits.filter((t) => words.some((w) => new RegExp(`\\b${w}`, "i").test(t.text)));
  return saying.length === 1 ? `Yes: ${reviewSaid(saying[0]!)}` : undefined;
}
