/**
 * One entry per page route (docs/product.md §2.1): its title and description
 * (all distinct), whether it is prerendered at build time and whether search
 * engines may index it. The route table, the meta tags, the sitemap and
 * robots.txt all read this list, so they cannot drift apart.
 */
import { claims } from "./estimate-claims";
export interface PageInfo {
  path: string;
  title: string;
  description: string;
  /** Rendered to static HTML at build time. */
  prerender: boolean;
  /** Listed in the sitemap and open to search engines. */
  index: boolean;
}

export const pages = {
  home: {
    path: "/",
    title: "Solar Panels & Battery Storage in South Wales | Cymru Solar",
    description:
      "Award-winning solar panel and battery storage installers serving homes and businesses across South Wales and the South West. Systems from £3,995 including VAT.",
    prerender: true,
    index: true,
  },
  landing: {
    path: "/landing",
    title: "See If You Qualify for Solar in 60 Seconds | Cymru Solar",
    description:
      "Answer five quick questions to see whether solar panels and a battery suit your home, and get a free, no-obligation quote.",
    prerender: true,
    index: true,
  },
  thankYou: {
    path: "/thank-you",
    title: "Thank You | Cymru Solar",
    description: "Thank you for getting in touch. Our team will be in touch within 24 hours.",
    prerender: true,
    index: false,
  },
  testimonials: {
    path: "/testimonials",
    title: "Customer Reviews & Testimonials | Cymru Solar",
    description:
      "Read what homeowners and businesses across South Wales and the South West say about their solar and battery installations.",
    prerender: true,
    index: true,
  },
  about: {
    path: "/about",
    title: "About Us: Welsh Solar Installers Since 2011 | Cymru Solar",
    description:
      "Family-run since 2011, MCS certified and holder of the Welsh record for a single solar installation. Meet the company behind your panels.",
    prerender: true,
    index: true,
  },
  caseStudies: {
    path: "/case-studies",
    title: "Solar Case Studies & Recent Projects | Cymru Solar",
    description:
      "From a record-breaking 756.09kW school installation to family homes: see the solar and battery projects we have completed.",
    prerender: true,
    index: true,
  },
  team: {
    path: "/team",
    title: "Meet Our Team of Solar Specialists | Cymru Solar",
    description:
      "The surveyors, designers, electricians and advisers who plan and install your solar panels and battery storage.",
    prerender: true,
    index: true,
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy | Cymru Solar",
    description: "How Cymru Solar & Storage collects, uses and protects your personal information.",
    prerender: true,
    index: true,
  },
  terms: {
    path: "/terms-and-conditions",
    title: "Terms & Conditions | Cymru Solar",
    description: "The terms on which we quote for, supply and install solar panels and battery storage.",
    prerender: true,
    index: true,
  },
  cookies: {
    path: "/cookie-policy",
    title: "Cookie Policy | Cymru Solar",
    description: "Which cookies our website uses, why, and how you can change your choices.",
    prerender: true,
    index: true,
  },
  contact: {
    path: "/contact-us",
    title: "Contact Us for a Free Solar Quote | Cymru Solar",
    description:
      "Request a free solar quote or book a consultation. We reply within 24 hours, and the same day for urgent calls.",
    // Rendered per request: the quote form is prefilled from the calculator's query, with or without JavaScript.
    prerender: false,
    index: true,
  },
  solar: {
    path: "/solar",
    title: "Solar Energy for Homes & Businesses | Cymru Solar",
    description:
      "Renewable energy, battery storage and lower bills: how solar power works for homes and commercial sites in Wales and the South West.",
    prerender: true,
    index: true,
  },
  domesticSolar: {
    path: "/domesticsolar",
    title: "Domestic Solar Panel Installation | Cymru Solar",
    description: `Home solar panels designed for your roof: cut a typical electricity bill by ${claims.billCutPanels.text}, add value to your property and get battery-ready. Installed in 1-3 days.`,
    prerender: true,
    index: true,
  },
  faq: {
    path: "/faq",
    title: "Solar Panel FAQs: Costs, Savings & Installation | Cymru Solar",
    description:
      "Answers to the questions we hear most about solar panels: installation time, savings, maintenance, planning permission, payback and batteries.",
    prerender: true,
    index: true,
  },
  solarSavingsCalculator: {
    path: "/solar-savings-calculator",
    title: "Solar Savings Calculator: An Honest Estimate | Cymru Solar",
    description:
      "Estimate what solar panels could generate, save and cost for your home from your postcode and bill, with ranges, payback and every assumption shown.",
    // Rendered per request from its GET query, so it works without JavaScript.
    prerender: false,
    index: true,
  },
  howWeEstimate: {
    path: "/how-we-estimate",
    title: "How We Estimate Solar Savings: Method & Sources | Cymru Solar",
    description:
      "The method behind our solar savings figures: the MCS estimate structure, SAP solar data, Ofgem price cap and export rates, each with its source and date.",
    prerender: true,
    index: true,
  },
  quizAnalytics: {
    path: "/quiz-analytics",
    title: "Quiz Analytics | Cymru Solar Staff",
    description: "Staff area: quiz funnel analytics and leads.",
    prerender: false,
    index: false,
  },
} satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof pages;

export const pageList: PageInfo[] = Object.values(pages);

export const prerenderedPaths: string[] = pageList.filter((p) => p.prerender).map((p) => p.path);

export const notFoundPage = {
  title: "Page Not Found | Cymru Solar",
  description: "The page you were looking for could not be found.",
};
