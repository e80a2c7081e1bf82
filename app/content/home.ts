/** Copy of the home page (docs/product.md §1, §2.3) other than services and process, which have modules of their own. */
import { claims } from "./estimate-claims";
export const hero = {
  badge: "Now Serving Residential Customers",
  title: "Transform Your Business or Home with Solar Power and Battery Storage",
  intro: `Award-winning, MCS certified installers for South Wales and the South West. A typical home cuts its electricity bill by ${claims.billCutPanels.text} with panels alone.`,
  highlights: ["500+ installations", "Rated 4.9/5 by 1,000+ customers", "Up to 25-year warranty"],
};

export const residentialOffer = {
  title: "Residential Solar",
  priceLabel: "Starting from",
  price: "£3,995",
  priceNote: "Complete installation including VAT",
  bullets: [
    "Free site survey and design",
    "MCS certified installation",
    "Up to 25-year warranty",
    "Professional installation team",
  ],
};

export const servicesIntro = {
  title: "Our Services",
  intro:
    "Everything you need to generate, store and make the most of your own clean energy, from a single home to a 756kW commercial roof.",
};

export const recordPromo = {
  eyebrow: "Welsh record holder",
  title: "Our record-breaking installation",
  text: "We designed and installed the largest single solar installation of its kind in Wales on a secondary school: 756.09kW across three roof levels, built in the holidays so lessons were never disturbed.",
  stats: [
    { value: "756.09kW", label: "system size" },
    { value: "1,626", label: "panels" },
    { value: "3", label: "roof levels" },
  ],
  cta: "See the Case Study",
};

export const processIntro = {
  title: "Our Process",
  intro:
    "Six clear steps from the first phone call to switching on your system. We handle the paperwork at every stage.",
  cta: "Book Free Survey",
};
