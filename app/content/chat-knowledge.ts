/**
 * What the chat assistant knows beyond the FAQ, services, process and site
 * files: extra answers, the words visitors use for each subject, the pages
 * that say more, and the subjects the site does not cover (answered with an
 * honest hand-off). Every fact here must be true for this company and shown
 * elsewhere on the site; the source is named beside each.
 */

import { aboutStory, approvedBrands, award } from "./about";
import { bookingForm } from "./booking-page";
import { bookingPeriods } from "./bookings";
import { domesticIncluded } from "./domestic-solar";
import { claims } from "./estimate-claims";
import { pitchPresets } from "./estimate";
import { termsAndConditions } from "./legal";
import { accreditations } from "./navigation";
import { quizQuestions } from "./quiz";
import { pages } from "./pages";
import { site } from "./site";

/** "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Pages an answer may point to: same-site paths only (the widget refuses anything else). */
export const chatLinks = {
  faq: { href: "/faq", label: "More in our FAQ" },
  contact: { href: "/contact-us", label: "Contact us" },
  calculator: { href: "/solar-savings-calculator", label: "Try our savings calculator" },
  projects: { href: "/case-studies", label: "See our projects" },
  privacy: { href: "/privacy-policy", label: "Read our privacy policy" },
  reviews: { href: "/testimonials", label: "Read our reviews" },
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
  "/testimonials": "Read our reviews",
  "/faq": "More in our FAQ",
};

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
}

/** Homes or businesses: a price for one is a wrong answer to the other. */
export type Audience = "home" | "business";

export const assistantTopics: AssistantTopic[] = [
  {
    // docs/product.md §9 prices; the residential service says £4,500 for 4kW.
    id: "headline-price",
    questions: "How much does solar cost? What is the cheapest system? What is the starting price?",
    keywords: "price cost how much cheapest system starting from budget afford expensive panels solar",
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
    // docs/product.md §2.8, the contact page.
    id: "reply-time",
    questions: "How quickly will you reply to a quote request? When will I hear back?",
    keywords: "quote reply respond response hear back quickly soon urgent fast",
    answer: "We reply to quote requests within 24 hours, and the same day for urgent calls.",
    link: "contact",
  },
  {
    // about.ts, case studies.
    id: "record",
    questions: "What is the biggest job you have done? What is your largest installation?",
    keywords: "record biggest largest project school experience installations done",
    answer:
      "We hold the Welsh record for a single installation: 756.09kW from 1,626 panels across 3 roof levels of a school. We have completed over 500 installations.",
    audience: "business",
  },
  {
    // about.ts (started in 2011), landing.ts, home.ts highlights (500+ installations, rated 4.9/5 by 1,000+ customers).
    id: "company",
    questions: "When were you founded? How long have you been trading? What do your reviews say?",
    keywords:
      "founded established since history trading reviews review rating rated stars feedback testimonials reputation award awards local national family independent",
    answer: `We are a Welsh, family-run firm based in Risca, working across South Wales and the South West since 2011. Over 500 homes and businesses later, our customers rate us 4.9/5 (over 1,000 of them), and we were named ${award.title}.`,
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
    answer: `The panel, inverter, battery and charger brands we are approved to install are ${listed(approvedBrands)}.`,
  },
  {
    // navigation.ts accreditations (the footer's badges), faq.ts certifications.
    id: "accreditations",
    questions: "Which schemes are you members of? Are you registered with NAPIT or NICEIC?",
    keywords: `schemes scheme member members registered approved accredited ${accreditations.map((a) => a.short).join(" ")}`,
    answer: `We are ${listed(accreditations.map((a) => a.name))}.`,
    link: "faq",
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
    keywords: "included includes include package comes with",
    // "High-efficiency solar panels" is lowered mid-sentence; "MCS certified installation" is not.
    answer: `A home system from us includes ${listed(domesticIncluded.map((item, i) => (i > 0 && /^\p{Lu}\p{Ll}/u.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item)))}.`,
    audience: "home",
  },
  {
    // booking-page.ts: the booking form's types and dates.
    id: "booking",
    questions: "When can I book a consultation? Can I book a Saturday?",
    keywords:
      "book booking appointment slot slots ahead saturday morning afternoon date available move reschedule rearrange",
    answer: `${bookingForm.intro} Consultations can be booked for ${bookingForm.dateHint.replace(/\.$/, "")}: ${listed(Object.values(bookingPeriods).map((p) => `${p.label.toLowerCase()}s ${p.start}-${p.end}`))}.`,
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
    // site.ts socials (the footer's links).
    id: "social",
    questions: "Are you on social media? Can I follow you on Facebook or Instagram?",
    keywords: `social media follow ${site.socials.map((x) => x.name).join(" ")} twitter tiktok`,
    answer: `You can follow us on ${listed(site.socials.map((x) => x.name))}; the links are at the foot of every page.`,
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
    keywords: "complaints complaint dispute ombudsman",
    answer:
      termsAndConditions.sections.find((x) => /complaints/i.test(x.title))?.blocks.find((b) => typeof b === "string") ??
      "",
    link: "contact",
  },
  {
    // services.ts, drone surveying: benefits.
    id: "drone-time",
    questions: "How long does a drone survey take?",
    keywords: "drone time quick hour",
    answer: "Most drone surveys take under an hour, and nobody needs to climb on your roof.",
  },
  {
    // legal.ts terms: quotes, prices, cooling-off.
    id: "terms",
    questions: "How long is a quote valid? Can I cancel after signing? Do prices include VAT?",
    keywords:
      "quote valid validity expire expiry cancel cancellation cooling off change mind back out withdraw vat included contract signing",
    answer:
      "Our quotes are valid for 30 days, prices include VAT, and you have a 14-day cooling-off period after signing.",
  },
  {
    // process.ts, Initial Consultation; booking-page.ts and bookings.ts: home visit, phone or video call.
    id: "consultation-kind",
    questions:
      "Can the consultation be done online or on a video call? Do you come to the house or is it by phone? Does someone have to visit?",
    keywords: "consultation online video call phone home visit in person remote zoom teams",
    answer:
      "Your first consultation is a friendly chat by phone, video call or at your home, whichever suits you. Home visits are in South Wales and the South West; phone and video calls are open to the whole UK.",
  },
  {
    // process.ts, Commissioning & Handover; domestic-solar.ts "Monitoring app set up on your phone"; services.ts.
    id: "monitoring-app",
    questions: "Can I see what my panels are generating on my phone? Is there an app to monitor the system?",
    keywords: "monitoring monitor app phone see generating generation track watch output online",
    answer: "Yes. At handover we set up monitoring on your phone, so the app shows what your panels generate.",
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
    // services.ts maintenance & cleaning ("including systems installed by others"), battery storage
    // ("added to an existing system"), team.ts (batteries added to panels fitted by other companies).
    id: "other-installers",
    questions: "Do you service or repair systems installed by others? Can you work on existing panels you didn't fit?",
    keywords: "existing others bust didn't",
    answer:
      "Yes, that's not a problem. We look after systems installed by others too, with health checks and cleaning on maintenance plans from £150 per year.",
  },
  {
    // services.ts, commercial: "we plan every project around your working hours so your business
    // keeps running", "Phased installation planned around your operations"; case-studies.ts.
    id: "working-hours",
    questions: "Can you install around our working hours or shifts?",
    keywords: "working hours shifts disruption phased",
    answer:
      "Yes. We plan the installation around your working hours and operations, in phases where needed, so your business keeps running. Our record school installation was built in the holidays, so lessons were never disturbed.",
    audience: "business",
  },
  {
    // services.ts, maintenance & cleaning: "Cleaning with purified water, no harsh chemicals".
    id: "cleaning-method",
    questions: "Do you use chemicals? What do you use on the glass?",
    keywords: "chemicals chemical purified water detergent soap pets dogs pond wildlife",
    answer: "We use purified water and no harsh chemicals, from £80 per visit.",
  },
];

