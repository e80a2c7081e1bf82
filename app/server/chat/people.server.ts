/**
 * Who and what we have done, for the built-in assistant: a "who…" question answered from the
 * team page's people, and "have you done any farms?" from our case studies (decision 115).
 */
import { assistantSynonyms } from "~/content/chat-language";
import { asks, separateQuestions } from "./clauses.server";
import type { KnowledgeDoc } from "./knowledge.server";
import { caseStudies } from "~/content/case-studies";
import { team } from "~/content/team";
import { listOf } from "~/lib/list-of";
import { projectPassages, teamPassages } from "./passages.server";
import { expand, type Hit, type KnowledgeIndex, normalise, words } from "./retrieval.server";
import {
  type AnswerContext,
  createPassageIndex,
  EVERYTHING_WE_DO,
  FOLLOW_UP,
  isProductWord,
  MIN_SCORE,
  rephrase,
  searchBest,
} from "./search.server";
import { CLEAR_LEAD, findAnswer, GENERIC, MIN_ASPECT_KNOWN } from "./answers.server";

/**
 * "Who would design my system?", "who's your battery person?", "who leads the fitters?",
 * "which member of your team does batteries?", "which of your lot is the battery person?": a
 * person, whom only the team page names. Asking whom to complain to, contact or call is not
 * asking who someone is, unless it says about what or when ("who would I speak to about a
 * maintenance plan?", "who will she speak to first?").
 */
