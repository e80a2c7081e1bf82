/**
 * What the chat assistant knows beyond the FAQ, services, process and site
 * files: extra answers, the words visitors use for each subject, the pages
 * that say more, and the subjects the site does not cover (answered with an
 * honest hand-off). Every fact here must be true for this company and shown
 * elsewhere on the site; the source is named beside each. How visitors
 * phrase their questions is in chat-language/ (put together by
 * chat-language.ts) and chat-aspects.ts.
 */

import { listOf } from "~/lib/list-of";
import { aboutStory, approvedBrands, award, milestones } from "./about";
import { bookingForm } from "./booking-page";
import { consentCopy } from "./consent";
import { bookingPeriods } from "./bookings";
import { domesticIncluded } from "./domestic-solar";
import { claimBasis, claims } from "./estimate-claims";
import { calculatorCopy } from "./estimate-page";
import { consumption, daytimeShare, defaults, pitchPresets, sizing, tariffs } from "./estimate";
import { prices } from "./estimate-prices";
import { privacyPolicy, termsAndConditions } from "./legal";
import { accreditations } from "./navigation";
import { mostCommon, quizCopy, quizQuestions, savingsByBill } from "./quiz";
import { thankYou } from "./lead-forms";
import { pages } from "./pages";
import { services } from "./services";
import { site } from "./site";
import { testimonials } from "./testimonials";
import { whyChooseTiles } from "./why-choose";

/** Our terms' installation section (legal.ts, "4. Installation"): what the customer agrees to, then our standards. */
const installationTerms = (termsAndConditions.sections.find((x) => x.id === "installation")?.blocks ?? []).filter(
  (b): b is string => typeof b === "string",
);

/** What a maintenance visit does (services.ts, maintenance & cleaning: its process). */
/** A share as a whole percentage: 0.3 → "30%". */
const percent = (share: number) => `${Math.round(share * 100)}%`;
/** The occupancies of estimate.ts, as a reply says them. */
const occupancyWords = {
  home: "if someone is home all day",
  half: "if someone is in half the day",
  out: "if you are out all day",
};
const maintenanceProcess = services.find((s) => s.id === "maintenance-cleaning")?.process ?? [];

/** Where our reviews are left (testimonials.ts: each review's platform). */
const reviewPlatforms = [...new Set(testimonials.map((t) => t.platform))];

/** A price a unit (in £/kWh, as estimate.ts keeps it) in pence, as visitors say it: 0.2611 → "26.11p". */
const pence = (poundsPerKwh: number): string => `${Number((poundsPerKwh * 100).toFixed(2))}p`;

/** The first paragraph of a section of our terms (or another of legal.ts's documents), by its title. */
const termsBlock = (title: RegExp, doc = termsAndConditions): string => {
  const block = doc.sections.find((x) => title.test(x.title))?.blocks.find((b) => typeof b === "string");
  return typeof block === "string" ? block : "";
};

/** The privacy policy's paragraph on erasing a visitor's details on request ("5. Your Rights"). */
const erasureParagraph = (
  privacyPolicy.sections
    .find((x) => x.id === "your-rights")
    ?.blocks.find((b): b is string => typeof b === "string" && /\berase\b/.test(b)) ?? ""
).replace(", as described above", "");

/** The privacy policy's section on keeping a visitor's information safe ("7. Keeping Your Information Safe"). */
const securityParagraph =
  privacyPolicy.sections.find((x) => x.id === "security")?.blocks.find((b): b is string => typeof b === "string") ?? "";

/** Pages an answer may point to: same-site paths only (the widget refuses anything else). */
export const chatLinks = {
  faq: { href: "/faq", label: "More in our FAQ" },
  contact: { href: "/contact-us", label: "Contact us" },
  calculator: { href: "/solar-savings-calculator", label: "Try our savings calculator" },
  projects: { href: "/case-studies", label: "See our projects" },
  privacy: { href: "/privacy-policy", label: "Read our privacy policy" },
  reviews: { href: "/testimonials", label: "Read our reviews" },
  quiz: { href: "/landing", label: "Take our 60-second quiz" },
  terms: { href: "/terms-and-conditions", label: "Read our terms" },
  method: { href: "/how-we-estimate", label: "How we estimate" },
} as const;

export type ChatLinkId = keyof typeof chatLinks;

/**
 * The link under an answer taken from a page's own copy (decision 114), by the page's path: only
 * these pages' copy is read for answers (staff pages and the thank-you page are not).
 */
export const passageSources: Record<string, string> = {
  "/": "More on our home page",
  "/about": "More about us",
  "/team": "Meet our team",
  "/domesticsolar": "More on solar for your home",
  "/solar": "More on solar energy",
  "/landing": "Take our 60-second quiz",
  "/case-studies": "See our projects",
  "/solar-savings-calculator": "Try our savings calculator",
  "/how-we-estimate": "How we estimate",
  "/contact-us": "Contact us",
  "/terms-and-conditions": "Read our terms",
  "/privacy-policy": "Read our privacy policy",
  "/cookie-policy": "Read our cookie policy",
  "/testimonials": "Read our reviews",
  "/faq": "More in our FAQ",
};

/**
 * How a constant of our savings estimate is said as one of the site's passages (the list
 * /how-we-estimate shows: estimate-constants.ts), and its solar data's source.
 */
export const estimateConstantPassage = (name: string, value: string, from: string) =>
  `In our savings estimate, ${/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name}: ${value} (applies from ${from}).`;
export const estimateSolarDataPassage = (source: string) => `The solar data in our savings estimate: ${source}.`;

/** The lead-in to a project's highlights in its answer (case-studies.ts). */
export const projectHighlights = "Highlights:";

/**
 * The everyday words for a kind of project of ours (case-studies.ts `type`), which its case study
 * does not use: "have you put a battery in for a farm?" asks about our Agricultural projects (the
 * dairy barn, the vineyard winery), whose titles say "Dairy Farm" and "Vineyard" but not both.
 */
export const projectTypeWords: Partial<Record<string, string>> = {
  Agricultural: "farm farms rural",
};

/** How a project of ours is said in answer to "have you done any…?" (case-studies.ts). */
export const projectLeadIn = "Yes, for example:";

/** How one customer's review is said when a visitor asks what a customer said (testimonials.ts). */
export const reviewSaid = (r: {
  name: string;
  location: string;
  project: string;
  rating: number;
  platform: string;
  date: string;
  text: string;
}) =>
  `${r.name} (${r.location}, ${r.project.charAt(0).toLowerCase()}${r.project.slice(1)}) gave us ${r.rating} out of 5 stars on ${r.platform} in ${r.date}: "${r.text}"`;
/** After the reviews under five stars: the rest shown on our site are five stars (testimonials.ts). */
export const otherReviewsFullMarks = "Every other review on our reviews page gives us five stars.";

/** How a short list of the site's copy is said as an answer, by its name in app/content (passages.server.ts). */
export const passageLists: Record<string, string> = {
  approvedBrands: "The panel, inverter, battery and charger brands we are approved to install are",
  domesticIncluded: "A home system from us includes",
};

/** An extra answer, with the words visitors use for it. */
export interface AssistantTopic {
  id: string;
  /** Ways visitors ask, searched with the most weight. */
  questions: string;
  keywords: string;
  answer: string;
  link?: ChatLinkId;
  /** Who the answer is for, when it is for one kind of customer only (decision 110). */
  audience?: Audience;
  /** Its answer names other subjects (what the calculator leaves out): searched by its questions and keywords only. */
  namesOthers?: boolean;
}

/** Homes or businesses: a price for one is a wrong answer to the other. */
export type Audience = "home" | "business";

