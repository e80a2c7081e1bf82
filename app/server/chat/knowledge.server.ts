import {
  assistantHandoffs,
  type Audience,
  assistantTopics,
  chatLinks,
  faqExtras,
  serviceAudience,
  serviceKeywords,
} from "~/content/chat-knowledge";
import { faqs } from "~/content/faq";
import { processSteps, typicalTimeline } from "~/content/process";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { listOf } from "~/lib/list-of";

/**
 * What the assistants know, built from the site's content files: the
 * built-in assistant searches these documents, and the OpenAI-compatible
 * one gets them as its system prompt. `questions`, `title` and `keywords`
 * are what visitors say, `answer` what is said back (and searched too).
 */
export interface KnowledgeDoc {
  id: string;
  title: string;
  /** How visitors ask for it. */
  questions: string;
  /** Other words visitors use for it. */
  keywords: string;
  answer: string;
  /** The page that says more. */
  link?: { href: string; label: string };
  /** A subject the site does not cover: the answer is an honest hand-off, always with the offer of a call. */
  handoff?: boolean;
  /** Only for homes or only for businesses: never the answer to a question about the other. */
  audience?: Audience;
  /** Its answer names other subjects, so is not searched (see AssistantTopic.namesOthers). */
  namesOthers?: boolean;
}

function processAnswer(): string {
  const steps = processSteps.map((s) => `${s.title.toLowerCase()} (${s.duration})`);
  const count =
    ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][steps.length] ??
    String(steps.length);
  return `It usually takes ${typicalTimeline} from the first consultation to switch-on. The ${count} steps are ${listOf(steps)}.`;
}

export function areasAnswer(): string {
  const regional = site.serviceAreas.filter((a) => a !== "UK Wide");
  const ukWide = regional.length < site.serviceAreas.length;
  return `We install across ${listOf(regional)}${ukWide ? ", and take on projects UK wide" : ""}.`;
}

function hoursAnswer(): string {
  const open = site.openingHours.filter((h) => h.schema).map((h) => `${h.days} ${h.hours}`);
  const closed = site.openingHours.filter((h) => !h.schema).map((h) => h.days);
  const closedText = closed.length > 0 ? `, and closed on ${listOf(closed)}` : "";
  return `Our office is open ${listOf(open)}${closedText}. You can leave a message here at any time.`;
}

function contactAnswer(): string {
  return `You can call us on ${site.phone.display} or email ${site.email}. Our office is at ${site.address.lines.join(", ")}.`;
}

export function buildKnowledge(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const f of faqs) {
    const extra = faqExtras[f.id];
    docs.push({
      id: `faq:${f.id}`,
      title: f.question,
      questions: f.question,
      keywords: extra?.keywords ?? "",
      answer: f.answer,
      link: extra?.link ? chatLinks[extra.link] : undefined,
      audience: extra?.audience,
    });
  }
  for (const s of services) {
    docs.push({
      id: `service:${s.id}`,
      title: s.title,
      questions: "",
      // Features are left out: they mention neighbouring services ("Battery ready") and pull questions away.
      keywords: serviceKeywords[s.id] ?? "",
      answer: `${s.description} ${s.pricing}`,
      audience: serviceAudience[s.id],
    });
  }
  docs.push({
    id: "process",
    title: "Our process",
    questions: "How does it work? How long does the whole process take from first contact to switch-on?",
    keywords: `process steps timeline timescale start finish consultation switch on weeks whole ${processSteps.map((s) => s.title).join(" ")}`,
    answer: processAnswer(),
  });
  for (const [i, step] of processSteps.entries()) {
    docs.push({
      id: `step:${i + 1}`,
      title: step.title,
      questions: "",
      // Each step's answer is how long it takes.
      keywords: "how long take duration",
      answer: `${step.title} (${step.duration}): ${step.description}`,
    });
  }
  docs.push({
    id: "areas",
    title: "Service areas",
    questions: "Which areas do you cover? Do you work near me?",
    keywords: `areas cover serve locations regions travel near come out ${site.serviceAreas.join(" ")} Wales England`,
    answer: areasAnswer(),
    link: chatLinks.contact,
  });
  docs.push({
    id: "hours",
    title: "Opening hours",
    questions: "What are your opening hours? When are you open?",
    keywords: "opening hours open times available weekend saturday sunday office hours",
    answer: hoursAnswer(),
    link: chatLinks.contact,
  });
  docs.push({
    id: "contact",
    title: "Contact details",
    questions: "What is your phone number? What is your email address? Where are you based?",
    keywords: `contact phone number telephone email address postcode office located based visit ${site.address.locality} ${site.address.region} ${site.address.postcode}`,
    answer: contactAnswer(),
    link: chatLinks.contact,
  });
  for (const t of assistantTopics) {
    docs.push({
      id: `topic:${t.id}`,
      // Its questions say what it is about; its id ("headline-price") would only repeat a word.
      title: "",
      questions: t.questions,
      keywords: t.keywords,
      answer: t.answer,
      link: t.link ? chatLinks[t.link] : undefined,
      audience: t.audience,
      namesOthers: t.namesOthers,
    });
  }
  for (const h of assistantHandoffs) {
    docs.push({
      id: `handoff:${h.id}`,
      title: "",
      questions: h.questions,
      keywords: h.keywords,
      answer: h.answer,
      handoff: true,
    });
  }
  return docs;
}