const WHO_ASKED =
  /\bwho (?:do|should|can|would) (?:i|we) (?:talk|speak) to (?:about|regarding|re)\b|^(?:(?:and|so|ok|okay|but|right)\b[\s,]*)*(?:which|what) (?:(?:(?:member|one|person|people)s? )?of (?:your|ur|the) (?:team|staff)|team member|staff member|member of staff|(?:one )?of (?:you|u|ya|yous|youse|you lot|your lot|ur lot|you guys|your guys|ur guys|your people|your engineers|your installers)(?= (?:is|are|does|do|knows?|would|will|should|can|could|handles?|deals?|looks?)\b|['’]s\b))\b|\b(?:your|ur) (?:boss|owner|gaffer|md)\b|\bthe (?:boss|gaffer|md)\b|\b(?:who(?:['’]s| is) |speak to |talk to )the owner\b|^(?:(?:and|so|ok|okay|but|right|hiya|hi)\b[\s,]*)*(?:is there|have you got|do you have) (?:an? |some )?(?:actual |real |proper )?(?:person|someone|somebody|human|engineer|expert)(?: (?:on|in) (?:your|ur|the) (?:team|staff)| at your (?:place|company|end))? (?:who|that)\b|^(?:(?:and|so|ok|okay|but|right)\b[\s,]*)*(?:who(?:['’]?s| is| are| would| will| does| do| leads| looks| designs| fits| runs| handles)?)\b(?!(?: \w+){0,3} (?:complain|contact|(?:speak|talk)(?! to (?:about|first)\b)|call|ring|email|won|win|pay|covers?|insures?|guarantees?|protects?|backs?))/i;

/** "What does Catrin do?", "tell me about Owen": a team member asked about by first name. */
const NAMED = new RegExp(
  String.raw`\b(?:what does|what do|what's|whats|what is|who is|who's|whos|tell me about|who['’]?s this) (${team.map((p) => p.name.split(" ")[0]).join("|")})\b`,
  "i",
);
/**
 * "How long was Rhys an electrician?": a team member named anywhere in a question (not the
 * visitor giving their own name: "I'm Rhys", "my name's Rhys").
 */
const MENTIONED = new RegExp(
  String.raw`(?<!\b(?:i['’]?m|i am|name['’]?s|name is|this is|it['’]?s|from|regards|thanks|cheers|love)\s+)\b(${team.map((p) => p.name.split(" ")[0]).join("|")})\b`,
  "i",
);

/** Whether a message, or a question of it, asks who. */
export const asksWho = (message: string) =>
  WHO_ASKED.test(message.trim()) || separateQuestions(message).some((q) => WHO_ASKED.test(q));

/** "What's their name?", "who's that?": the name of someone spoken of. */
const THEIR_NAME =
  /\bwhat(?:['’]?s| is| are|s) (?:their|his|her|the person['’]?s|the guy['’]?s|they) (?:\w+ )?names?\b|^\s*(?:and )?who(?:['’]?s| is) (?:that|they|he|she)\b/i;

let people: KnowledgeIndex<KnowledgeDoc> | undefined;
/** The team page's passages: who does what. */
const peopleIndex = () => (people ??= createPassageIndex(teamPassages().filter((d) => PERSON_TITLE.test(d.title))));
/** A person's passage is headed "Name, Role"; the page's own heading and description are not a person. */
const PERSON_TITLE = /^[^,|]+, [^|]+$/;

/** Share of a who-question's meaning a person's passage must match. */
export const MIN_PERSON_CONFIDENCE = 0.15;

/** Words for someone, not what they do: "your battery person", "the design guy". */
const SOMEONE =
  /\b(?:person|people|guy|guys|lady|bloke|man|woman|one|expert)\b|\b(?:on|in|at) (?:your|ur|the) (?:team|staff|place|company|firm|end)\b|\b(?:members? )?of (?:your|ur|the) (?:team|staff)\b|\b(?:team|staff) members?\b|\bmembers? of staff\b/gi;
/** "Who's in charge?", "the boss": who runs the company. */
const IN_CHARGE =
  /\b(?:in charge(?! of (?!(?:(?:the|your|ur) )?(?:company|firm|business|place|show)\b))|the boss|boss|head honcho|top dog|owner|owns (?:the|this) (?:company|firm|business)|runs (?:the|this) (?:company|firm|show|business)|(?:started|founded|set up|began|starts) (?:the|this|your|ur) (?:company|firm|business))\b/gi;

/**
 * The person a "who…" question asks about, when the team page clearly names one for it (a
 * person's two passages, their story and their specialties, count as one), with their story.
 */
export function findPerson(
  question: string,
  earlier: string[],
  answered?: AnswerContext,
  reply = "",
): KnowledgeDoc | undefined {
  // "What did he do before that?" after a reply naming one of our team: that person.
  // (Not the price of what they look after: "what does one of her plans cost?" is our maintenance plans' price.)
  if (HE_OR_SHE.test(question) && !THEIR_THING_PRICED.test(question)) {
    const spokenOf = team.filter((p) => namedIn(reply.toLowerCase(), p.name.split(" ")[0]!));
    // "What's his email?": their address, as the team page gives it under their story.
    if (spokenOf.length === 1 && EMAIL_ASKED.test(question)) return emailOf(spokenOf[0]!);
    // "What does she do outside work?": their interests, as the team page lists them.
    if (spokenOf.length === 1 && PASTIMES.test(question))
      return pastimesOf(spokenOf[0]!) ?? passagesOf(spokenOf[0]!.name, true);
    // (Both their passages: "does she also work out the battery size?" is in her specialties.)
    if (spokenOf.length === 1) return passagesOf(spokenOf[0]!.name, true);
  }
  // "What does Catrin do?", "who's Dylan?": the person named.
  const named = (NAMED.exec(question) ?? (asks(question) ? MENTIONED.exec(question) : null))?.[1]?.toLowerCase();
  if (named) {
    // "What are Rhys's hobbies?": their interests, as the team page lists them.
    const person = team.find((p) => p.name.toLowerCase().split(" ").includes(named));
    // "What's Tom's email?": their address, as the team page gives it.
    if (person && EMAIL_ASKED.test(question)) return emailOf(person);
    // (Not "does Megan work weekends?", which asks when she works.)
    const pastimes = person && PASTIMES.test(question) && !WORKS_WHEN.test(question) ? pastimesOf(person) : undefined;
    if (pastimes) return pastimes;
    const found = passagesOf(named);
    if (found) return found;
  }
  // "How experienced is your lead installer?", "what's your designer called?": the person whose
  // role on the team page the question names, asked about as a person.
  const role = ABOUT_SOMEONE.test(question) ? roleNamed(question) : undefined;
  if (role) {
    const found = passagesOf(role);
    if (found) return found;
  }
  const before = earlier.at(-1);
  // "Who set it up?" after "when did the company start?": "it" is the company the question before
  // named, so the phrase rules read the two together (as one message) for who founded it.
  if (SET_IT_UP.test(question) && before !== undefined && !/\bfounded\b/.test(rephrase(question))) {
    if (rephrase(`${before} ${question}`).includes("who founded the company"))
      return findPerson("who founded the company", [], answered);
  }
  // "What's their name?" after "who designs the system?": the person asked about before.
  if (THEIR_NAME.test(question) && before !== undefined && asksWho(before)) return findPerson(before, [], answered);
  // "What's their name?" after "do you do maintenance for businesses?" and our answer: the person the
  // team page puts first for both what was asked and what we answered.
  if (THEIR_NAME.test(question) && before !== undefined && reply) {
    const [asked, told] = [before, reply].map((text) => searchBest(text, [], "", 6, answered, peopleIndex()).hits[0]);
    if (asked && told && asked.doc.title === told.doc.title && asked.score + told.score >= MIN_SCORE)
      return passagesOf(asked.doc.title.split(",")[0]!);
  }
  // "Who sorts the paperwork, you or us?": whether we do it, not which of us.
  if (YOU_OR_US.test(question)) return undefined;
  // "Who does the fitting? Last firm sent subcontractors": whether our own team does it, not which of us.
  // (Not "who schedules the installs, and do you use subcontractors?": that asks for a person too.)
  if (OWN_OR_SUBCONTRACTED.test(question) && WHO_FITS.test(question)) return undefined;
  // "Which one of them does the batteries?" after a reply naming our team: who, of the people it named.
  const namedByReply = team.filter((p) => namedIn(reply.toLowerCase(), p.name.split(" ")[0]!));
  if (WHICH_OF_THEM.test(question) && namedByReply.length >= 2)
    return personFor(question.replace(WHICH_OF_THEM, " "), earlier, answered);
  // "Our panels are another firm's… who at your place deals with that?": the whole message says what they do.
  if (!asksWho(question)) return undefined;
  // The who-question itself first ("Who designs the system? Last company…"), then the whole message.
  const clause = separateQuestions(question).find((q) => WHO_ASKED.test(q.trim()));
  // ("Who's in charge of those?" after our maintenance plans and cleaning: the person for what our
  // reply was about, before the words of the question that led to it: "systems you've installed".)
  const forReply = (q: string) =>
    FOLLOW_UP.test(q) && answered?.products.length
      ? personFor(`${q} ${answered.products.join(" ")}`, [], answered)
      : undefined;
  const own = clause && clause !== question ? (personFor(clause, earlier, answered) ?? forReply(clause)) : undefined;
  // ("…Grade II listed. Can we still have panels, and who deals with the planning side?": a
  // who-question no one on our team is for, that an answer of ours covers, is that answer's.)
  if (!own && clause && clause !== question && findAnswer(clause, earlier, answered)) return undefined;
  const found = own ?? personFor(question, earlier, answered);
  // "Who on your team does that?" after "can you add a battery to another firm's panels?": the
  // person for what was asked before.
  const replied = found ?? forReply(question);
  if (replied) return replied;
  if (!found && before !== undefined && FOLLOW_UP.test(question))
    return personFor(`${question} ${before}`, [], answered);
  return found;
}

/** "Which one of them", "which of those": one of the people a reply of ours named. */
const WHICH_OF_THEM =
  /\b(?:which|what) (?:one|ones|person|people|member|members) of (?:them|those|you|you lot|your lot)\b|\bwhich of (?:them|those)\b/i;

/** "You or us?", "us or you?": which side does something, not a person of ours. */
const YOU_OR_US =
  /\b(?:you|u|your (?:side|end|team|lot)) or (?:us|me|we|our (?:side|end))\b|\b(?:us|me|we) or (?:you|u)\b/i;

/** Subcontractors or our own team: who we employ to do the work, not a person of ours. */
const OWN_OR_SUBCONTRACTED =
  /\bsub-?contract\w*|\bsubbies\b|\b(?:your|ur) own (?:team|engineers|staff|people|fitters|installers|employees|lads)\b|\bin[- ]house\b/i;

/** "Who does the actual installing?", "who fits them?": who does the fitting itself. */
const WHO_FITS =
  /\bwho (?:actually |really )?(?:does|do|will do|would do|carries out|is doing|fits|installs|puts)\b(?: \w+){0,3} (?:install\w*|fit\w*|them|it|the panels|the work)\b/i;

/**
 * Other words for the roles on the team page, by the role's title there (team.ts): "your lead
 * installer" is the Lead Installation Engineer, "your battery specialist" the Battery Storage
 * Specialist. Titles, not names, so a change of who holds a role needs no change here.
 */
export const ROLES: [RegExp, string][] = [
  [
    /\b(?:lead|head|chief|senior|main) (?:installer|installation engineer|engineer|fitter|electrician)s?\b/i,
    "Lead Installation Engineer",
  ],
  [/\b(?:solar |system )?design(?:er| engineer)s?\b/i, "Solar Design Engineer"],
  [/\bbattery (?:storage )?(?:specialist|expert|engineer|installer)s?\b/i, "Battery Storage Specialist"],
  [/\bdrone (?:pilot|operator|surveyor)s?\b/i, "Drone Pilot & Surveyor"],
  [/\bcustomer advis[eo]rs?\b/i, "Customer Adviser"],
  [/\bmaintenance (?:coordinator|manager)s?\b/i, "Maintenance Coordinator"],
  [/\b(?:operations|ops) manager\b/i, "Operations Manager"],
];
/** The name of the person of ours whose role a question names as "your …" or "the …". */
function roleNamed(question: string): string | undefined {
  const yours = /\b(?:your|ur|the)\s+((?:\w+\s+){0,2}\w+)/gi;
  for (const m of question.matchAll(yours)) {
    const found = ROLES.find(([re]) => re.test(m[1]!));
    if (found) return team.find((member) => member.title === found[1])?.name;
  }
  return undefined;
}
/** A question about someone as a person: their experience, background, name or qualifications. */
const ABOUT_SOMEONE =
  /\b(?:how (?:experienced|qualified|long has)|experience[ds]?|qualifi(?:ed|cations?)|background|what(?:['’]?s| is) (?:\w+ ){0,3}(?:name|called)|who(?:['’]?s| is)|tell (?:me|us) about)\b/i;

/** He or she: someone spoken of ("they" may be the panels). */
const HE_OR_SHE = /\b(?:he|she|him|her|his)\b/i;

/**
 * "What does one of her plans cost a year?", "how much are his batteries?": the price of a thing
 * someone spoken of looks after, which is ours and not theirs to tell of.
 */
const THEIR_THING_PRICED =
  /\b(?:his|her)\b(?=[^.?!]*\b(?:cost|costs|costing|price|prices|priced|how much|charge|charges|£)\b)|\b(?:cost|costs|costing|price|prices|priced|how much|charge|charges)\b(?=[^.?!]*\b(?:his|her)\b)/i;

/** "Outside work", "hobbies", "in her spare time": what someone does when not working. */
const PASTIMES =
  /\b(?:outside (?:of )?work|hobby|hobbies|interests|pastimes?|spare time|free time|time off|for fun|weekends?|days? off|when (?:he|she)['’]?s not working)\b/i;

/** "Who set it up?", "and who started it?": who began something the question before named. */
const SET_IT_UP = /\bwho (?:started|set up|began|founded|formed|set) (?:it|that)\b/i;

/** "Does she work weekends?", "is he available on his day off?": when someone works, not their pastimes. */
const WORKS_WHEN = /\b(?:work|works|working|available|free|in|around|on call)\b[^.?!]*\b(?:weekends?|days? off)\b/i;

/** "His email", "her e-mail address", "how do I email Tom?": a team member's e-mail address. */
const EMAIL_ASKED =
  /\b(?:his|her|their|[a-z]+['’]s) e-?mail(?: address)?\b|\be-?mail (?:address )?(?:for|of) (?:him|her|them|[a-z]+)\b|\bhow (?:do|can|could|would|should) (?:i|we) e-?mail (?:him|her|them|[a-z]+)\b/i;

/** A person's e-mail address, as the team page gives it under their name. */
function emailOf(person: (typeof team)[number]): KnowledgeDoc | undefined {
  const story = passagesOf(person.name);
  if (!story || !person.email) return undefined;
  const [first] = person.name.split(" ");
  return { ...story, answer: `You can e-mail ${first} at ${person.email}.` };
}

/** A person's interests, as the team page lists them under their story ("Interests: …"). */
function pastimesOf(person: (typeof team)[number]): KnowledgeDoc | undefined {
  const story = passagesOf(person.name);
  if (!story || !person.hobbies?.length) return undefined;
  const [first] = person.name.split(" ");
  return {
    ...story,
    answer: `Outside work, ${first}'s interests are ${listOf(person.hobbies.map((h) => h.toLowerCase()))}.`,
  };
}

/** The longer of a person's passages (their story), or `both` of them, by their name or first name. */
function passagesOf(name: string, both = false): KnowledgeDoc | undefined {
  const theirs = teamPassages().filter((d) => d.title.toLowerCase().startsWith(name.toLowerCase()));
  if (theirs.length === 0) return undefined;
  const story = theirs.reduce((a, b) => (b.answer.length > a.answer.length ? b : a));
  if (!both) return story;
  const rest = theirs.filter((d) => d !== story && !story.answer.includes(d.answer));
  // (The other passage is their specialties, the tags under their story on the team page.)
  return {
    ...story,
    answer: [story.answer, ...rest.map((d) => d.answer.replace(/^[^:]+: /, "Specialties: "))].join(" "),
  };
}

/**
 * "Who looks after batteries?", "who looks after the scheduling?": who handles a subject, not who
 * maintains something (the phrase rules read "looks after" as maintenance). Not "who looks after
 * my panels?", which is maintenance.
 */
const LOOKS_AFTER_A_SUBJECT =
  /\blook(?:s|ing)? after\b(?! (?:(?:my|our|the|your|ur) )?(?:panels?|system|systems|solar|installation|them|it|things|everything)\b)/gi;

/**
 * "Who's in charge of those?", "who is responsible for that?": who handles a subject (what is left
 * of "in charge of" once IN_CHARGE has read "in charge of the company" as who runs it).
 */
const IN_CHARGE_OF = /\b(?:in charge of|responsible for|oversees|overseeing)\b/gi;

/** The person whose passages clearly answer a who-question (see findPerson). */
function personFor(question: string, earlier: string[], answered?: AnswerContext): KnowledgeDoc | undefined {
  const asked = question
    .replace(IN_CHARGE, " managing director founder ")
    .replace(IN_CHARGE_OF, " handles ")
    .replace(SOMEONE, " ")
    .replace(LOOKS_AFTER_A_SUBJECT, " handles ");
  const { hits } = searchBest(asked, earlier, "", 6, answered, peopleIndex());
  const [best] = hits;
  if (!best) return undefined;
  // A person's two passages count together ("in charge of scheduling the installs": Catrin's story
  // says scheduling, her specialties scheduling and installation).
  const theirHits = hits.filter((h) => h.doc.title === best.doc.title);
  const known = Math.max(...theirHits.map((h) => h.knownConfidence));
  if (theirHits.reduce((sum, h) => sum + h.score, 0) < MIN_SCORE || known < MIN_ASPECT_KNOWN) return undefined;
  // A word or two of a long message that a person's passage happens to share ("planning" and
  // Sian's maintenance plans) is no answer to who.
  if (Math.max(...theirHits.map((h) => h.confidence)) < MIN_PERSON_CONFIDENCE) return undefined;
  const next = hits.find((h) => h.doc.title !== best.doc.title);
  if (next && best.rank < CLEAR_LEAD * next.rank) return undefined;
  const theirs = teamPassages().filter((d) => d.title === best.doc.title);
  return theirs.reduce((a, b) => (b.answer.length > a.answer.length ? b : a), best.doc);
}

/**
 * "Have you done any farms?", "have you fitted panels at a school?", "done anything like a leisure centre before?", "any experience
 * with schools?", "what size have you put on farms?", "got an example?" (after "do you do EV chargers?"),
 * "an example of a battery you've fitted?", "do you fit panels on terraced houses?", "have you put a
 * battery in for a farm?", "how have you handled schools before?", "do you do panels on the ground?",
 * "could the panels go in the field?": whether we have done a kind of project, which only our projects
 * say (panels on the ground: the Monmouthshire winery's ground and roof arrays; not in a home's garden,
 * which no project of ours describes).
 */
const PROJECT_ASKED =
  /\b(?:(?:do|does|can|could|would|will) (?:you|u|ya)(?: \w+)?? (?:do|fit|install|put|mount)(?: (?:the|some))?(?: solar)? panels|(?:can|could|would|will) (?:the |my |our )?panels (?:go|be put|be fitted|sit)) (?:on|in) (?:the|a) (?:ground|field|paddock)\b(?! source)(?![^.?!]*\bgardens?\b)|\b(?:have|has|did) (?:you|u|ya|your (?:team|lot|firm|company)|you lot|you guys)(?: \w+)?? (?:ever |actually |already )?(?:done|did|do|worked on|worked with|worked for|(?:installed|fitted|put(?: in)?) (?:(?:solar|panels|solar panels|systems?|a system|an array) )?(?:on|at|for)|had)\b|\b(?:any|much) experience (?:of|with|on|in)\b|\bdone (?:any|many|much|anything|something|one|a few|owt)\b|\bdone (?:\w+ ){1,3}before\b|\b(?:you|u|you lot|your lot) (?:did|done) (?:a|an|the|that|some|one)\b|\b(?:that|the) (?:\w+ ){0,3}(?:job|project|install|installation) (?:you|u) did\b|\b(?:has|have) (?:anyone|anybody|any(?: of your)? customers?) (?:\w+ ){0,5}(?:had|got)\b|\b(?:do|does) (?:you|u|ya) (?:do|work (?:on|with)|cover|(?:fit|install|put) (?:solar |panels |solar panels )?(?:on|onto))(?: (?:anything|much|any work|any jobs|work) (?:for|on|with))? (?:any )?(?:farms?|schools?|leisure cent(?:re|er)s?|vineyards?|wineries|offices|factories|bungalows|terraces|terraced (?:houses|homes)|business parks?)\b|^\s*(?:(?:and|so|ok|okay|what about|how about)\b[\s,]*)?any (?:\w+ )?\w+(?: tho| though)?\s*\?*\s*$|\b(?:on|from) (?:your|ur|the) (?:projects?|case stud(?:y|ies)) page\b|\b(?:anything (?:done|you(?:['’]ve| have)? done)|any (?:jobs?|projects?|work|installs?)(?: done| you(?:['’]ve| have)? done)?) (?:in|near|around|round) \w+|\b(?:jobs?|projects?|installs?) (?:you(?:['’]ve| have)|u(?:['’]ve)?) done\b|\bany examples?\b|\b(?:have you|you) got any (?:\w+ ){0,2}(?:projects|jobs|installs|examples|case studies)\b|\b(?:any|other) (?:\w+ ){0,3}customers (?:with|who|that)\b|\b(?:seen|done) anything like (?:that|this|it)\b|\b(?:got|have|give|show|see)(?: me| us)? (?:an?|one|some) examples?\s*[?.!]*\s*$|^\s*(?:an? )?examples?\s*[?.!]*\s*$|\bexamples? of (?:an? |the |one )?(?:\w+ ){1,3}(?:you(?:['’]ve| have)?|u) (?:fitted|installed|done|did|put in)\b|\b(?:any|some|got|your) (?:case stud(?:y|ies)|projects|jobs|installs|installations) (?:of|with|for|featuring|including|that (?:had|have|include))\b|\bany (?:\w+ ){0,2}(?:jobs?|projects?|installs?|installations?) (?:(?:out|over|up|down|round|around) )?there\s*[?.!]*\s*$|\b(?:have|has) (?:you|u|ya|your (?:team|lot|firm|company)|you lot) (?:ever |already )?(?:installed|fitted|put) (?:a|an|any|some) (?:\w+ ){1,2}(?:in |on |up )?(?:on|at|for) (?:a|an|any|some)\b|\b(?:have|has) (?:you|u|ya|your (?:team|lot|firm|company)|you lot) (?:handled|managed|tackled|approached|dealt with|gone about) (?:\w+ ){1,3}(?:before|previously|in the past)\b/i;

/** Whether a project question asks if we have done such a job at all ("have you done any farms?"), not about one we did. */
export const asksWhetherDone = (question: string) =>
  /\b(?:have|has) (?:you|u|ya|you lot|your (?:team|lot|firm|company)|anyone|anybody)\b|\bdone (?:any|many|much|anything|something|owt)\b|\bexperience\b|\bdid (?:you|u) (?:ever )?do\b|\b(?:do|does) (?:you|u|ya) (?:do|work (?:on|with)|cover|(?:fit|install|put) (?:solar |panels |solar panels )?(?:on|onto)) (?:any )?(?:terraced )?\w+s\b|^\s*(?:(?:and|so|ok|okay|what about|how about)\b[\s,]*)?any\b/i.test(
    question,
  );

let projectIndex: KnowledgeIndex<KnowledgeDoc> | undefined;
/** Words that are no kind of project: every project of ours is solar on a roof of some home or business. */
const NOT_A_KIND = new Set([
  ...GENERIC,
  "done",
  "before",
  "work",
  "like",
  "similar",
  "job",
  "jobs",
  "project",
  "projects",
  "anything",
  "experience",
  "any",
  // Where, not what: "do you work around Bath?", "do you cover Bristol?"
  "around",
  "near",
  "area",
  "cover",
  "covers",
  "round",
  "here",
]);

/**
 * The project of ours a "have you done any…" question names the kind of: the best match on its
 * title, type, place or highlights by a word that is not just solar or a home ("farms", "school",
 * "Victorian"), said whole with a link to our projects.
 */
/** "Done any there?", "any big jobs out there?": "there" as a place, not "is there…" or "there's…". */
const THERE_AS_A_PLACE =
  /\b(?:in|out|near|round|around|over|up|down|jobs?|any|ones?|projects?|installs?|installations?|done) there\b(?!['’]|\s+(?:is|are|was|were|be|any)\b)/i;

export function findProject(question: string, earlier: string[] = []): KnowledgeDoc[] {
  // "That Swansea job where you added a battery…": a project named by its place and a word of its title.
  // ("How many days would her job take?": the visitor's own job, not one of ours, whatever the
  // message says of her bungalow in Risca.)
  const ours = question.replace(VISITORS_JOB, " ");
  if (PROJECT_REF.test(ours) || POINTED_AT.test(ours)) {
    const named = projectNamed(ours, POINTED_AT.test(ours));
    if (named) return [named];
  }
  // Asked ("have you done any farms?"), or said of one we did ("saw you did a house in Bath… what size was the charger?").
  const projectAsked = (q: string) => PROJECT_ASKED.test(q) && !HOW_MANY.test(q);
  const asked = separateQuestions(question).find(projectAsked) ?? (projectAsked(question) ? question : undefined);
  if (!asked) return [];
  projectIndex ??= createPassageIndex(projectPassages());
  const index = projectIndex;
  // The question names the kind ("done any farms?"), or the rest of the message does ("Leisure
  // centre manager here… have you done anything similar?"). Searched as said: a school or a farm is
  // the kind of project here, not a business to be priced.
  // A follow-up that names no kind leans on the visitor's question before ("do you do EV
  // chargers?" … "any examples of ones you've done?"; "do you cover Bristol?" … "done any there?").
  // (Only its words that could say a kind or a place: "do you work around Bath?" is Bath.)
  const before = words(earlier.at(-1) ?? "")
    .filter((w) => !NOT_A_KIND.has(normalise(w)))
    .join(" ");
  // ("…an engineering workshop. Have you done anything similar for a business like mine?": the kind
  // is the one the rest of the message names; the question only points at it.)
  const order = LIKE_THE_VISITORS.test(asked) && asked !== question ? [question, asked] : [asked, question];
  // ("Any big jobs there?" after "do you cover Gloucester?": "there" is the place asked before, which
  // is searched first, not a kind the question's own words might say: "big", our record.)
  const leaning = before ? [`${asked} ${before}`] : [];
  for (const text of THERE_AS_A_PLACE.test(asked) ? [...leaning, ...order] : [...order, ...leaning]) {
    const searched = rephrase(text);
    const found = index.search({ question: searched, hints: [], context: "" }, PROJECTS_READ, () => true);
    // "Any examples of solar with a battery on a business or farm?": what the project is asked to
    // have (a battery, a charger) picks among projects of the kind, over a word of the kind that
    // only one title repeats ("Business Park Offices").
    const isProduct = (terms: string[]) => terms.some(isProductWord) && !terms.some((t) => EVERYTHING_WE_DO.has(t));
    const products = words(searched)
      .map((w) => expand(w, assistantSynonyms))
      .filter(isProduct);
    const ofTheKind = (hit: Hit<KnowledgeDoc>, besideProducts = false) => {
      const heading = words(`${hit.doc.title} ${hit.doc.keywords}`).map(normalise);
      return words(searched)
        .map((w) => expand(w, assistantSynonyms))
        .filter((terms) => !terms.some((t) => NOT_A_KIND.has(t)) && !(besideProducts && isProduct(terms)))
        .some((terms) => terms.some((t) => hit.terms.has(t) && heading.some((h) => h.startsWith(t))));
    };
    const has = (hit: Hit<KnowledgeDoc>) => products.every((terms) => terms.some((t) => hit.terms.has(t)));
    const ofIt = (hit: Hit<KnowledgeDoc>) => hit.score >= MIN_SCORE && ofTheKind(hit, true) && has(hit);
    const first = found[0] && !has(found[0]) ? (found.find(ofIt) ?? found[0]) : found[0];
    const [best, next] = [first, ...found.filter((h) => h !== first && (!has(first!) || has(h)))];
    if (!best || best.score < MIN_SCORE || !ofTheKind(best)) continue;
    // Two projects of the kind matched nearly as well ("schools": the record and a primary school): both.
    const alike = next && ofTheKind(next) && next.score >= ALIKE * best.score;
    return alike ? [best.doc, next.doc] : [best.doc];
  }
  return [];
}

/**
 * "My job", "her project", "mum's job": the visitor's own job, not one of our projects; "I'm on a job
 * in Cwmbran" is where the visitor is working, its place too (not our project there).
 */
const VISITORS_JOB =
  /\b(?:my|our|her|his|their|(?:mum|dad|mom|nan|gran|mother|father|parents)['’]?s?) (?:(?:own|whole|solar|new) )?(?:job|project|install(?:ation)?)\b|\b(?:i['’]?m|im|i am|i was|we['’]re|we are|currently|stuck|out) (?:on|at) (?:a|the|another) (?:job|site)(?: (?:in|at|near|over in|down in|up in|out in) [a-z]+(?: [a-z]+)?)?\b/gi;

const HOW_MANY = /\b(?:how|hw|hoe) many\b/i;
/**
 * "Anything similar", "a business like mine": a kind of project the visitor describes elsewhere
 * (not "a school like ours", which names it).
 */
const LIKE_THE_VISITORS =
  /\b(?:anything|something|owt|one|ones|jobs?|work|projects?|(?:an?|any|other) (?:business|company|firm|place|site)(?:es|s)?|(?:businesses|companies|firms|places|sites)) (?:similar|like (?:mine|ours|us|this|that|it))\b/i;
/** Projects read for a question of a kind: enough to find the one with what it asks for among them. */
const PROJECTS_READ = 6;
/** Share of the best project's score another of the kind must reach to be named too. */
const ALIKE = 0.5;

/** Words of a project's title that say nothing of which it is. */
const TITLE_FILLER = new Set(["solar", "installation", "panels", "record", "upgrade", "added", "existing"]);

/**
 * "What size battery did they get?", "when was that finished?", "what size was the battery?", "did
 * the school have to shut?": a question about a project just spoken of.
 */
const ABOUT_IT =
  /\b(?:they|their|them|that one|this one|there|it|that|the (?:battery|system|charger|job|project|cent(?:re|er)|school|farm|barn|winery|vineyard|offices?|factory|site|building|house|home|bungalow|business))\b/i;
const PAST = /\b(?:did|was|were|had|got|used|finished|fitted|put)\b/i;
/** "The battery there", "the panels out there": a part of the project just spoken of. */
const PART_THERE = /\bthe (?:\w+ )?\w+ (?:(?:out|over|up|down) )?there\b(?!['’]|\s+(?:is|are|was|were|be)\b)/i;

/**
 * The project a reply of ours spoke of (by its title and place, as its answer says them), or the
 * visitor's question before pointed at ("tell me about the Cardiff case study"), when the
 * follow-up asks about it in the past tense with a word standing for it.
 */
export function projectSpokenOf(reply: string, question: string, asked = ""): KnowledgeDoc | undefined {
  // "How many panels was the big one?" after a reply naming two of our projects: the larger of them.
  const bySize = BY_SIZE.exec(question);
  if (bySize) {
    const picked = projectBySize(reply, /^(?:small|smaller|smallest|little|tiny)$/i.test(bySize[1]!));
    if (picked) return picked;
  }
  // (Or a part of it asked "there": "what's the battery there for?" after our vineyard.)
  if (!ABOUT_IT.test(question) || !(PAST.test(question) || PART_THERE.test(question))) return undefined;
  // "Did you win anything for it?": our award, which no project's story tells.
  if (/\baward\b/.test(rephrase(question))) return undefined;
  const pointedAt = PROJECT_REF.test(asked) || POINTED_AT.test(asked);
  return projectNamed(reply, true) ?? (pointedAt ? projectNamed(asked, true) : undefined);
}

/** "The big one", "the smaller one": one of the projects a reply named, picked out by its size. */
const BY_SIZE =
  /\bthe (big|bigger|biggest|large|larger|largest|huge|small|smaller|smallest|little|tiny) (?:one|job|project|install(?:ation)?)\b/i;

/** A project's size in kW, from its system ("756.09kW solar PV"). */
const kwOf = (system: string) => Number(/(\d+(?:\.\d+)?)\s*kW\b/.exec(system)?.[1] ?? NaN);

/**
 * Of the two or more projects a reply of ours named (by its place, or two words of its title), the
 * largest, or the `smallest`, by the size of its system.
 */
function projectBySize(reply: string, smallest: boolean): KnowledgeDoc | undefined {
  const text = reply.toLowerCase();
  const has = (w: string) => text.includes(w.replace(/e?s$/, ""));
  const named = caseStudies.filter(
    (p) =>
      !Number.isNaN(kwOf(p.system)) &&
      (namedIn(text, p.location) ||
        words(p.title).filter((w) => w.length >= 5 && !TITLE_FILLER.has(w) && has(w)).length >= 2),
  );
  if (named.length < 2) return undefined;
  const [pick] = named.sort((a, b) => (smallest ? kwOf(a.system) - kwOf(b.system) : kwOf(b.system) - kwOf(a.system)));
  return projectPassages().find((d) => d.id === `project:${pick!.id}`);
}

/** "Job", "project", "the one on your site": a question about one of our projects. */
const PROJECT_REF = /\b(?:job|project|case stud(?:y|ies)|that one|the one|on your (?:site|website|projects page))\b/i;
/**
 * "Was that one of yours?", "the Barry school one", "that Pontypridd house": one project of ours
 * pointed at, which the place it names is enough to tell (not "a similar job" in the visitor's town).
 */
const POINTED_AT =
  /\b(?:(?:that|the) (?:winery|vineyard|leisure cent(?:re|er)|business park)|(?:job|project|install(?:ation)?|one) (?:that )?(?:you|u)(?:['’]ve| have)? (?:did|done|fitted|put in)|tell (?:me|us) (?:more )?about (?:the|that|your)|one of (?:yours|ours|your (?:jobs|projects))|(?:was|is) (?:that|this|it) (?:you|yours|your (?:lot|firm|company))|the (?:\w+ ){1,3}one|(?:that|the) (?:\w+ ){1,2}(?:house|home|school|farm|barn|bungalow|terrace|offices|leisure cent(?:re|er)|winery|vineyard))\b/i;

const namedIn = (text: string, name: string) => new RegExp(`\\b${name.toLowerCase()}\\b`).test(text);

/**
 * The one project a text names, as our answer names it ("Leisure Centre, Gloucester") or by its
 * place and a word of its title in other words ("the vineyard's winery in Monmouthshire"), or,
 * `byPlace`, as the only project of ours in the place it names ("that Pontypridd house").
 */
export function projectNamed(said: string, byPlace = false): KnowledgeDoc | undefined {
  const text = said.toLowerCase();
  const there = caseStudies.filter((p) => namedIn(text, p.location));
  // (A title's word said in the singular counts: "the Cwmbran office job" is Business Park Offices.)
  const has = (w: string) => text.includes(w.replace(/e?s$/, ""));
  const titled = there.filter((p) => words(p.title).some((w) => w.length >= 5 && !TITLE_FILLER.has(w) && has(w)));
  // No place named: two words of one title ("the record-setting secondary school").
  const byTitle = caseStudies.filter(
    (p) => words(p.title).filter((w) => w.length >= 5 && !TITLE_FILLER.has(w) && has(w)).length >= 2,
  );
  const named = there.length === 0 ? byTitle : titled.length === 0 && byPlace ? there : titled;
  if (named.length !== 1) return undefined;
  return projectPassages().find((d) => d.id === `project:${named[0]!.id}`);
}
