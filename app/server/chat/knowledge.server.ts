import { assistantTopics } from "~/content/chat";
import { faqs } from "~/content/faq";
import { processSteps, typicalTimeline } from "~/content/process";
import { services } from "~/content/services";
import { site } from "~/content/site";

/**
 * What the assistants know, built from the site's content files: the
 * built-in assistant searches these documents, and the OpenAI-compatible
 * one gets them as its system prompt. `text` is what is searched (with
 * words visitors use), `answer` what is said.
 */
export interface KnowledgeDoc {
  id: string;
  title: string;
  text: string;
  answer: string;
}

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function processAnswer(): string {
  const steps = processSteps.map((s) => `${s.title.toLowerCase()} (${s.duration})`);
  return `It usually takes ${typicalTimeline} from the first consultation to switch-on. The steps are ${listOf(steps)}.`;
}

function areasAnswer(): string {
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
    // The question counts twice: it is how visitors phrase things.
    docs.push({
      id: `faq:${f.id}`,
      title: f.question,
      text: `${f.question} ${f.question} ${f.answer}`,
      answer: f.answer,
    });
  }
  for (const s of services) {
    docs.push({
      id: `service:${s.id}`,
      title: s.title,
      // Features are left out: they mention neighbouring services ("Battery ready") and pull questions away.
      text: `${s.title} ${s.title} ${s.description} ${s.pricing} ${s.pricing} price cost`,
      answer: `${s.description} ${s.pricing}`,
    });
  }
  docs.push({
    id: "process",
    title: "Our process",
    text: `process steps how does it work what happens timeline from consultation to switch-on how long whole process weeks ${processSteps
      .map((s) => `${s.title} ${s.duration}`)
      .join(" ")}`,
    answer: processAnswer(),
  });
  docs.push({
    id: "areas",
    title: "Service areas",
    text: `areas which areas do you cover serve where locations regions travel near me ${site.serviceAreas.join(" ")} Wales England`,
    answer: areasAnswer(),
  });
  docs.push({
    id: "hours",
    title: "Opening hours",
    text: "opening hours open times when are you open available weekend saturday sunday office hours",
    answer: hoursAnswer(),
  });
  docs.push({
    id: "contact",
    title: "Contact details",
    text: `phone number telephone email address contact office located based where visit ${site.address.locality} ${site.address.region}`,
    answer: contactAnswer(),
  });
  for (const t of assistantTopics) {
    docs.push({ id: `topic:${t.id}`, title: t.id, text: `${t.keywords} ${t.keywords} ${t.answer}`, answer: t.answer });
  }
  return docs;
}