export const assistantTopics: AssistantTopic[] = [
  {
    // docs/product.md §9 prices; the residential service says £4,500 for 4kW.
    id: "headline-price",
    questions: "How much does solar cost? What is the cheapest system? What is the starting price?",
    keywords: "price cost how much cheapest smallest system starting from budget afford expensive panels solar",
    answer:
      "Complete solar systems start from £3,995 including VAT, and a typical 4kW home system is from £4,500 fully installed. Your price is fixed after a free survey.",
    audience: "home",
  },
  {
    // legal.ts §5 Warranties, services.ts.
    id: "warranty",
    questions: "What warranty do I get? Are the panels guaranteed? How long is the guarantee?",
    keywords: "warranty warranties guarantee guaranteed cover covered faulty breakdown workmanship",
    answer:
      "Our systems come with warranties of up to 25 years on the panels; batteries carry a 10-year warranty and inverters usually 10 years or more. Our workmanship is guaranteed and insured through our RECC and TrustMark membership.",
  },
  {
    // legal.ts terms, "5. Warranties": the panels' and batteries' warranties are the manufacturers';
    // our workmanship is guaranteed and insured through RECC and TrustMark.
    id: "warranty-whose",
    questions: "Is the warranty yours or the manufacturer's?",
    keywords: "manufacturer manufacturers whose workmanship",
    // Its answer names batteries, quotes and RECC: found by its questions and keywords only.
    namesOthers: true,
    answer: termsBlock(/warrant/i),
    link: "terms",
  },
  {
    // docs/product.md §2.8, the contact page.
    id: "reply-time",
    questions: "How quickly will you reply to a quote request? When will I hear back?",
    keywords: "quote reply respond response hear back quickly soon urgent fast",
    // lead-forms.ts, the thank-you page's last step.
    answer: `We reply to quote requests within 24 hours, and the same day for urgent calls. ${thankYou.steps.at(-1) ?? ""}`,
    link: "contact",
  },
  {
    // about.ts, case studies.
    id: "record",
    questions:
      "What is the biggest job you have done? What is your largest installation? How many panels did the record school take?",
    keywords: "record biggest largest project school experience installations done completed panels",
    answer:
      "We hold the Welsh record for a single installation: 756.09kW from 1,626 panels across 3 roof levels of a school, completed in August 2024. We have completed over 500 installations.",
    audience: "business",
  },
  {
    // about.ts milestones (2011: "Rhys Powell sets up the company, installing solar panels on homes…";
    // 2022: "We expand into commercial and agricultural projects, add battery storage and drone surveying…").
    id: "expansion",
    questions: "When did you start doing it? When did you add it or expand into it?",
    keywords: "timeline year added expanded",
    // (The years on it when we took on a kind of work: solar on homes from 2011, the rest in 2022.)
    answer: `On our timeline, ${milestones
      .filter((m) => /\b(?:installing|add|expand)\b/.test(m.text))
      .map((m) => `${m.year} is "${m.title}": ${m.text}`)
      .join(" Then ")}`,
    // (Its answer names batteries, drones and commercial work, which other questions ask about.)
    namesOthers: true,
  },
  {
    // about.ts (2011: "Rhys Powell sets up the company"), landing.ts, home.ts highlights (500+ installations, rated 4.9/5 by 1,000+ customers).
    id: "company",
    questions: "When were you founded? How long have you been trading? What do your reviews say?",
    keywords:
      "founded established since history trading reviews review rating rated stars feedback testimonials reputation award awards local national family independent",
    answer: `We are a Welsh, family-run firm based in Risca, working across South Wales and the South West since 2011, when Rhys Powell set it up. Over 500 homes and businesses later, our customers rate us 4.9/5 (over 1,000 of them), and we were named ${award.title}. Reviews are left on ${listOf(reviewPlatforms)}.`,
    link: "reviews",
  },
  {
    // services.ts, battery storage: features and benefits.
    id: "battery-backup",
    questions: "Will a battery keep my power on in a power cut? Does it work as backup power?",
    keywords: "battery backup power cut outage blackout lights on essential circuits",
    answer:
      "With the backup option, a battery keeps essential circuits running in a power cut. Batteries start from £6,500 for up to 13.5kWh of storage.",
  },
  {
    // services.ts, battery storage; estimate-claims.ts (the estimate's typical home, checked with the calculator's method).
    id: "battery-savings",
    questions:
      "Is a battery worth it? How much more would I save with a battery than with panels alone? What does a battery do?",
    keywords: "battery batteries",
    answer: `A battery stores the power your panels make during the day for the evening, when electricity costs the most. For a typical home our estimate is a cut of ${claims.billCutPanels.text} in the electricity bill with panels alone and ${claims.billCutBattery.text} with a 5kWh battery. Batteries start from £6,500 for up to 13.5kWh of storage.`,
    link: "calculator",
  },
  {
    // about.ts approvedBrands (names only, no logos).
    id: "brands",
    questions: "Which brands do you install? What make of panels, inverters and batteries do you use?",
    keywords: `brand brands make makes manufacturer manufacturers model models ${approvedBrands.join(" ")}`,
    answer: `${passageLists.approvedBrands} ${listOf(approvedBrands)}.`,
  },
  {
    // navigation.ts accreditations (the footer's badges), faq.ts certifications.
    id: "accreditations",
    questions: "Which schemes are you members of? Are you registered with NAPIT or NICEIC?",
    // "health safety": SafeContractor and CHAS are contractors' health and safety schemes.
    keywords: `schemes scheme member members registered approved accredited accreditation accreditations health safety ${accreditations.map((a) => a.short).join(" ")}`,
    answer: `We are ${listOf(accreditations.map((a) => a.name))}.`,
    link: "faq",
  },
  {
    // why-choose.ts, the home page's Why Choose tiles (expert installation, warranty).
    id: "why-choose",
    questions:
      "Why should I choose you? What makes you different from other installers? Why pick you over other companies?",
    // "whychoose": why choose us asked (chat-language/).
    keywords: "whychoose",
    answer: ["expert", "warranty"].map((icon) => whyChooseTiles.find((t) => t.icon === icon)?.text ?? "").join(" "),
    // Its answer names our engineers and warranty: found by its questions and keywords only.
    namesOthers: true,
  },
  {
    // about.ts story and values: our own engineers, no subcontractors.
    id: "own-team",
    questions: "Do you use subcontractors or your own team? Who does the installation?",
    keywords: "subcontractors subcontractor subcontract subbies own employ employed",
    answer: aboutStory[1] ?? "",
  },
  {
    // domestic-solar.ts: what a home system includes.
    id: "included",
    questions: "What is included in a home system? What do I get for my money?",
    keywords: "included includes include package comes with extra extras additional",
    // "High-efficiency solar panels" is lowered mid-sentence; "MCS certified installation" is not.
    answer: `A home system from us includes ${listOf(domesticIncluded.map((item, i) => (i > 0 && /^\p{Lu}\p{Ll}/u.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item)))}.`,
    audience: "home",
  },
  {
    // booking-page.ts: the booking form's types and dates.
    id: "booking",
    questions: "When can I book a consultation? Can I book a Saturday?",
    keywords:
      "book booking appointment slot slots ahead saturday morning afternoon date available move reschedule rearrange earliest soonest tomorrow",
    answer: `${bookingForm.heading}: ${bookingForm.intro} Consultations can be booked for ${bookingForm.dateHint.replace(/\.$/, "")}: ${listOf(Object.values(bookingPeriods).map((p) => `${p.label.toLowerCase()}s ${p.start}-${p.end}`))}.`,
    link: "contact",
  },
  {
    // bookings.ts: bank holidays in England and Wales, on which we book no visits or calls; booking-page.ts dates.
    id: "bank-holiday-booking",
    questions: "Can I book a consultation on a bank holiday?",
    keywords: "bank holiday holidays easter",
    answer: `No: we book no visits or calls on bank holidays in England and Wales. Consultations can be booked for ${bookingForm.dateHint.replace(/\.$/, "")}.`,
    link: "contact",
  },
  {
    // pages.ts, the calculator page's description.
    id: "calculator",
    questions: "Is there a calculator on your website?",
    keywords: "calculator calculate calculation online tool website",
    answer: `Yes: our solar savings calculator. ${pages.solarSavingsCalculator.description}`,
    link: "calculator",
  },
  {
    // pages.ts, the case studies page's description.
    id: "projects",
    questions: "Can I see examples of your work? Do you have case studies of previous installations?",
    keywords: "examples example previous past projects portfolio case studies gallery photos pictures completed",
    answer: pages.caseStudies.description,
    link: "projects",
  },
  {
    // legal.ts, the privacy policy's introduction, shortened.
    id: "privacy",
    questions: "What do you do with my data? How do you use my personal information?",
    keywords: "data personal information privacy gdpr delete erase",
    // legal.ts: "We never sell your information."
    answer:
      "Our privacy policy explains what personal information our website keeps, why we keep it and what rights you have. We never sell your information.",
    link: "privacy",
  },
  {
    // legal.ts privacy policy, "3. Sharing Your Information", word for word: who else receives a visitor's details.
    id: "data-shared",
    questions: "Who receives my personal information?",
    // "datashared": who else sees a visitor's details (chat-language/privacy-and-legal.ts).
    keywords: "datashared",
    // (Its answer names MCS, the network operator and the chat, which are asked about in their own right.)
    namesOthers: true,
    answer: termsBlock(/sharing/i, privacyPolicy),
    link: "privacy",
  },
  {
    // legal.ts privacy policy, "2. How We Use Your Information": our lawful bases, word for word.
    id: "lawful-basis",
    questions: "What is your lawful basis for processing my data? On what legal basis do you use my information?",
    keywords: "lawful legal basis bases legitimate interest gdpr processing process",
    answer:
      "Our lawful bases are your request for a quote (steps before a contract), the contract itself once you order, our legitimate interest in running, improving and protecting our business, and your consent where we ask for it.",
    link: "privacy",
    // (Quotes, contracts and consent are asked about in their own right.)
    namesOthers: true,
  },
  {
    // site.ts socials (the footer's links).
    id: "social",
    questions: "Are you on social media? Can I follow you on Facebook or Instagram?",
    keywords: `social media follow ${site.socials.map((x) => x.name).join(" ")} twitter tiktok`,
    // Each with its address (without "https://www."), as a visitor would type it.
    answer: `You can follow us on ${listOf(site.socials.map((x) => `${x.name} (${x.href.replace(/^https:\/\/(?:www\.)?/, "")})`))}; the links are at the foot of every page.`,
  },
  {
    // site.ts builderCredit ("Site built by Bryn Web Studio", the footer's credit line).
    id: "site-builder",
    questions: "Who built your website? Who designed and made this site?",
    keywords: "website site web designer developer agency built made designed design studio",
    answer: `Our website was built by ${site.builderCredit.label.replace(/^Site built by /i, "")}; the credit is at the foot of every page.`,
  },
  {
    // estimate.ts pitch presets ("Flat roof (panels on 10° frames)"), faq.ts planning permission.
    id: "flat-roof",
    questions: "Can panels go on a flat roof?",
    keywords: "flatroof frames frame flat",
    answer: `Yes: on a flat roof the panels sit on ${(pitchPresets.find((p) => p.value === 10)?.label.match(/\d+° frames/) ?? ["10° frames"])[0]}. Some flat roofs need planning permission; we check this for you during the survey.`,
    link: "faq",
  },
  {
    // legal.ts terms, "7. Complaints".
    id: "complaints",
    questions: "How do I make a complaint? Who do I complain to?",
    keywords: "complaints complaint dispute ombudsman independent resolution arbitration",
    answer:
      termsAndConditions.sections.find((x) => /complaints/i.test(x.title))?.blocks.find((b) => typeof b === "string") ??
      "",
    link: "contact",
  },
  {
    // legal.ts terms, "4. Installation": what the customer does, and must tell us, before we arrive
    // (safe access, known roof defects or asbestos).
    id: "before-installation",
    questions:
      "Is there anything I should tell you beforehand? What should we do to prepare beforehand? What are the customer's obligations under your terms?",
    keywords:
      "prepare preparing preparation ready beforehand access defects obliged obligation obligations responsibilities responsibility duty duties safe",
    answer: termsBlock(/installation/i),
    link: "terms",
  },
  {
    // services.ts, drone surveying: benefits.
    id: "drone-time",
    questions: "How long does a drone flight take?",
    keywords: "drone time quick hour flight",
    answer: "Most drone surveys take under an hour, and nobody needs to climb on your roof.",
  },
  {
    // legal.ts terms, "3. Your Right to Cancel", whole: who the cooling-off period is for, a consumer
    // who signs at home or at a distance (online, by phone).
    id: "cooling-off-where",
    questions: "I signed at a distance: does it count?",
    // "signedwhere": where or how a contract was signed (chat-language/privacy-and-legal.ts).
    keywords: "signedwhere distance",
    answer: termsBlock(/right to cancel/i),
    link: "terms",
    // (Cancelling and the cooling-off period are asked about in their own right: the terms answer.)
    namesOthers: true,
  },
  {
    // legal.ts terms: quotes, prices, cooling-off.
    id: "terms",
    questions: "How long is a quote valid? Can I cancel after signing? Do prices include VAT?",
    keywords:
      "quote valid validity expire expiry cancel cancellation cooling off change mind back out withdraw vat included contract signing",
    answer:
      "Our quotes are valid for 30 days and are given including VAT: all our prices include VAT. You have a 14-day cooling-off period after signing; if you ask us to start work within it, you may have to pay for work already done.",
  },
  {
    // process.ts, Initial Consultation; booking-page.ts and bookings.ts: home visit, phone or video call;
    // chat.ts intent ("a free, no-obligation chat with one of our advisers").
    id: "consultation-kind",
    questions:
      "Can the consultation be done online or on a video call? Do you come to the house or is it by phone? Does someone have to visit?",
    keywords: "consultation online video call phone home visit in person remote zoom teams",
    answer:
      "Your first consultation is free, with no obligation: a friendly chat by phone, video call or at your home, whichever suits you. Home visits are in South Wales and the South West; phone and video calls are open to the whole UK.",
  },
  {
    // process.ts, Commissioning & Handover; domestic-solar.ts "Monitoring app set up on your phone"; services.ts;
    // faq.ts installation-time: "we commission the system and show you how it works before we leave".
    id: "monitoring-app",
    questions: "Can I see what my panels are generating on my phone? Is there an app to monitor the system?",
    keywords: "monitoring monitor app phone see generating generation track watch output online display",
    answer:
      "Yes, and it is included in a home system: at handover we set up monitoring on your phone, so the app shows what your panels generate, and we show you how it works before we leave.",
  },
  {
    // services.ts, battery storage: "Paired with a smart tariff, it can also charge cheaply overnight".
    id: "battery-tariff",
    questions: "Can the battery charge from the grid on a cheap night rate or smart tariff?",
    keywords: "battery smart tariff off-peak overnight cheap night rate economy grid charge",
    answer:
      "Yes. Paired with a smart tariff, a battery can charge cheaply overnight and cover your peak-time use, as well as storing your own solar power for the evening.",
  },
  {
    // How a stopped panel or fault comes to light: process.ts and domestic-solar.ts ("Monitoring app set up on
    // your phone"), faq.ts maintenance ("we can spot problems remotely on systems with monitoring"), team.ts
    // (Sian "watches the monitoring alerts, so small faults are fixed before they cost you").
    id: "fault-alerts",
    questions:
      "How would I know if a panel stopped working? How do you know when something goes wrong with the system?",
    // "faultalerts": how anyone would know a panel or system had stopped working (chat-language/).
    keywords: "faultalerts",
    // Its answer names the monitoring app, maintenance and our team: found by its questions and keywords only.
    namesOthers: true,
    answer:
      "The monitoring app we set up on your phone at handover shows what your panels generate. On systems with monitoring we can also spot problems remotely, and our maintenance coordinator, Sian, watches the monitoring alerts, so small faults are fixed before they cost you.",
  },
  {
    // services.ts, maintenance & cleaning: its process (what a maintenance visit does).
    id: "maintenance-visit",
    questions: "What does a service visit cover?",
    // "maintenancevisit": what a maintenance visit or health check involves (chat-language/).
    keywords: "maintenancevisit",
    // Its answer names inspections, cleaning and reports: found by its questions and keywords only.
    namesOthers: true,
    answer: `A maintenance visit covers: ${maintenanceProcess.map((step, i) => `${i === maintenanceProcess.length - 1 ? "and " : ""}${step.charAt(0).toLowerCase()}${step.slice(1)}`).join("; ")}.`,
  },
  {
    // services.ts maintenance & cleaning ("including systems installed by others"), battery storage
    // ("added to an existing system"), team.ts (batteries added to panels fitted by other companies).
    id: "other-installers",
    questions: "Do you service or repair systems installed by others? Can you work on existing panels you didn't fit?",
    keywords: "existing others bust didn't",
    answer:
      "Yes, that's not a problem. We look after systems installed by others too, with health checks and cleaning on maintenance plans from £150 per year.",
  },
  {
    // services.ts, battery storage ("added to an existing system"); team.ts (Tom Harris adds
    // batteries to panels fitted by other companies); case-studies.ts (the Swansea retrofit).
    id: "battery-existing",
    questions:
      "Can you add a battery to panels another firm did? Can a battery go on my existing system that you didn't do?",
    keywords: "battery others another firm bust didn't installed retrofit",
    answer:
      "Yes. A battery can be added to an existing system at any time, including panels from other companies: we did this for a Swansea home whose panels were another firm's work from years earlier. Batteries start from £6,500 for up to 13.5kWh of storage.",
    link: "projects",
  },
  {
    // services.ts, commercial benefits ("Capital allowances may apply"); case-studies.ts (the
    // Caerphilly dairy farm: "Capital allowances applied").
    id: "business-tax",
    questions: "Are there any tax benefits for a business putting in solar? Can we claim tax relief?",
    keywords: "capital allowances tax relief benefit advantage accountant claim",
    answer:
      "For a business, capital allowances may apply to a solar installation, as they did on a 30kW system for a dairy farm in Caerphilly; your accountant can confirm what you can claim.",
    audience: "business",
  },
  {
    // services.ts, commercial features ("Detailed ROI analysis"); solar.ts Why Choose Us for Solar
    // ("a full return-on-investment analysis").
    id: "business-roi",
    questions: "Will we get an ROI analysis?",
    // "roi": return on investment asked about (chat-language/).
    keywords: "roi analysis proposal",
    answer:
      "Yes. Our commercial installations come with a detailed ROI (return-on-investment) analysis, planned around your working hours.",
    audience: "business",
    // Its answer names commercial installations and working hours: found by its questions and keywords only.
    namesOthers: true,
  },
  {
    // landing.ts benefits ("Carbon Neutral"): a typical home system and a tonne of carbon dioxide a year.
    id: "carbon",
    questions: "How much carbon dioxide does a solar system avoid? How much CO2 do panels avoid? Is solar green?",
    keywords: "carbon co2 dioxide emissions environment environmental green footprint tonne planet climate",
    answer:
      "A typical home system avoids around a tonne of carbon dioxide emissions annually, lowering your carbon footprint.",
  },
  {
    // legal.ts privacy policy: how long an enquiry's details are kept, and erasure on request ("E-mails
    // about you that have not been sent yet are cancelled, and a consultation you booked is called off"),
    // and what is left after erasure ("When we erase your details we keep an anonymous record of the
    // enquiry … It contains nothing that identifies you.").
    id: "data-retention",
    questions: "How long do you keep my details? Can you delete my data?",
    keywords: "keep details erase delete wipe retention data anonymous quiz",
    answer:
      "If you do not become a customer, our website erases your details automatically 730 days (two years) after your enquiry, and you can ask us to erase them at any time: we then erase them straight away and cancel e-mails about you not yet sent, and a consultation you booked is called off. When we erase your details we keep an anonymous record of the enquiry, which contains nothing that identifies you. Quiz answers left without any details are anonymous and deleted after 400 days. For customers, we keep installation records for the life of the warranty.",
    link: "privacy",
  },
  {
    // legal.ts privacy policy, "7. Keeping Your Information Safe": how a visitor's details are kept safe.
    id: "data-security",
    questions: "Is my information safe and secure with you? Could it be hacked?",
    keywords: "hacked hacking encrypted encryption",
    answer: securityParagraph,
    link: "privacy",
  },
  {
    // legal.ts privacy policy, "5. Your Rights", its paragraph on erasure (without "as described above"):
    // what erasing a visitor's details wipes, and what it does to e-mails not yet sent and a booked
    // consultation; erasure.ts says the same ("a booked consultation is called off").
    id: "data-erasure",
    questions: "erasewhat erasebooking",
    // "erasewhat": what erasure wipes; "erasebooking": a booking when the details are erased
    // (chat-language/privacy-and-legal.ts). Found by these only: how long we keep details and erasing
    // them stay the data-retention answer's.
    keywords: "erasewhat erasebooking",
    // (Its answer names e-mails, the chat and a consultation, which are asked about in their own right.)
    namesOthers: true,
    answer: erasureParagraph,
    link: "privacy",
  },
  {
    // quiz.ts: the quiz's intro and duration; pages.ts ("See If You Qualify for Solar in 60 Seconds").
    id: "quiz",
    questions: "How long does the quiz take? What is the quiz?",
    keywords: "quiz qualify questions seconds",
    answer: `Our quiz takes about 60 seconds: ${quizCopy.intro.charAt(0).toLowerCase()}${quizCopy.intro.slice(1)}`,
    link: "quiz",
  },
  {
    // estimate-claims.ts claimBasis: the typical home every savings figure on the site is for.
    id: "typical-home",
    questions: "What is the typical home your figures are based on?",
    keywords: "typicalhome",
    answer: claimBasis,
    link: "method",
  },
  {
    // quiz.ts mostCommon: the bill answer the quiz flags as the most common.
    id: "quiz-common-bill",
    questions: "What bill do most people pick in the quiz?",
    keywords: "quizcommon",
    answer: `In our quiz, the bill answer marked "${mostCommon.label}" is ${quizQuestions.find((q) => q.id === mostCommon.questionId)?.options.find((o) => o.value === mostCommon.value)?.label ?? ""}.`,
    link: "quiz",
  },
  {
    // quiz.ts savingsByBill: the estimated yearly savings the quiz shows for each monthly bill answer.
    id: "quiz-savings",
    questions: "Which bill band am I in?",
    // "quizsavings": the quiz's savings for a bill (chat-language/).
    keywords: "quizsavings yearly £50 £100 £200",
    answer: `Our quiz estimates yearly savings from your monthly bill: ${(quizQuestions.find((q) => q.id === "monthlyBill")?.options ?? []).map((o) => `${o.label}, ${savingsByBill[o.value as keyof typeof savingsByBill] ?? ""} a year`).join("; ")}.`,
    link: "quiz",
    // Its answer names every bill band and savings: found by its questions and keywords only.
    namesOthers: true,
  },
  {
    // quiz.ts: the quiz's five questions.
    id: "quiz-questions",
    questions: "What does the quiz ask?",
    // "quizquestions": what the quiz asks (chat-language/).
    keywords: "quizquestions",
    answer: `Our quiz asks five quick questions: ${quizQuestions.map((q) => q.title.replace(/\?$/, "").replace(/^\p{Lu}/u, (c) => c.toLowerCase())).join("; ")}.`,
    link: "quiz",
    namesOthers: true,
  },
  {
    // legal.ts terms, "Prices and Payment".
    id: "payment",
    questions: "How do I pay? How does payment work? Is it all paid up front? Do you take a deposit?",
    keywords: "pay paying payment deposit upfront stages balance completion due whole start",
    answer:
      "Any deposit and the payment stages are set out in your quote, and the balance is due on completion and commissioning of your system. An adviser can explain them before you sign.",
    link: "terms",
  },
  {
    // team.ts: Dylan Evans, Drone Pilot & Surveyor, "holds a CAA operator licence"; services.ts,
    // drone surveying: "without ladders or scaffolding".
    id: "drone-pilot",
    questions:
      "Are your drone pilots licensed? Is the drone pilot qualified? Does the drone need ladders? Do your pilots climb on the roof?",
    keywords: "drone pilot pilots licensed licence license qualified caa legal ladders ladder climb climbing steep",
    answer:
      "Yes. Dylan Evans, our drone pilot and surveyor, holds a CAA operator licence, and the drone surveys without ladders or scaffolding: it inspects the roof from the air, so nobody needs to climb on it.",
  },

  {
    // case-studies.ts (Solar and EV Charging, Bath): "A solar-aware charger puts surplus generation
    // straight into the car, so summer driving runs on sunshine"; its highlight "Solar-aware EV charging";
    // services.ts smart energy ("EV charger installation").
    id: "ev-solar",
    questions: "Can the charger charge my car from the panels? Will the car charge off solar?",
    keywords: "ev car charger charging panels solar-aware surplus sunshine",
    answer:
      "Yes. A solar-aware EV charger puts surplus generation into the car, so on bright days it charges on sunshine, as it does for a family in Bath. Smart energy upgrades start from £1,200.",
    link: "projects",
  },
  {
    // about.ts award.
    id: "award",
    questions: "Have you had any awards? What was the award for?",
    keywords: "award awards prize accolade recognition",
    answer: `We were named ${award.title}. ${award.text}`,
  },
  {
    // estimate-page.ts, the calculator's caveats ("Not modelled: …", "An estimate, not a guarantee").
    id: "calculator-limits",
    questions:
      "What doesn't the calculator take into account? What does the estimate leave out? Does it include my electric car or heat pump?",
    keywords:
      "calculator estimate modelled account leave include accurate accuracy guarantee guaranteed limits caveats sunny dull weather price cap ofgem",
    // All its caveats: what it leaves out, that it is an estimate, a year's weather and the prices it uses.
    answer: calculatorCopy.caveats.join(" "),
    link: "calculator",
    namesOthers: true,
  },
  {
    // domestic-solar.ts ("Free home survey and system design"); quiz.ts ("your free, no-obligation quote").
    id: "survey-free",
    questions: "Is the survey free? Do you charge for the survey?",
    keywords: "survey free obligation",
    answer:
      "Yes, the survey is free: there is no charge for your home survey and system design, and no obligation to go ahead.",
    audience: "home",
  },
  {
    // services.ts smart energy ("Solar hot water diverters", "send your solar power where it is most
    // useful", "Heat water with surplus solar power"); case-studies.ts (the Risca bungalow's "hot water
    // diverter for the immersion heater").
    id: "diverter",
    questions: "What is a hot water diverter? How does a solar diverter work?",
    keywords: "diverter diverters immersion hot water cylinder",
    answer:
      "A hot water diverter sends surplus solar power, the power your home is not using, to your immersion heater, so your panels heat your water: we fitted one with the panels on a bungalow in Risca. Smart energy upgrades start from £1,200.",
  },
  {
    // booking-page.ts intro ("a confirmation e-mail with a calendar invitation, and a link to move or
    // cancel it"); booking-email.ts reminderSubject ("Reminder: your free consultation tomorrow").
    id: "booking-reminder",
    questions: "Will I get a reminder before my consultation?",
    // "bookingreminder": a reminder of a booking (chat-language/).
    keywords: "bookingreminder reminder",
    answer:
      "Yes. When you book, you get a confirmation e-mail with a calendar invitation and a link to move or cancel it, and we e-mail you a reminder the day before your free consultation.",
  },
  {
    // booking-page.ts heading ("Book Your Free Consultation"); chat.ts intent ("a free, no-obligation chat
    // with one of our advisers").
    id: "consultation-free",
    questions: "Am I committing to anything? Is there any obligation?",
    keywords: "obligation",
    answer:
      "Yes: the consultation is free and there is no obligation. It is a free, no-obligation chat with one of our advisers.",
    link: "contact",
  },
  {
    // booking-page.ts: the intro ("a confirmation e-mail with a calendar invitation"), moved ("We have
    // sent you an updated calendar invitation") and cancelledNow ("a cancellation for your calendar").
    id: "booking-calendar",
    questions: "Will my calendar be updated? Does it go in my diary?",
    keywords: "calendar calendars diary invitation invite",
    answer:
      "Yes. Your confirmation e-mail comes with a calendar invitation. If you move your booking, we send you an updated calendar invitation, and if you cancel it, we send you a cancellation for your calendar.",
    // (Its answer's moving and cancelling are asked about in their own right.)
    namesOthers: true,
  },
  {
    // legal.ts privacy policy: "You can also complain to the Information Commissioner's Office (ico.org.uk)."
    id: "data-complaint",
    questions: "Who can I complain to about how you handle my data?",
    keywords: "data complaint privacy ico information commissioner misused misuse",
    answer:
      "Tell us first, using the details on our contact page; you can also complain to the Information Commissioner's Office (ico.org.uk).",
    link: "privacy",
  },
  {
    // legal.ts privacy policy: "If you use the chat without asking for a call-back, we do not keep the conversation.";
    // "4. How Long We Keep It": an enquiry's "chat conversation" is erased with it, "730 days (two years) after your enquiry".
    id: "chat-kept",
    questions: "Is this chat saved? Do you keep the chat conversation?",
    keywords: "chat kept conversation saved stored recorded",
    answer:
      "If you use the chat without asking for a call-back, we do not keep the conversation; when you ask for a call-back, we keep that chat with your enquiry, 730 days if you do not become a customer. When our chat uses an external AI service, the messages you type are sent to that service to write the reply.",
    link: "privacy",
  },
  {
    // legal.ts cookie policy: marketing cookies and the Meta pixel only with consent; "Cookie settings" at the foot of every page;
    // "We do not send your IP address. Without your consent nothing is loaded and nothing is sent to Meta."
    // ("When we run no advertising pixel there is nothing to choose and no banner is shown": the cookie banner.)
    id: "cookies",
    questions: "Do you use cookies or Facebook tracking? How do I change my cookie settings?",
    keywords: "cookies cookie meta pixel facebook tracking marketing consent settings banner",
    answer:
      'We set no advertising cookie unless you accept marketing cookies: without your consent nothing is loaded and nothing is sent to Meta. If you accept, while we advertise with Meta, the Meta pixel runs, and its cookies last up to 90 days; we do not send Meta your IP. You can change your choice at any time with "Cookie settings" at the foot of every page.',
  },
  {
    // consent.ts, the cookie banner ("We use the cookies this site needs to work. With your permission we
    // would also use marketing cookies…"); legal.ts cookie policy: "Strictly necessary (these cannot be
    // switched off)"; "Without your consent nothing is loaded and nothing is sent to Meta."
    id: "cookies-rejected",
    questions: "Will the website still work if I reject marketing cookies?",
    // "cookiesrejected": marketing cookies refused (chat-language/privacy-and-legal.ts).
    keywords: "cookiesrejected",
    // (Its answer names the Meta pixel and adverts, which are asked about in their own right.)
    namesOthers: true,
    answer: `${consentCopy.text} The cookies the site needs are strictly necessary and cannot be switched off; if you reject marketing cookies, nothing else is loaded and nothing is sent to Meta.`,
  },
  {
    // legal.ts cookie policy: "attribution-first-touch and attribution-last-touch (local storage): the page
    // you first landed on, the site that sent you there, and the campaign tags … They are sent to us only
    // with an enquiry you choose to send. Each is forgotten after 90 days."
    id: "attribution",
    questions: "How long do you remember where I landed from an advert?",
    // "attribution": which page or site brought a visitor to ours (chat-language/privacy-and-legal.ts).
    keywords: "attribution landed utm",
    answer:
      "Your browser keeps the page you first landed on, the site that sent you there and the campaign tags of your first and latest visit from an advert or campaign link; they are sent to us only with an enquiry you choose to send, and each is forgotten after 90 days.",
    link: "privacy",
  },
  {
    // legal.ts terms: "if we find something on the day that the survey could not reasonably have shown,
    // we will explain it and agree any change with you before we carry on".
    id: "surprises-on-the-day",
    questions: "What if you find a problem on the day that the survey missed? Will I get a bigger bill?",
    keywords: "find problem day survey missed unexpected bigger bill change",
    answer:
      "If we find something on the day that the survey could not reasonably have shown, we will explain it and agree any change with you before we carry on.",
    link: "terms",
  },
  {
    // pages.ts, the How We Estimate page's description.
    id: "estimate-method",
    questions: "What method and assumptions are behind your savings estimates?",
    keywords: "method methodology maths math formula workings assumptions sources",
    answer: `Our How We Estimate page gives ${pages.howWeEstimate.description.replace(/^The method behind our solar savings figures/, "the method behind our figures")}`,
    link: "method",
  },
  {
    // services.ts, commercial installations: the process ("Energy audit and review of your half-hourly data", "Feasibility study, structural checks…").
    id: "commercial-process",
    questions: "Do you need our half-hourly data?",
    keywords: "audit half-hourly feasibility",
    // (Its first two steps, in few words: every word of an answer weighs in the search.)
    answer: "For a business we start with an energy audit of your half-hourly data, then a feasibility study.",
    audience: "business",
  },
  {
    // estimate.ts sizing, shown on the How We Estimate page: the largest system a typical house roof takes.
    id: "roof-fits",
    questions: "How many panels go on a semi? What is the biggest system a roof takes?",
    keywords: "semi semi-detached maximum max",
    answer: `A typical house roof takes up to about ${sizing.maxKwp.value}kWp: ${sizing.maxKwp.source.replace(/^Our survey experience: /, "")}, in our survey experience. Your survey measures what yours can take.`,
    link: "method",
  },
  {
    // booking-page.ts: "use the link in your latest confirmation e-mail, or call us and we will help";
    // booking-email.ts: "Questions? Call us on …".
    id: "lost-booking-email",
    questions: "I have lost my booking confirmation e-mail.",
    keywords: "lost confirmation",
    answer: `If you can't find your confirmation e-mail, call us on ${site.phone.display} and we will help.`,
    link: "contact",
  },
  {
    // estimate-prices.ts, the price list shown on the How We Estimate page: "prices include VAT at 0% on installed solar and batteries".
    id: "vat-rate",
    questions: "What rate of VAT is charged on solar panels?",
    keywords: "vat rate zero",
    answer: "Our prices include VAT, which is charged at 0% on installed solar panels and batteries.",
    link: "method",
  },
  {
    // estimate-prices.ts, shown on the How We Estimate page: the entry system's size, and the price of each kWp above it;
    // estimate.ts sizing.minKwp: the smallest system we size.
    id: "entry-system-size",
    questions:
      "What size system is the £3,995 for? How many kW is your cheapest system? How much is each extra kW? What is your smallest system? What system do I get for the starting price?",
    keywords: "entry kw kwp smallest extra",
    answer: `Our from-price of £${prices.entrySystem.value.toLocaleString("en-GB")} is for a ${prices.entryKwp.value}kWp entry system; above that, our price list is from £${prices.perKwpAboveEntry.value} per kWp, which makes a 4kWp system £4,500. The smallest system we size is ${sizing.minKwp.value}kWp.`,
    link: "method",
    audience: "home",
  },
  {
    // estimate-prices.ts, shown on the How We Estimate page: the battery price above the from-price's 13.5kWh.
    id: "battery-larger",
    questions: "What does a battery larger than 13.5kWh cost?",
    keywords: "bigger larger",
    answer: `Batteries start from £${prices.batteryFrom.value.toLocaleString("en-GB")} for up to ${prices.batteryIncludedKwh.value}kWh; in our price list each kWh above that adds £${prices.batteryPerKwhAbove.value}, and your survey settles the size and the price.`,
    link: "method",
  },
  {
    // estimate-prices.ts, our price list: "Battery price up to 13.5kWh usable (from)", £6,500.
    id: "battery-usable",
    questions: "Is the 13.5kWh usable capacity or total capacity?",
    keywords: "usable useable capacity total nominal gross",
    answer: `In our price list the battery from-price of £${prices.batteryFrom.value.toLocaleString("en-GB")} covers up to ${prices.batteryIncludedKwh.value}kWh of usable storage.`,
    link: "method",
  },
  {
    // estimate.ts, the constants /how-we-estimate publishes: the unit rate (Ofgem price cap), the
    // export rates, Ofgem's typical use and what the calculator takes for what the visitor leaves out.
    id: "calculator-assumptions",
    questions: "What does the calculator assume? What is the estimate based on?",
    // "calculatorbasis": the calculator's figures asked about (chat-language/).
    keywords: "calculatorbasis assume assumes assuming assumed assumption assumptions",
    answer: `Our calculator prices electricity at the Ofgem price cap (${pence(tariffs.unitRate.value)} a unit) and exported power at Smart Export Guarantee rates of ${pence(tariffs.segLow.value)} to ${pence(tariffs.segHigh.value)} a unit (typically ${pence(tariffs.segTypical.value)}). Ofgem's typical home uses ${consumption.typical.value.toLocaleString("en-GB")} kWh a year. What you leave out it takes as a south-facing roof at ${defaults.pitch}° without shade, someone in for half the day and no battery. Every figure and its source is on our "How we estimate" page.`,
    link: "calculator",
  },
  {
    // estimate-prices.ts, surveyAllowance ("Upper end after survey (scaffolding on more sides,
    // optimisers, roof access)", 0.3 above the from-price); domestic-solar.ts ("Your quote is fixed
    // after the survey, with no hidden extras").
    id: "price-after-survey",
    questions: "Could the quote be dearer?",
    // "surveyuplift": a price ending up higher once the roof is surveyed (chat-language/).
    keywords: "surveyuplift",
    // Its answer names scaffolding, optimisers and extras: found by its questions and keywords only.
    namesOthers: true,
    answer: `It can: the survey shows what your roof needs, and our estimate allows for up to ${percent(prices.surveyAllowance.value)} above the from-price for scaffolding on more sides, optimisers or roof access. The quote you get after the survey is then fixed, with no hidden extras.`,
    link: "method",
  },
  {
    // estimate.ts, daytimeShare (published on /how-we-estimate): the share of a year's use that falls
    // while the panels generate, by occupancy (home all day, in half the day, out all day).
    id: "daytime-share",
    questions:
      "What share of our electricity does the calculator assume we use while the panels generate? How much do you assume we use ourselves if we're out all day?",
    // "daytimeshare": the share of use while the panels generate asked about (chat-language/).
    keywords: "daytimeshare daytime share occupancy",
    answer: `Our estimate takes the share of your electricity used while the panels generate as ${listOf((["home", "half", "out"] as const).map((o) => `${percent(daytimeShare[o].typical)} (${percent(daytimeShare[o].low)}-${percent(daytimeShare[o].high)}) ${occupancyWords[o]}`))}.`,
    link: "method",
  },
  {
    // estimate.ts, OFGEM_CAP (the source of the unit rate and standing charge): "Ofgem energy price
    // cap, 1 July to 30 September 2026, GB average, single-rate electricity, Direct Debit … The
    // October-December 2026 figures are still to be entered".
    id: "price-cap-period",
    questions: "Which price cap period? Which quarter's Ofgem cap?",
    keywords: "price cap period quarter dates ofgem july september october december",
    answer:
      "Our calculator uses the Ofgem energy price cap for 1 July to 30 September 2026 (GB average, single-rate electricity, paying by Direct Debit). The October-December 2026 figures are still to be entered.",
    link: "method",
  },
  {
    // estimate-solar.ts: "SAP's regional climate and its method for the radiation on a tilted,
    // oriented plane (Appendix U) … Published tables, copied, never tuned"; estimate.ts, generation:
    // "BRE, SAP 2012 Appendix M, equation M1".
    id: "solar-data-source",
    questions: "What solar data is behind the calculator's generation?",
    keywords: "generation sap bre irradiance irradiation radiation insolation climate tables",
    answer:
      "Not from a guess: our calculator works out solar generation from published tables, copied and never tuned. It uses the regional climate data and method of SAP 2012 (BRE, Appendix U) for your postcode's climate region, roof direction and pitch, and SAP's equation for a system's yearly output (Appendix M). Every figure and its source is on our \"How we estimate\" page.",
    link: "method",
  },
  {
    // estimate-page.ts: the calculator's shading choices.
    id: "calculator-shading",
    questions: "Does the calculator ask about shade? Can the calculator cope with a shaded roof?",
    // "calculatorshading": the calculator asked about shade (chat-language/).
    keywords: "calculatorshading",
    // From the first choice to the last ("light" would make lights a product of ours: knowsProduct).
    answer: `Yes: the calculator asks how much shading there is on the roof, from "${calculatorCopy.shadingLabels.none.toLowerCase()}" to "${calculatorCopy.shadingLabels.heavy.toLowerCase()}". Your surveyor then measures the shading on your roof.`,
    link: "calculator",
    namesOthers: true,
  },
  {
    // estimate-page.ts: the calculator's battery choices (batteryOptions).
    id: "calculator-battery",
    questions: "Which choices can I pick in the calculator?",
    // "calculatorbattery": the calculator's battery choices asked about (chat-language/).
    keywords: "calculatorbattery",
    answer: `The calculator's battery choices are ${listOf(calculatorCopy.batteryOptions.map((o) => `"${o.label.charAt(0).toLowerCase()}${o.label.slice(1)}"`))}.`,
    link: "calculator",
    namesOthers: true,
  },
  {
    // estimate-page.ts: the calculator's fields (postcode; bill or use).
    id: "calculator-needs",
    questions: "What do I need to use the calculator? What information does the calculator need?",
    // "calculatorneeds": what to put into the calculator (chat-language/).
    keywords: "calculator needs handy information calculatorneeds",
    answer: `Just your postcode and your monthly bill or yearly use: ${calculatorCopy.emptyResult}`,
    link: "calculator",
  },
  {
    // legal.ts terms: "governed by the laws of England and Wales".
    id: "governing-law",
    questions: "Which law are your terms under?",
    keywords: "governing law courts terms jurisdiction",
    answer:
      "Our terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction.",
    link: "terms",
  },
  {
    // legal.ts terms, "6. Liability".
    id: "liability",
    questions: "How much are you liable for if something goes wrong?",
    keywords: "liability liable capped contract value damage",
    answer:
      "Our liability under any contract is capped at the contract value. Our terms do not limit any liability that cannot be limited by law, or your statutory rights as a consumer.",
    link: "terms",
  },
  {
    // site.ts legalName and address.
    id: "company-name",
    questions: "What is your registered company name? What is your company name and address?",
    keywords: "registered company name legal",
    answer: `Our registered company name is ${site.legalName}, and our office is at ${site.address.lines.join(", ")}.`,
  },
  {
    // services.ts, commercial: "we plan every project around your working hours so your business
    // keeps running", "Phased installation planned around your operations"; case-studies.ts (the
    // Newport engineering works: "We phased the installation around shift patterns so production
    // never stopped"; the record school, built in the holidays).
    id: "working-hours",
    questions: "Can you install around our working hours or shifts?",
    keywords: "working hours shifts disruption phased",
    answer:
      "Yes. We plan the installation around your working hours and operations, in phases where needed, so your business keeps running. At an engineering works in Newport we phased the installation around shift patterns so production never stopped, and our record school installation was built in the holidays, so lessons were never disturbed.",
    audience: "business",
  },
  {
    // services.ts, maintenance & cleaning: "Cleaning with purified water, no harsh chemicals".
    id: "cleaning-method",
    questions: "Do you use chemicals? What do you use on the glass?",
    keywords: "chemicals chemical purified water detergent soap pets dogs pond wildlife",
    answer: "We use purified water and no harsh chemicals, from £80 per visit.",
  },
  {
    // legal.ts privacy policy: "Our server sees your device's internet (IP) address, as every website does. We never store it.";
    // its marketing cookies (what we tell Meta): "We do not send your IP address."
    id: "ip-address",
    questions: "Do you store my IP? Is my ipaddress kept? Do you log my IP when I visit or chat?",
    keywords: "ipaddress stored keep kept log logs logged record recorded chat assistant",
    answer:
      "As on every website, our server is told your device's IP, but we never store it, and we do not send it to Meta.",
    link: "privacy",
  },
  {
    // why-choose.ts, Expert Installation: "Our own MCS certified engineers, with over 500
    // installations across Wales and the South West since 2011."; home.ts highlights and
    // testimonials.ts stats: rated 4.9/5 by 1,000+ customers.
    id: "installation-count",
    questions: "How many installations have you completed? How many systems have you fitted in total?",
    keywords: "installcount installations completed total",
    answer:
      "Since 2011 we have completed over 500 installations, each one by our own MCS certified engineers, and we are rated 4.9/5 by 1,000+ customers.",
    link: "projects",
  },
  {
    // legal.ts terms, "4. Installation": the standards every installation is carried out to.
    id: "standards",
    questions: "Which regulations does your work meet? Is the wiring done to regulations?",
    // "installstandards": the standards an installation is carried out to (chat-language/).
    keywords: "installstandards regulations regs compliant comply compliance",
    answer: installationTerms[1] ?? "",
    // Its answer names our engineers and installations: found by its questions and keywords only.
    namesOthers: true,
    link: "terms",
  },
];