/** More words visitors use for each FAQ (by its id in faq.ts), and the page that says more. */
export const faqExtras: Record<string, { keywords: string; link?: ChatLinkId }> = {
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
  "smart-export-guarantee": { keywords: "SEG export sell surplus grid paid tariff", link: "faq" },
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
  },
  "battery-later": { keywords: "battery later add future retrofit existing system", link: "faq" },
};

/** More words for each service (by its id in services.ts). */
export const serviceKeywords: Record<string, string> = {
  "residential-solar": "home house residential domestic 4kw system panels install price cost",
  "battery-storage": "battery batteries storage store size kwh install price cost warranty",
  commercial: "commercial business businesses farm farms school office factory size kw install price cost",
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
  supplyonly: "supplying panels without fitting them",
  smartmeter: "fitting smart meters",
  feedintariff: "the feed-in tariff",
  jobprogress: "the progress of a particular job: our team can check it for you",
  otherswarranty: "other firms' warranties",
  teslamodel: "particular car models",
};

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
    keywords: "north east west south facing faces orientation direction angle pitch aspect",
    // faq.ts payback: "East or west roofs, shade and batteries lengthen it."
    answer:
      "How well panels would do on your roof depends on its direction, pitch and shading. East or west roofs lengthen the payback compared with a south-facing one, and our savings calculator shows the range for your roof; our advisers can tell you more at a free survey.",
  },
  {
    id: "renting-flats",
    questions: "I rent my home, can I get panels? Can I have solar in a flat or apartment?",
    keywords: "rent renting tenant landlord flat flats apartment leasehold shared block",
    // quiz.ts, the ownership question's hint.
    answer: `${quizQuestions.find((q) => q.id === "ownership")?.hint ?? ""} Beyond that, our website doesn't cover renting or flats, so I won't guess. Our advisers can tell you what's possible for your home.`,
  },
  {
    id: "weather-forecast",
    questions:
      "What's the weather like today? Will it rain tomorrow? Will it be sunny this weekend? What's the forecast?",
    keywords: "weather forecast today tonight tomorrow temperature sunny monday tuesday wednesday thursday friday",
    answer: "I can't tell you the weather, I'm afraid: I can only answer questions about our solar and battery work.",
  },
];

/**
 * Visitors' phrases whose words mean something else apart ("up and running"
 * is a switch-on, not running costs), rewritten into our content's words
 * before the search. Question side only; each is how people say it, not a
 * question of a test set.
 */
