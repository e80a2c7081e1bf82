/**
 * The rest of the site, as passages the assistant can answer from when its own answers
 * (knowledge.server.ts) have none (decision 114): the text of every page's copy in app/content
 * (the cookie policy among them: how long the site's storage lasts is small print visitors ask about),
 * a passage per paragraph, card, person or project, each with the page it is on. Read from the
 * content's data, so a page's words and the assistant's never disagree.
 */
import * as about from "~/content/about";
import { bookingForm } from "~/content/booking-page";
import { bookingRuleMessages } from "~/content/bookings";
import { caseStudies } from "~/content/case-studies";
import {
  estimateConstantPassage,
  estimateSolarDataPassage,
  passageLists,
  passageSources,
  projectHighlights,
  projectTypeWords,
} from "~/content/chat-knowledge";
import * as domestic from "~/content/domestic-solar";
import { methodConstants } from "~/content/estimate-constants";
import { calculatorCopy, methodCopy } from "~/content/estimate-page";
import { SAP_SOURCE } from "~/content/estimate-solar";
import * as home from "~/content/home";
import { landing } from "~/content/landing";
import { cookiePolicy, privacyPolicy, termsAndConditions } from "~/content/legal";
import { pageList } from "~/content/pages";
import { quizCopy } from "~/content/quiz";
import { services } from "~/content/services";
import * as solar from "~/content/solar";
import { team, teamIntro } from "~/content/team";
import { whyChooseTiles } from "~/content/why-choose";
import type { KnowledgeDoc } from "./knowledge.server";
import { constantValue } from "~/lib/estimate/format";
import { listOf } from "~/lib/list-of";

/** Fields that are names of things, not copy: icons, ids, addresses, artwork. */
const NOT_COPY = new Set([
  "icon",
  "id",
  "href",
  "path",
  "email",
  "scene",
  "art",
  "alt",
  "image",
  "gallery",
  "year",
  // A person's pastimes are theirs, not answers about our work.
  "hobbies",
]);
/** What names an object's passage: a person's or project's name, a card's title, a section's heading. */
const NAME_FIELDS = ["name", "title", "heading", "question"] as const;

/**
 * A sentence or more: copy a visitor can be answered with, not a label ("Next", "Or your annual
 * electricity use (kWh)"): six words ending as a sentence ends, or twelve.
 */
const isCopy = (text: string) => {
  const count = text.trim().split(/\s+/).length;
  return count >= 12 || (count >= 6 && /[.!?]$/.test(text.trim()));
};

interface Passage {
  title: string;
  text: string;
}

/**
 * The passages of a piece of content: each string of copy, under the name of the object it is in;
 * a person or project says its name first ("Owen Jones, Installation Lead: …"); a short list
 * (features, specialties) is said as one sentence under its object's name; a list the content
 * names (passageLists) with its lead-in ("We are approved to install …").
 */