/** More words visitors use for each FAQ (by its id in faq.ts), and the page that says more. */
export const faqExtras: Record<string, { keywords: string; link?: ChatLinkId; audience?: Audience }> = {
  "installation-time": {
    keywords: "how long install installation fitting days on site take quick scaffolding scaffold",
    link: "faq",
  },
  savings: { keywords: "save saving savings cut reduce bills electricity money", link: "calculator" },
  maintenance: { keywords: "maintenance servicing cleaning clean upkeep check-up service", link: "faq" },
  "cloudy-weather": {
    keywords: "cloudy overcast rain rainy winter dull grey daylight sun sunny sunshine",
    link: "faq",
  },
  certifications: { keywords: "certified accredited MCS NICEIC RECC TrustMark approved registered", link: "faq" },
  "smart-export-guarantee": {
    keywords: "SEG export sell surplus grid paid tariff qualify eligible eligibility",
    link: "faq",
  },
  lifespan: { keywords: "last lifespan life years durable", link: "faq" },
  "property-value": { keywords: "value worth house home property sell buyers increase", link: "faq" },
  "roof-repairs": {
    keywords:
      "roof repairs condition state bad shape poor old worn damaged leaking strong strength structure roofer work",
    link: "faq",
  },
  "planning-permission": {
    keywords: "planning permission council consent rules permitted development listed building conservation area",
    link: "faq",
  },
  payback: {
    keywords: "pay payback return investment recoup pays for itself break even money back years",
    link: "calculator",
    // Its figures are for a typical home (estimate-claims.ts): a business's payback is the survey's to work out.
    audience: "home",
  },
  "battery-later": { keywords: "battery later add future", link: "faq" },
};