export const assistantPhrases: [RegExp, string][] = [
  // How long something keeps going is how long it lasts, not whether it works ("keep working").
  [/\b(?:keep|keeps|still be|carry on|go on) (?:working|going|generating|producing)\b/gi, " last "],
  // Something going wrong is a fault, whatever step it happens after.
  [/\b(?:goes|go|went|going) wrong\b|\bbreaks? down\b/gi, " faulty "],
  [/\bcharg(?:e|ing)[- ]?points?\b/gi, " ev charger "],
  // "Last year", "the last lot": a time or the one before, not how long something lasts.
  [/\blast (?:year|week|month|time|summer|winter|spring|autumn|night|weekend|lot|one|installer|company|firm)\b/gi, " "],
  [/\blook(?:s|ing)? after\b/gi, " maintenance "],
  // "Covered in moss" is dirt, not a warranty's cover ("covered by the warranty" keeps its sense).
  [/\bcovered (?:in|with)\b/gi, " "],
  [/\bup and (?:running|working)\b|\bswitched on\b|\bturned on\b|\bgo live\b/gi, " switch on "],
  [
    /\bpay (?:for it |for them )?(?:over|in|by) (?:\d+ |twelve |a few )?(?:months?|years?|instalments?|installments?)\b/gi,
    " monthly instalments ",
  ],
  [
    /\b(?:get|got|getting|make|made|making|earn) (?:my |our |the )?money back\b|\b(?:pays?|paid|paying) (?:for )?(?:itself|themselves)\b|\bpay ?back(?: period| time)?\b/gi,
    " payback ",
  ],
  [/\bspread (?:the )?(?:cost|payments?|payment)\b|\bpay later\b|\bpay monthly\b/gi, " monthly instalments "],
  [/\bhow (?:often|frequently|regularly)\b/gi, " every year "],
  [/\b(?:sort|kind) of (?:money|budget|figure)\b|\bmoney are we talking\b/gi, " price "],
  // "Heats your hot water", "the immersion", "a hot water cylinder": heating water with the panels' power.
  [
    /\bheat(?:s|ing)? (?:up )?(?:my |our |the |your )?(?:hot )?water\b|\bhot water (?:cylinders?|tanks?)\b|\bimmersion(?: heaters?)?\b/gi,
    " hot water diverter ",
  ],
  [
    /\b(?:would|will|do|does|did|should|could) (?:i|we) (?:have to |need to )?pay\b|\b(?:i'?d|we'?d|i'?ll|we'?ll) (?:have to |need to )?pay\b/gi,
    " price ",
  ],
  [
    /\bcharg(?:e|ing) (?:up )?(?:my|our|the|an?|your)? ?(?:electric |ev |hybrid )?(?:car|cars|vehicle|vehicles|van|tesla)\b/gi,
    " ev charger ",
  ],
  [/\b(?:pays?|paid|paying) (?:me|us|you|people) (?:for|back for)\b|\bget paid\b/gi, " paid export "],
  [
    /\bfrom (?:the )?(?:first |initial )?(?:survey|call|contact|enquiry|inquiry|consultation|quote|order|booking|signing|saying yes|the go-ahead|going ahead|deciding|agreeing)\b[^?.!]*?\b(?:to|until|till|before) (?:the )?(?:\w+ )?(?:\w+ )?(?:\w+ )?(?:install|installation|fitting|switch|finish|completion|done|working)\w*/gi,
    " whole process timeline ",
  ],
  [
    /\b(?:another|other|different) (?:firm|company|companies|installer|installers)\b|\bsomeone else\b/gi,
    " existing others ",
  ],
  [
    /\b(?:plus|ex|exc|excl|inc|incl|including|excluding)\.? vat\b|\bvat (?:is )?(?:extra|on top|included|includ\w*)\b|\b(?:have|has|got|with|without) vat (?:on|added|included)\b|\bvat (?:added|on)\b/gi,
    " vat included ",
  ],
  // "Is your lot…": the company asked, not a lot of anything.
  [/\b(?:your|ur|u|ya) lot\b/gi, " you "],
  // "Pop in", "drop by": a visit to the office.
  [/\b(?:pop|popping|drop|dropping|call|calling) (?:in|by|round|over)\b/gi, " visit "],
  // Paid off is paid back: "how many years before it's paid off".
  [/\b(?:paid|pay|pays|paying) (?:it |itself |them |themselves )?off\b/gi, " payback "],
  // Power that would go unused is the surplus the Smart Export Guarantee pays for.
  [
    /\b(?:go|goes|going) to waste\b|\bwasted\b|\b(?:don['’]?t|do not|doesn['’]?t|does not|can['’]?t|won['’]?t) (?:get )?use[d]?\b|\bnobody['’]?s? (?:home|in|there) to use\b/gi,
    " surplus export ",
  ],
  // Signing up for a scheme, or whether it is automatic, is registering for it.
  [/\bsign(?:ing)? (?:up|on) (?:for|to) (?:it|that|this|them)\b|\bautomatic(?:ally)?\b/gi, " register "],
  // Panels that make less than they did, or where something is wrong, need a health check.
  [
    /\b(?:making|producing|generating|doing) (?:a lot |much |far )?less\b|\bnot (?:working|producing|generating) (?:properly|right|as (?:well|much))\b|\bwhat['’]?s wrong\b|\bunder-?perform\w*/gi,
    " faulty health check ",
  ],
  // "Do you charge for quotes?": whether a quote or survey is free.
  [
    /\bcharge (?:for|to do) (?:a |the |your )?(?:quotes?|quotations?|surveys?|visits?|consultations?)\b/gi,
    " free quote ",
  ],
  // "The most panels on one building": our largest installation.
  [/\b(?:the )?most panels\b/gi, " largest installation panels "],
  // "Have you done anything really big?": our largest installation (a big roof of the visitor's is not).
  [
    /\b(?:done|did|built|installed|fitted|worked on) (?:anything|something|any jobs?|any projects?|owt) (?:(?:really|very|that|properly|quite) )?(?:big|large|huge|massive)\b/gi,
    " largest installation done ",
  ],
  // "How long have you been going?", "how old is the firm?": when the company started, not how long a job takes.
  [
    /\bhow long (?:have|has) (?:you lot|you guys|you|u|ya|your (?:company|business|firm|lot)|the (?:company|business|firm)) been (?:going|around|trading|in business|operating|established|doing (?:this|it|solar))\b|\bhow old is (?:the|your) (?:company|business|firm)\b/gi,
    " trading since ",
  ],
  // "Are you lot any good?": what customers say of us, not whether panels are any good.
  [
    /\b(?:are|r) (?:you|u|ya|your lot|you lot|you guys) (?:any|much|actually|even) good\b|\bany good (?:as|at) (?:a )?(?:company|installers?|firm)\b/gi,
    " reviews ",
  ],
  // "Which make of panels?": a brand or model, which our content does not name; not what panels "make".
  [
    /\b(?:which|what) (?:make|makes|brand|brands|model|models|manufacturer|manufacturers) (?:of|do|does|are|is)\b/gi,
    " brand ",
  ],
  // Text-speak: "hw much", "wat", "cud u".
  [/\b(?:hw|hows)\b/gi, "how"],
  [/\b(?:wat|wot|wht)\b/gi, "what"],
  [/\b(?:cud|cld)\b/gi, "could"],
  [/\b(?:wud|wld)\b/gi, "would"],
  [/\bhav\b/gi, "have"],
  // "A flat roof": panels on frames, not a flat to live in.
  [/\bflat[- ]roof(?:ed|s)?\b/gi, " flatroof frames "],
  // "Off grid": a kind of system the site does not describe, not the grid we export to.
  [/\boff[- ]?(?:the[- ])?grid\b/gi, " offgrid "],
  // "What's the point of MCS?": what it means for the visitor.
  [
    /\bwhat(?:['’]?s| is) the (?:point|benefit|advantage|use) of\b|\bwhat good is\b|\bwhy does (?:it|that|this) matter\b/gi,
    " what means ",
  ],
  // "Go back to whoever sold it": the installer before us.
  [
    /\b(?:go|going|get|getting) back (?:to|on to) (?:whoever|the (?:company|firm|installer|people|lot|guys)(?: (?:who|that))?) (?:sold|fitted|installed|put|did)\b/gi,
    " existing others ",
  ],
  // An inverter beeping or showing a fault: something wrong, whoever fitted it.
  [
    /\b(?:keeps?|kept|is|started|starts) (?:beeping|flashing|buzzing|tripping|clicking|showing (?:a |an )?(?:fault|error|red light|warning))\b|\b(?:fault|error|warning|red) (?:light|code|message)s?\b/gi,
    " faulty repairs ",
  ],
  // "Would someone have to climb on my roof?": a person on the roof, which a drone survey spares.
  [/\b(?:climb|go|get|clamber) (?:up )?(?:on|onto|up) (?:to )?(?:my|the|our) roof\b/gi, " drone survey climb "],
  // "Would you have to shut us down?", "without us having to close": work planned around a business.
  [
    /\b(?:shut|close|shutting|closing) (?:us |the (?:\w+ )?|our (?:\w+ )?)?(?:down|for (?:days|a day|a week|long))\b|\bhave to (?:shut|close)\b|\bstay open\b|\bkeep (?:trading|open)\b/gi,
    " working hours disruption ",
  ],
  // "Somewhere on your site I can work out what I'd save": the savings calculator.
  [
    /\b(?:somewhere|anywhere|a way|a tool|something|a page)\b(?: \w+){0,12} (?:work out|calculate|figure out|check|estimate|see)\b/gi,
    " calculator ",
  ],
  // "Instead of sending it back to the grid", "rather than just panels": the alternative set aside, not what is asked.
  [/\b(?:instead of|rather than)\b[^,.?!;]*/gi, " "],
  // "How soon could you get out to me?": a visit, booked from the next working day.
  [
    /\bhow (?:soon|quickly|quick|fast) (?:could|can|would|will) (?:you|u|you lot|your \w+|someone|somebody) (?:get|come|pop|send)(?: (?:someone|somebody|anyone|a surveyor|an adviser))? (?:out|round|over)\b/gi,
    " booking next working day ",
  ],
  // "If you go bust": what protects the warranty. (Another firm gone bust is an installer before us.)
  [
    /\b(?:you|u|you lot|your (?:company|firm|business|lot))(?: \w+)? (?:go|goes|went|going|gone) (?:bust|under|bankrupt|out of business|into administration)\b/gi,
    " warranty insured workmanship ",
  ],
  [
    /\b(?:go|goes|went|going|gone) (?:bust|under|bankrupt|out of business|into administration)\b/gi,
    " existing others ",
  ],
  // "Do you sell just the panels?": supply only, which the site does not describe.
  [
    /\b(?:sell|supply|buy)(?: \w+)? (?:just|only) (?:the )?(?:panels|kit|equipment|parts)\b|\bsupply[- ]only\b/gi,
    " supplyonly ",
  ],
  // "The electricity network people", "the DNO": the network operator, told of the system by us.
  [
    /\b(?:electricity |power )?(?:network|grid|dno|electricity board|distribution network)(?: \w+)? (?:people|operator|company|lot|firm|board)\b|\bdno\b/gi,
    " grid notification network operator paperwork ",
  ],
  // "Can I get the survey done on a Saturday?": when a consultation can be booked.
  [
    /\b(?:survey|visit|appointment|consultation|come (?:out|round)|book(?:ing)?)\b(?=(?: \S+){0,5} (?:saturday|sunday|weekend|evening)s?\b)/gi,
    " booking ",
  ],
  // "Where can I read reviews?": what customers say, on the reviews page.
  [/\b(?:read|see|find|check|look at)(?: \w+)? (?:reviews?|testimonials|feedback)\b/gi, " reviews testimonials "],
  // "How do you work those numbers out?": the method behind our estimate.
  [
    /\bhow (?:do|did|have) (?:you|u) (?:work|worked|figure|figured|come up with|calculate|calculated|get|got)(?: \w+){0,3} (?:numbers|figures|savings|estimates?)(?: out)?\b/gi,
    " method behind savings figure ",
  ],
  // "Book the survey": a consultation booked.
  [/\bbook (?:in )?(?:a |the |my |our )?(?:survey|visit|consultation|appointment)\b/gi, " booking date ahead "],
  // "What do you clean the panels with?": what we clean with.
  [
    /\bwhat do (?:you|u) (?:clean|wash) (?:\w+ ){0,3}with\b|\bwhat do (?:you|u) use to (?:clean|wash)\b/gi,
    " clean chemicals purified water ",
  ],
  // "Chucking it down", "tipping down": rain.
  [/\b(?:chucking|tipping|pouring|bucketing|lashing|pissing) (?:it )?down\b|\bpouring\b/gi, " rain cloudy "],
  // "A rough idea of what I'd save": our savings calculator.
  [
    /\b(?:rough |ballpark |quick )?(?:idea|estimate|figure|sense) of (?:what|how much) (?:i|we)(?:['’]d| would| could| might)? (?:save|make|get back)\b/gi,
    " calculator save ",
  ],
  // "Pay the 350": a price named without its pound sign.
  [
    /\b(?:pay|paying|paid|cost|costs|charge)(?: (?:the|that|a|about|around|over))? (\d{2,3}(?:,\d{3})?|\d{4,6})\b(?! ?(?:kw|kwh|years?|yrs?|days?|weeks?|hours?|hrs?|%|panels?|bed|mins?|minutes?|sq|m2|metres?|degrees?|°))/gi,
    " £$1 ",
  ],
  // "My Tesla Model Y": a car the site says nothing about, not a Tesla battery.
  [/\btesla model [a-z0-9]+\b|\bmodel [3sxy]\b/gi, " teslamodel "],
  // "Won any awards?": our award.
  [/\bwon (?:any |an )?(?:awards?|prizes?)\b|\baward[- ]winning\b/gi, " award "],
  // "Who do I complain to?", "not happy with the work": our complaints process.
  [/\bcomplain\w*\b|\b(?:not happy|unhappy) with\b/gi, " complaints "],
  // "No idea who fitted them", "only your own": a system installed by others.
  [
    /\b(?:only|just) (?:your|ur) own\b|\b(?:no idea|not sure|don['’]?t know) who (?:fitted|installed|put)\b/gi,
    " existing others ",
  ],
  // "I'm up in Wrexham": where the visitor is.
  [/\b(?:i['’]?m|im|we['’]?re|we are|i am) (?:up|down|over|out) (?:in|near)\b/gi, " I'm in "],
  // "What panels do you use?": which brands.
  [
    /\b(?:what|which|wat) (?:panels?|batter(?:y|ies)|inverters?|chargers?|kit|equipment) (?:do|would|will|did) (?:you|u) (?:use|fit|install|put in|supply|go with)\b/gi,
    " brand ",
  ],
  // "Could the install be done over a weekend?": work planned around a business.
  [
    /\b(?:install|installation|fit|fitting|work|job)(?: be done| be)? (?:over|at|on) (?:a |the )?weekends?\b/gi,
    " working hours weekend ",
  ],
  // "Put a smart meter in", "the feed-in tariff": things the site does not describe.
  [/\b(?:install|fit|put|get|supply)(?: \w+){0,3} smart meters?\b/gi, " install smartmeter "],
  [/\bfeed[- ]?in[- ]?tariffs?\b|\bfit payments?\b/gi, " feedintariff "],
  // "Tax breaks", "tax relief": for a business, capital allowances.
  [
    /\btax (?:breaks?|relief|benefits?|advantages?|allowances?|deductions?|write[- ]?offs?)\b|\bwrite (?:it )?off against tax\b/gi,
    " capital allowances ",
  ],
  // "Do you sort the paperwork?": the grid notification and planning paperwork we handle.
  [
    /\b(?:sort|sorts|handle|handles|deal with|deals with|do|does)(?: \w+){0,2} paperwork\b/gi,
    " handle grid notification paperwork ",
  ],
  // "My installers were supposed to come Thursday": a particular job, which the assistant cannot see.
  [
    /\b(?:my|our) (?:job|installation|install|order|fitting)\b(?=.*\b(?:supposed|meant|due|late|delayed|happening|status|update|progress)\b)|\b(?:installers?|engineers?|fitters?|team) (?:were|was) (?:supposed|meant|due) to\b/gi,
    " jobprogress ",
  ],
  // "Will you honour their warranty?": another firm's warranty.
  [
    /\bhonou?r (?:their|the other|another|a different|the old)(?: \w+)?(?: firm['’]?s| company['’]?s| installer['’]?s)? warrant(?:y|ies)\b|\b(?:other|another|old) (?:firm|company|installer)['’]?s? warrant(?:y|ies)\b/gi,
    " otherswarranty ",
  ],
  // "Ground mounted": a kind of system the site does not describe, not the mounting equipment a home system includes.
  [/\bground[- ]?mount(?:ed|ing)?\b/gi, " groundmounted "],
  // "Smart home stuff": the smart controls we fit, not a home.
  [/\bsmart[- ]home\b/gi, " smart controls "],
  // "The biggest one you've ever done": our largest installation, not the size of a product.
  [
    /\b(?:biggest|largest) (?:\w+ )?(?:(?:you|u)(?:['’]ve| have)?|you lot have|your lot have) (?:ever )?(?:done|installed|fitted|built|put up|worked on|did)\b/gi,
    " record largest installation ",
  ],
  // "Do you work weekends?": when we are open, not a business's working hours.
  [
    /\b(?:do|does|are|will|can) (?:you|u|ya|your (?:team|engineers|installers|lot)) (?:work|open|install|fit|come out|do installs?)(?: on| at)? (?:weekends?|saturdays?|sundays?|bank holidays?|evenings?)\b/gi,
    " opening hours weekend ",
  ],
  // "Is it true (that)…": the visitor checks a claim; the claim is what is asked.
  [/^\s*(?:is it|is that|it is) (?:true|right|correct) (?:that )?/gi, " "],
  // "Price list", "your pricing": our prices.
  [/\bprice ?lists?\b|\blist of prices\b|\bpricing\b/gi, " price starting "],
  // "These days", "nowadays": when, not a number of days.
  [/\b(?:these days|nowadays|at the moment|currently|right now)\b/gi, " "],
  // "Is it worth it?", "worth getting?": whether it pays its way, not what a house is worth.
  [
    /\b(?:worth (?:it|getting|having|doing|buying|adding|the (?:money|cost|investment|hassle|outlay|price|extra))|worthwhile|(?:a )?good investment|waste of money)\b/gi,
    " save ",
  ],
  // "How quickly does it pay back?": how many years, not how quick a reply is.
  [/\bhow (?:quickly|quick|fast|soon|long)\b(?=(?: \w+){0,4} payback\b)/gi, " how many years "],
  // "Work round milking / shifts": a business's working hours.
  [
    /\b(?:work|working|fit|install) (?:a)?round (?:the |our |my |your )?(?:\w+ )?(?:milking|shifts?|opening hours|business|trading|customers|guests|patients|pupils|lessons)\b/gi,
    " working hours ",
  ],
];

/**
 * Visitors' words mapped to the words our content uses, so "fitting" finds
 * installation answers and "overcast" finds the cloudy-weather answer.
 * Applied to questions only; typos are left to fuzzy matching.
 */
export const assistantSynonyms: Record<string, string> = {
  // A thing in poor shape: "our roof's a bit tatty", "the roof is ropey".
  tatty: "worn",
  shabby: "worn",
  ropey: "worn",
  ropy: "worn",
  fit: "install",
  fitting: "install",
  fitted: "install",
  instal: "install",
  installer: "install",
  cost: "price",
  ballpark: "price",
  figure: "price",
  setup: "system",
  big: "size",
  large: "size",
  capacity: "size",
  yearly: "year",
  annual: "year",
  annually: "year",
  enquiry: "contact",
  inquiry: "contact",
  put: "install",
  charge: "price",
  quote: "price",
  business: "commercial",
  businesses: "commercial",
  money: "save",
  overcast: "cloudy",
  cloud: "cloudy",
  rain: "cloudy",
  rainy: "cloudy",
  grey: "cloudy",
  dull: "cloudy",
  winter: "cloudy",
  gloomy: "cloudy",
  drizzle: "cloudy",
  drizzly: "cloudy",
  showers: "cloudy",
  foggy: "cloudy",
  misty: "cloudy",
  leftover: "surplus",
  excess: "surplus",
  whereabouts: "address",
  november: "cloudy",
  december: "cloudy",
  january: "cloudy",
  february: "cloudy",
  accredited: "certified",
  accreditation: "certifications",
  qualified: "certified",
  registered: "certified",
  feed: "export",
  surplus: "export",
  seg: "export",
  permission: "planning",
  council: "planning",
  consent: "planning",
  worth: "value",
  damaged: "repairs",
  repair: "repairs",
  fix: "repairs",
  leak: "repairs",
  leaking: "repairs",
  lifespan: "last",
  lifetime: "last",
  wear: "last",
  payback: "pay",
  recoup: "pay",
  storage: "battery",
  servicing: "maintenance",
  service: "maintenance",
  biggest: "size",
  upkeep: "maintenance",
  wash: "clean",
  washing: "clean",
  washed: "clean",
  located: "address",
  town: "address",
  based: "address",
  office: "address",
  open: "hours",
  opening: "hours",
  closed: "hours",
  weekend: "hours",
  saturday: "hours",
  sunday: "hours",
  area: "areas",
  region: "areas",
  steps: "process",
  timeline: "process",
  timescale: "process",
  guarantee: "warranty",
  guaranteed: "warranty",
  car: "ev",
  cheaper: "save",
  bill: "save",
  email: "contact",
  phone: "contact",
  telephone: "contact",
  ring: "contact",
  charging: "charger",
  already: "existing",
  soon: "weeks",
  least: "price starting",
  powerwall: "battery",
  aftercare: "maintenance",
  family: "home",
  household: "home",
  spare: "surplus",
  cheapest: "price starting",
  lowest: "price starting",
  barn: "commercial",
  warehouse: "commercial",
  factory: "commercial",
  premises: "commercial",
  workshop: "commercial",
  industrial: "commercial",
  weekday: "hours",
  weekdays: "hours",
  maintain: "maintenance",
  weak: "strength",
  stick: "install",
  meter: "export",
  ladders: "drone",
  ladder: "drone",
};

/** What a question asks about a subject: its price, how long it takes, whether we are certified… */
export type QuestionAspect =
  | "price"
  | "duration"
  | "certification"
  | "warranty"
  | "lifespan"
  | "reply"
  | "cancel"
  | "areas"
  | "later"
  | "backup"
  | "cleaning"
  | "savings"
  | "repairs"
  | "value"
  | "extras"
  | "evening"
  | "planning"
  | "hours"
  | "timeline"
  | "export"
  | "validity";

/**
 * Ways people ask for an aspect of a subject in everyday British English,
 * idioms and slang included ("what's the damage", "how many days will the
 * fitters be here", "had a cowboy round"), and the words our content uses for
 * that aspect. The assistant reads the question's phrase as those words
 * before the search (decision 113), so "what would a battery set me back"
 * searches "battery price". Question side only; each is general usage, not a
 * question of a test set.
 */
export const questionAspects: {
  aspect: QuestionAspect;
  ways: RegExp;
  /** Our content's words for it, the telling one first: said plainly ("price"), it is the aspect asked. */
  words: string;
  /** An aspect of us whatever the subject ("are you certified?"): it needs no product named. */
  aboutUs?: boolean;
}[] = [
  {
    aspect: "duration",
    ways: /\bhow (?:many|much) (?:days?|weeks?|hours?|time)\b|\bhow long (?:are we looking at|will (?:you|they|the \w+|your \w+) be (?:here|there|on|at|round|about))\b|\b(?:be|stay|working) on (?:the|my|our) roof\b|\bon site\b/gi,
    words: " how long take days ",
  },
  {
    aspect: "price",
    ways: /\b(?:(?:money|cost|price|budget|cash)[- ]?wise|set(?:s|ting)? (?:me|us|you|them|someone|people) back|what(?:['’]?s| is| would be| will be) the damage|ball ?park|(?:rough|ballpark|round|rough and ready) (?:figure|idea|price|number|cost)|how much (?:money|cash|dosh) (?:do|would|will|should|must) (?:i|we) (?:need|have|want)(?: to (?:find|put aside|save up|spend))?|(?:minimum|least|typical|average) spend|how much (?:to|would (?:i|we)|will (?:i|we)) spend|what (?:would|will|are|am|should|do) (?:i|we|you) (?:be )?(?:looking at|talking(?: about)?)|how much (?:are |is )?(?:we|i|you) talking|(?<=\bhow much\b.{0,60})\b(?:go|goes|come in|comes in|sell|sells|retail|retails) (?:for|at)\b|(?:are|am) (?:we|i) (?:talking|looking at)\b|going to cost|gonna cost|(?:shell|fork|cough|pay) out|outlay|run (?:me |us )?to\b|(?:what|how much) (?:would|will|does|might|could) (?:that|it|this|all that|the \w+) (?:all )?come to\b|what do you charge|how much do you charge|what(?:['’]?s| is| are) (?:the )?(?:going rate|rates?|prices?|costs?)|\d+(?:[.,]\d+)? ?(?:grand|k)\b|price tag|how dear|pricey|budget for)/gi,
    words: " price ",
  },
  {
    aspect: "certification",
    aboutUs: true,
    ways: /\b(?:properly |proper |fully |actually )?(?:certified|accredited|qualified|registered|approved|legit|legitimate|above board|kosher|vetted)\b|\bcowboys?\b|\bcertificates?\b|\btrade (?:schemes?|bod(?:y|ies)|associations?)\b|\bmembers? of (?:any|a|an) (?:\w+ )?(?:schemes?|bod(?:y|ies)|associations?)\b/gi,
    words: " certified ",
  },
  {
    aspect: "warranty",
    ways: /\b(?:goes|go|went|going) (?:pear[- ]shaped|tits up|belly up|kaput)\b|\b(?:come|comes|coming) back (?:on|to) (?:you|the installer)\b|\bcomeback\b|\bcovered (?:for|if)\b|\b(?:am i|are we|is it|is that|would i be|would we be|will i be|will we be|are they|is this) (?:still )?covered\b/gi,
    words: " warranty ",
  },
  {
    aspect: "lifespan",
    ways: /\b(?:knackered|clapped out|worn out|wear out|conk(?:s|ed)? out|packs? up|give up the ghost)\b/gi,
    words: " last ",
  },
  {
    aspect: "reply",
    aboutUs: true,
    ways: /\b(?:sent|submitted|filled in|filled out|done|completed) (?:the |your |a |an )?(?:\w+ )?(?:form|enquiry|inquiry|quote request)\b|\bwhat (?:happens|now|next)\b(?= *(?:now|next)?\s*[?.!]?\s*$)|\b(?:get|come|got|getting) back to (?:me|us|people|you|customers)\b|\bhear (?:back|from you|anything)\b|\bhow (?:soon|fast|quick(?:ly)?) (?:do|will|would|can) (?:you|someone|somebody) (?:reply|respond|answer|ring|call)\b|\b(?:how long (?:do|does|will|would) (?:you|it|someone) (?:\w+ )?)?(?:take|takes) to (?:reply|respond|answer|get back)\b/gi,
    words: " reply quote ",
  },
  {
    aspect: "cancel",
    aboutUs: true,
    ways: /\b(?:get|getting|pull|pulling|back|backing) out(?: of (?:it|the (?:contract|deal)))?\b|\bchange[sd]? (?:my|our|his|her|their) minds?\b|\bcold feet\b|\bcall (?:it|the whole thing) off\b/gi,
    words: " cancel ",
  },
  {
    aspect: "areas",
    aboutUs: true,
    ways: /\b(?:go|come|get|travel|work) (?:out )?(?:that way|this way|round (?:here|there|that way)|out (?:here|there|that way)|as far as)\b|\bcover (?:my|our|this|that) (?:area|neck of the woods|way)\b|\bneck of the woods\b/gi,
    words: " areas cover ",
  },
  {
    aspect: "later",
    ways: /\b(?:further |later )?down the (?:line|road|track)\b|\bat a later date\b|\bin (?:the )?future\b|\bin a (?:year|few years)(?: or two)?\b|\bin (?:a couple of|a few|two|three|\d+) years(?: time)?\b|\bafterwards\b/gi,
    words: " later ",
  },
  {
    aspect: "backup",
    ways: /\b(?:power|electric|electricity|grid|mains) (?:goes|go|went|going|is|cuts?) (?:off|out|down)\b|\bpower cuts?\b|\bblackouts?\b|\boutages?\b/gi,
    words: " backup power cut ",
  },
  {
    aspect: "cleaning",
    ways: /\b(?:dirty|filthy|grubby|grimy|mucky|muck|grime|bird (?:muck|mess|poo|droppings)|moss|lichen|give (?:them|it) a (?:clean|wash|scrub)|scrub)\b/gi,
    words: " clean ",
  },
  {
    aspect: "savings",
    ways: /\b(?:knock|knocks|take|shave|cut) (?:\w+ )?off (?:my|our|the) (?:electric|electricity|energy|gas)? ?bills?\b|\bbring (?:my|our|the) bills? down\b|\bbills? (?:go|goes|going|come|comes|coming) down\b|\b(?:lower|smaller|cheaper) (?:electric |electricity |energy )?bills?\b/gi,
    words: " save bills ",
  },
  {
    aspect: "repairs",
    ways: /\b(?:slipped|cracked|broken|missing|loose|sagging|rotten|rotting|leaky|dodgy) (?:slates?|tiles?|roof|felt|battens?|ridge)\b|\b(?:slates?|tiles?) (?:have |has |are |is )?(?:a bit |slightly |badly |a little )?(?:slipped|cracked|broken|missing|loose|come off)\b|\b(?:needs?|needing|will need|could do with) (?:replacing|replacement|redoing|fixing|repairing|sorting|some work|work)\b|\broof(?:['’]s| is| was)? (?:\w+ ){0,6}?(?:\d+|thirty|forty|fifty|sixty|seventy|eighty|a hundred)(?: odd| or so| plus)? years? (?:old|ago)\b|\b(?:dip|dips|dipped|sag|sags|sagged|bow|bows|bowed|bowing) in (?:the|it)\b|\bgutters?\b/gi,
    words: " repairs roof ",
  },
  {
    aspect: "value",
    ways: /\b(?:help|helps|hurt|hurts|affect|affects|harm) (?:the |a |our |my )?(?:sale|resale|selling)\b|\bput (?:buyers|people) off\b|\b(?:sell|selling) up\b|\bresale\b|\b(?:put|puts|push|pushes|bump|bumps) (?:up )?the (?:price|value) of (?:my|our|the|a) (?:house|home|property|place)(?: up)?\b|\bhelp (?:me |us )?sell\b|\bwhen (?:i|we) (?:sell|move)\b/gi,
    words: " value property ",
  },
  {
    aspect: "extras",
    ways: /\b(?:nasty |unexpected |unpleasant |any )surprises?\b|\b(?:surprise|hidden|unexpected|extra|additional) (?:costs?|charges?|fees?|extras|bills?)\b|\bon top of (?:the|your|that|my) (?:quote|price)\b|\b(?:is|are) (?:that|it|this|they) (?:on top|extra)\b|\binclude[sd]? (?:the )?(?:scaffolding|fitting|labour|installation)\b|\b(?:charge|charged|charging|pay|paying|cost|costs) (?:\w+ )?on top\b|\bcovers? (?:the )?scaffold(?:ing)?\b/gi,
    words: " extras hidden fixed ",
  },
  {
    aspect: "evening",
    ways: /\bafter (?:sunset|dark|the sun (?:goes|has gone) down)\b|\bat night\b|\bnight ?time\b|\bovernight\b/gi,
    words: " evening ",
  },
  {
    aspect: "hours",
    aboutUs: true,
    ways: /\bwhat time (?:can|could|should|do) (?:i|we) (?:ring|call|phone|contact|reach)\b|\b(?:ring|call|phone)(?: you| u)? (?:till|til|until|up to)\b|\b(?:what time|when) (?:do|does|are|is) (?:you|u|ya|you lot|your (?:office|team|staff|phones?))(?: \w+)? (?:shut|close|open|finish|start|available)\b|\b(?:shut|closed) on\b|\bafter work\b|\b(?:at|like|around|about|till|until|before|after) \d{1,2}(?::\d\d)? ?(?:pm|am|o['’]?clock)\b/gi,
    words: " opening hours ",
  },
  {
    aspect: "timeline",
    aboutUs: true,
    ways: /\blead[- ]times?\b|\bwaiting (?:list|time)s?\b|\bturn ?around\b|\bhow soon (?:can|could|would|will) (?:you|u|your \w+) (?:start|fit|install|get (?:started|going|round|here|me in|us in)|fit (?:me|us) in|book (?:me|us) in)\b|\bhow (?:booked up|busy) are you\b|\bwhen (?:would|will|could|might|can) (?:i|we) (?:\w+ ){0,2}?(?:have|get) (?:the |my |our )?(?:panels|solar|it|them|a system|the system|everything)(?: \w+)? (?:switch on|fitted|installed|working|running|done|in|on)\b|\bwhen (?:would|will|could|might|can) (?:they|it|the panels|the system|the battery|everything|it all|(?:my|our) \w+) (?:actually |finally |all )?be (?:working|up and (?:running|working)|running|done|live|fitted|installed|finished|in|on|switch on)\b|\bhow long (?:before|until|till|til) (?:you|u|they|it|the \w+|we|i)\b(?! (?:\w+ )?(?:payback|pays?|paid|save|saves|saving|breaks?|last|lasts))|\bhow soon\b(?! (?:\w+ ){0,3}(?:reply|respond|answer|ring|call|hear|get back|payback|pays?))/gi,
    words: " timeline weeks ",
  },
  {
    aspect: "export",
    ways: /\b(?:send|sends|sent|sending|sell|sells|selling|sold|put|puts|feed|feeds) (?:\w+ )?back(?: (?:to|into) (?:the )?grid)?\b|\bcheques?\b|\bpaid for (?:the |my |our )?(?:spare |extra )?(?:power|electric|electricity|energy)\b|\bexport (?:payments?|money|income|cash)\b/gi,
    words: " export paid surplus ",
  },
  {
    aspect: "validity",
    aboutUs: true,
    ways: /\b(?:price|quote|prices|quotes) (?:still )?(?:be |is |are )?(?:still )?(?:good|valid|stand|stands|hold|holds|honoured|the same)\b|\bhow long (?:is|are|does|do) (?:a |the |your |my )?(?:quotes?|prices?) (?:last|good|valid|stand)\b|\b(?:does|do|will|would) (?:it|the quote|the price|they|quotes) (?:run out|expire|lapse)\b|\btake (?:our|my) time (?:deciding|to decide|over it)\b/gi,
    words: " quote valid ",
  },
  {
    aspect: "planning",
    ways: /\b(?:are|am|is) (?:we|i|it|you) (?:even |actually |still )?(?:allowed|permitted)(?= (?:to (?:have|put|get|install|fit)|any |solar|panels?|them|it\b)|\s*[?.!]|\s*$)|\b(?:need|needs|get|getting) (?:the council['’]?s? )?(?:permission|approval|consent)\b|\bthe council (?:say|says|allow|let)\b/gi,
    words: " planning permission ",
  },
];

/**
 * The words that name what we offer (services.ts): a long message's question
 * that names none of them ("what would that set us back?") is about the one its
 * setting names ("we've already got panels and want a battery", decision 113).
 */
export const assistantProducts: string[] = [
  "solar",
  "panels",
  "system",
  "battery",
  "batteries",
  "storage",
  "charger",
  "chargers",
  "diverter",
  "inverter",
  "drone",
  "survey",
  "cleaning",
  "maintenance",
];