function passagesOf(value: unknown, title: string, key: string, out: Passage[]): void {
  if (typeof value === "string") {
    if (isCopy(value)) out.push({ title, text: value });
    return;
  }
  if (Array.isArray(value)) {
    const strings = value.filter((v): v is string => typeof v === "string");
    const lead = passageLists[key];
    if (lead && strings.length === value.length) {
      out.push({ title, text: `${lead} ${listOf(strings)}.` });
      return;
    }
    if (strings.length === value.length && strings.length > 0 && !strings.some(isCopy) && title) {
      out.push({ title, text: `${title}: ${listOf(strings)}.` });
      return;
    }
    for (const v of value) passagesOf(v, title, key, out);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  // A legal block with a link: its words either side of the link's label.
  if (typeof record.before === "string" && typeof record.after === "string") {
    const link = record.link as { label?: string } | undefined;
    passagesOf(`${record.before}${link?.label ?? ""}${record.after}`, title, key, out);
    return;
  }
  const names = NAME_FIELDS.map((f) => record[f]).filter((v): v is string => typeof v === "string");
  const named = typeof record.name === "string";
  const own = names.length > 0 ? names.join(", ") : title;
  for (const [field, v] of Object.entries(record)) {
    if (NOT_COPY.has(field) || (NAME_FIELDS as readonly string[]).includes(field)) continue;
    const before = out.length;
    passagesOf(v, own, field, out);
    // "Owen Jones, Installation Lead: leads our fitting team…": a person's copy says who.
    if (named) for (const p of out.slice(before)) if (!p.text.startsWith(own)) p.text = `${own}: ${p.text}`;
    // "2022: We expand into commercial…": a milestone's copy says when.
    if (typeof record.year === "string") for (const p of out.slice(before)) p.text = `${record.year}: ${p.text}`;
  }
}

/** "2026-07-01" as "1 July 2026". */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

let figures: KnowledgeDoc[] | undefined;
/**
 * The figures of our savings estimate: every constant /how-we-estimate lists, a passage each in
 * words ("…standing charge: 57.19p a day…"), and its solar data's source, on that page.
 */
export function estimateFigures(): KnowledgeDoc[] {
  const href = "/how-we-estimate";
  const link = { href, label: passageSources[href] ?? passageSources["/"]! };
  figures ??= methodPassages().map((p, n) => ({
    id: `figure:${n}`,
    title: p.title,
    questions: "",
    keywords: "",
    answer: p.text,
    link,
  }));
  return figures;
}

const methodPassages = (): Passage[] => [
  ...methodConstants.map((c) => ({
    title: c.name,
    text: estimateConstantPassage(c.name, constantValue(c), longDate(c.asOf)),
  })),
  { title: "Solar data, SAP version", text: estimateSolarDataPassage(SAP_SOURCE) },
];

/** Each source of copy, with the page it is on. */
function sources(): { href: string; content: unknown }[] {
  const page = (path: string) => pageList.find((p) => p.path === path)?.path ?? "/";
  return [
    { href: page("/about"), content: about },
    { href: page("/team"), content: { teamIntro, team } },
    { href: page("/domesticsolar"), content: domestic },
    { href: page("/solar"), content: solar },
    { href: page("/"), content: { home, services, whyChooseTiles } },
    { href: page("/landing"), content: { landing, quizCopy } },
    { href: page("/case-studies"), content: caseStudies },
    { href: page("/solar-savings-calculator"), content: calculatorCopy },
    { href: page("/how-we-estimate"), content: methodCopy },
    { href: page("/contact-us"), content: { bookingForm, bookingRuleMessages } },
    { href: page("/terms-and-conditions"), content: termsAndConditions },
    { href: page("/privacy-policy"), content: privacyPolicy },
    { href: page("/cookie-policy"), content: cookiePolicy },
    // Each page's own description, on that page.
    ...pageList
      .filter((p) => Object.hasOwn(passageSources, p.path))
      .map((p) => ({ href: p.path, content: { title: p.title, description: p.description } })),
  ];
}

let built: KnowledgeDoc[] | undefined;
/** The site's passages as documents: searched by their name and words, answered with their text and page. */
export function sitePassages(): KnowledgeDoc[] {
  let n = 0;
  built ??= sources().flatMap(({ href, content }) => {
    const out: Passage[] = [];
    passagesOf(content, "", "", out);
    const label = passageSources[href] ?? passageSources["/"]!;
    const unique = [...new Map(out.map((p) => [p.text, p])).values()];
    return unique.map((p) => ({
      id: `page:${href}:${n++}`,
      title: p.title,
      questions: "",
      keywords: "",
      answer: p.text,
      link: { href, label },
    }));
  });
  return built;
}

/** The team page's passages that name a person: who does what. */
export const teamPassages = () => sitePassages().filter((d) => d.link?.href === "/team" && d.title !== "");

let projects: KnowledgeDoc[] | undefined;
/**
 * Our projects, one each, said whole: what it was, where, the system and when, then its story
 * ("Dairy Farm Barn Roof, Caerphilly: 30kW solar PV, completed April 2025. Milking and…").
 * Searched by what the project was (its title, type, location and highlights).
 */
export function projectPassages(): KnowledgeDoc[] {
  const label = passageSources["/case-studies"] ?? "See our projects";
  projects ??= caseStudies.map((p) => ({
    id: `project:${p.id}`,
    // (With the everyday words for its type: "farm" for the vineyard winery, an Agricultural project.)
    title: [p.title, p.type, projectTypeWords[p.type], p.location].filter(Boolean).join(" "),
    questions: "",
    keywords: p.highlights.join(" "),
    answer: `${p.title}, ${p.location}: ${p.system}, completed ${p.completion}. ${p.description} ${projectHighlights} ${listOf(p.highlights.map((h) => h.charAt(0).toLowerCase() + h.slice(1)))}.`,
    link: { href: "/case-studies", label },
  }));
  return projects;
}