/** More words for each service (by its id in services.ts). */
export const serviceKeywords: Record<string, string> = {
  "residential-solar": "home house residential domestic 4kw system panels install price cost",
  "battery-storage": "battery batteries storage store size kwh install price cost warranty",
  commercial:
    "commercial business businesses farm farms school office factory size kw install price cost smallest minimum",
  "smart-energy": "ev electric car vehicle charger chargers smart controls diverter hot water install price cost",
  "maintenance-cleaning":
    "maintenance plan cleaning clean servicing health check price cost existing systems others repairs",
  "drone-surveying": "drone survey aerial thermal price cost free",
};

/** Who each service (by its id in services.ts) is for, where it is for one kind of customer only. */
export const serviceAudience: Record<string, Audience> = {
  "residential-solar": "home",
  commercial: "business",
};

/**
 * What we offer, in one sentence (services.ts: the six services are all we
 * sell). Said when a visitor asks for a product that is not among them.
 */
export const whatWeOffer =
  "We install solar panels, battery storage, EV chargers and smart energy controls for homes and businesses, and look after systems with maintenance, cleaning and drone surveys.";

/**
 * The reply to a request for a product none of our services names (decision
 * 110): that we don't, as far as our services go, and what we do. The
 * assistant follows it with the offer of a call (an adviser can say whether
 * something close to our work is possible).
 */
export const notOffered = (product: string) =>
  `We don't sell or install ${product}, as far as our services go. ${whatWeOffer}`;

/**
 * The reply to a request for a kind of what we do that our content does not
 * describe ("ground mounted solar panels", "hybrid inverters"): not a
 * refusal, since it may well be possible, and not a guess (decision 111).
 * The assistant follows it with the offer of a call.
 */
export const notDescribed = (product: string) =>
  `Our website doesn't say whether we do ${product}, so I won't guess. ${whatWeOffer}`;

/**
 * Things visitors ask for by name that the site does not describe, marked by the phrases above
 * (assistantPhrases rewrite them to these words): whatever else the message asks ("…and what
 * would it cost?"), the answer is that the site does not say, and an adviser can (decision 114).
 */
export const undescribedKinds: Record<string, string> = {
  offgrid: "off-grid systems",
  othercustomerprice: "what other customers paid: each quote is private to the customer",
  supplyonly: "supplying panels without fitting them",
  signalinterference: "whether panels affect phone signal, Wi-Fi or TV reception",
  smartmeter: "fitting smart meters",
  feedintariff: "the feed-in tariff",
  jobprogress: "the progress of a particular job: our team can check it for you",
  vacancies: "jobs with us",
  otherswarranty: "other firms' warranties",
  otherscontract: "deposits or contracts with other companies",
  teslamodel: "particular car models",
  welshlanguage: "whether a consultation can be held in Welsh",
  recycling: "what happens to old panels at the end of their life",
  homeinsurance: "what panels mean for your own home insurance",
  companynumber: "our company registration or VAT numbers",
  // legal.ts terms, "3. Your Right to Cancel", describe the 14-day cooling-off period only.
  latecancel: "cancelling after the 14-day cooling-off period, or any charge for it",
  mortgagelender: "what panels mean for your mortgage",
  warrantytransfer: "whether a warranty passes to the next owner of a home",
  // legal.ts terms give the panels' manufacturer warranties, never a guaranteed output or rate of ageing.
  outputguarantee: "the output panels are guaranteed to keep, or how fast they age",
  storageheater: "storage heaters or other heating",
  metermove: "moving an electricity meter",
  batterydimensions: "the size of a battery unit",
  solarthermal: "solar thermal (hot water tube) systems",
  boatcaravan: "panels for boats or caravans",
  inroof: "in-roof panels or solar tiles",
  installdate: "which installation dates are free: our advisers can check them for you",
  letexport: "who receives the export payments in a rented-out home",
  platformreviews: "how many reviews we have, or our score, on each review site",
  staffnumber: "our team's personal phone numbers",
  staffage: "our team's ages and private lives",
  panelmove: "moving panels or a battery to another house",
  newroof: "roofing work such as a new roof or roof repairs",
  asbestosroof: "asbestos roofs or removing asbestos",
  treework: "cutting back trees or hedges",
  gutterclean: "gutter cleaning or repairs",
  eicr: "electrical reports such as an EICR",
  warrantyclaim: "whether a particular fault is covered: our team can check it for you",
  waitinglist: "how soon our fitters are free: our advisers can check for you",
  appname: "which monitoring app a system uses or the phones it runs on",
  pressurewash: "pressure-washing driveways or patios",
  epc: "Energy Performance Certificates (EPCs)",
  newbuild: "packages for new-build developments",
  athome: "whether you need to be at home during the installation: our team will talk the day through with you",
  tariffdeals: "which energy tariffs or suppliers are cheapest at the moment",
  windturbine: "wind turbines",
  birdproof: "bird-proofing or mesh around panels",
  chimneyrepair: "chimney or other building repairs",
  aerialwork: "TV aerials or satellite dishes",
  secondhand: "refurbished or second-hand equipment",
  consumerunit: "consumer unit, fuse box, main fuse or rewiring work",
  outbuilding: "panels on sheds, garden rooms or outbuildings",
  windowclean: "window cleaning",
  batterylocation: "where in your home a battery can be fitted, such as a loft",
  ownpanels: "fitting panels you have bought elsewhere",
  paymentmethod: "which ways of paying we accept",
  brandcompare: "which brand is better than another",
  brandcompat: "whether one brand's equipment works with another's",
  liabilityinsurance: "the details of our business insurance, such as public liability cover or policy numbers",
  exportlimit: "export limits or grid constraints set by the network operator",
  solarfarm: "solar farms or megawatt-scale arrays",
  allowancerate: "the rates of tax allowances you can claim: your accountant can confirm them",
  companyfinances: "our company's finances, such as turnover",
  sitevisit: "visiting one of our installations in person",
  esgreport: "carbon or ESG reporting for a business's own reports",
  carboncredit: "carbon credits or offsets",
  latepayment: "interest or charges on late payments",
  backupgenerator: "backup generators",
  clientnames: "which school or business a project of ours was for",
  ourcarbon: "our own business's carbon footprint or vehicles",
  exporttax: "whether export payments are taxed or need declaring",
  panelweight: "how much a panel weighs",
  pricematch: "matching or beating another company's quote",
  roofstrength: "whether a particular roof is strong enough: our survey checks your roof first",
  tradescheme: "membership of schemes beyond the accreditations we list, such as Which? Trusted Traders",
  medicaldevice: "whether panels or batteries affect pacemakers or other medical devices",
  energyprices: "forecasts of energy prices, bills or export rates",
  jointowner: "who signs for or owns panels when a home is in joint names or its ownership is changing",
  staffdiary: "when a particular member of our team is free or on a particular job: our advisers can check for you",
  tradename: "the names or rates of particular roofers or other tradespeople",
  // case-studies.ts gives each project's system, panels and highlights, never its yearly savings or carbon.
  projectsaving: "the yearly savings, generation or carbon figures of a particular project of ours",
  businessrates: "what solar means for a business's rates",
  carport: "solar carports or canopies",
  competitorprice: "how our prices compare with other companies'",
  homebusinesstax:
    "whether a home system can go through a business as an expense or its VAT be reclaimed: your accountant can confirm it",
  // legal.ts names no data protection officer or privacy contact person.
  dataofficer: "the name of a data protection officer or privacy contact person",
  // services.ts describes EV chargers among a home's smart energy upgrades, never charging for a business's fleet.
  fleetcharging: "charging points for a fleet of vehicles, such as at a depot",
  // process.ts and services.ts describe our home and drone surveys, never wildlife such as bats.
  batsurvey: "bat surveys or other wildlife checks",
  // No page describes how we find customers or whether we call at homes.
  doorcaller: "whether someone who called at your door or phoned you was from us: our team can check it for you",
  // No page describes park homes or mobile homes: services.ts and the FAQ speak of houses and roofs.
  parkhome: "panels on park homes or mobile homes",
};

/**
 * Subjects of undescribedKinds the site does describe for a business: said instead of the hand-off
 * when the question is about a business (still with the offer of a call).
 */
export const describedForBusiness: Partial<Record<keyof typeof undescribedKinds, string>> = {
  // services.ts, commercial installations: the process ("Feasibility study, structural checks and
  // financial model"); case-studies.ts (the Caerphilly dairy farm: "A structural check came first on
  // the older barn roof", "Structural survey first").
  roofstrength:
    "For a business, our feasibility study includes structural checks of the roof: on a dairy farm in Caerphilly, a structural check came first on the older barn roof.",
};

/** What the site does not describe about a place outside the UK (said with notCovered). */
export const abroadWork = (place: string) => `work outside the UK, such as in ${place}`;

/** The reply to a message about one of undescribedKinds; the assistant follows it with the offer of a call. */
export const notCovered = (subject: string) => `Our website doesn't cover ${subject}, so I won't guess.`;

/**
 * Places that make a question about a business, not a home ("solar for our
 * warehouse", "a farm"): the assistant answers with commercial prices and
 * never with home ones. Words, singular.
 */
export const businessPlaces = [
  "business",
  "company",
  "firm",
  "farm",
  "barn",
  "school",
  "college",
  "office",
  "warehouse",
  "factory",
  "shop",
  "premises",
  "hotel",
  "church",
  "workshop",
  "unit",
  "charity",
  "surgery",
  "pub",
  "restaurant",
  "care home",
  "hall",
  "club",
  "library",
  "community centre",
  "centre",
  "center",
  "cafe",
  "café",
  "bakery",
  "salon",
  "gym",
  "nursery",
  "clinic",
  "studio",
  "stables",
  "kennels",
  "campsite",
  "industrial",
  "organisation",
  "academy",
];

/**
 * UK postcode areas (the letters of a postcode) inside the regions we serve
 * (site.ts serviceAreas): CF Cardiff, NP Newport, SA Swansea, BS Bristol, BA
 * Bath, TA Taunton (Somerset), GL Gloucester. Any other postcode is outside
 * them, where the answer is that we take on projects UK wide.
 */
export const postcodeAreas: Record<string, string> = {
  CF: "Cardiff & South Wales",
  NP: "Newport & Gwent",
  SA: "Swansea & West Wales",
  BS: "Bristol & South West",
  BA: "Bath & Somerset",
  TA: "Bath & Somerset",
  GL: "Gloucester & Surrounding",
};

/**
 * Every UK postcode area (the letters a postcode starts with), so a postcode
 * can be told from any other letters and digits ("LL57" is one, "EV1" is not).
 */
export const ukPostcodeAreas = (
  "AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY " +
  "G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR " +
  "NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA " +
  "WC WD WF WN WR WS WV YO ZE"
).split(" ");

/** A subject the site does not cover: the assistant says so and offers a call instead of guessing. */
export interface AssistantHandoff {
  id: string;
  questions: string;
  keywords: string;
  /** What to say before the offer of a call: that the site does not cover it, and who can help. */
  answer: string;
}

export const assistantHandoffs: AssistantHandoff[] = [
  {
    id: "finance",
    questions: "Do you offer finance or monthly payments? Can I pay in instalments or with a loan?",
    keywords: "finance financing loan credit monthly payments instalments installments spread cost borrow",
    answer:
      "Our website doesn't cover finance or payment plans, so I won't guess. Our advisers can tell you what payment options there are.",
  },
  {
    id: "grants",
    questions: "Are there any government grants or funding for solar?",
    keywords: "grant grants government funding scheme eco4 subsidy free panels",
    answer:
      "Grants and funding schemes aren't something our website covers, so I won't guess. Our advisers can tell you what may apply to you.",
  },
  {
    id: "other-technology",
    questions: "Do you install heat pumps, wind turbines or boilers?",
    keywords:
      "heat pump pumps air source ground wind turbine turbines boiler boilers insulation windows roof tiles in-roof thatch thatched asbestos insurance insurer mortgage lender",
    answer:
      "We're solar panel and battery installers, and our website doesn't cover that, so I won't guess. Our advisers can tell you what we can help with.",
  },
  {
    id: "roof-orientation",
    questions: "Will panels work on a north-facing roof? My roof faces east and west, is that ok?",
    keywords: "north east west south facing faces orientation direction angle pitch aspect shading",
    // faq.ts payback: "East or west roofs, shade and batteries lengthen it."; case-studies.ts, our Cardiff
    // family home: panels split across an east-west roof spread generation through the day;
    // estimate-page.ts, the calculator's directions, north among them.
    answer: `How well panels would do on your roof depends on its direction, pitch and shading. East or west roofs lengthen the payback compared with a south-facing one, though panels split across both faces of an east-west roof spread generation through the day, as on our Cardiff family home. Our savings calculator shows the range for your roof whichever way it faces, ${calculatorCopy.orientationLabels.N.toLowerCase()} included; our advisers can tell you more at a free survey.`,
  },
  {
    id: "renting-flats",
    questions: "I rent my home, can I get panels? Can I have solar in a flat or apartment?",
    keywords: "rent renting tenant landlord flat flats apartment leasehold shared block owner permission",
    // quiz.ts, the ownership question's hint.
    answer: `${quizQuestions.find((q) => q.id === "ownership")?.hint ?? ""} Beyond that, our website doesn't cover renting or flats, so I won't guess. Our advisers can tell you what's possible for your home.`,
  },
  {
    id: "weather-forecast",
    questions:
      "What's the weather like today? Will it rain tomorrow? Will it be sunny this weekend? What's the forecast?",
    keywords: "weather forecast today tonight temperature sunny",
    answer: "I can't tell you the weather, I'm afraid: I can only answer questions about our solar and battery work.",
  },
];
