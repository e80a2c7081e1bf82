/** Copy of the quiz landing page (/landing) outside the quiz itself (docs/product.md §2.5). */
import { claims } from "./estimate-claims";

export type ProjectScene = "terrace" | "farmhouse" | "school" | "warehouse" | "bungalow" | "battery";

export const landing = {
  header: { callLabel: "Call" },
  hero: {
    eyebrow: "Free, no-obligation solar quotes",
    points: ["MCS certified local installers", "Systems from £3,995 including VAT", "Reply within 24 hours"],
  },
  infoBanner: {
    title: "Premium Solar Systems from £3,995",
    note: "Complete installation including VAT",
    claims: [
      `Cut a Typical Electricity Bill by ${claims.billCutPanels.text.replace("about", "About")}`,
      `Typical Payback ${claims.typicalPayback.text.replace("about", "About")}`,
      "Up to 25-Year Warranty",
    ],
  },
  whyChoose: {
    title: "Why Choose Cymru Solar?",
    cards: [
      {
        title: "Significant Savings",
        text: `Generate your own electricity and cut a typical electricity bill by ${claims.billCutPanels.text}, or ${claims.billCutBattery.text} with a battery to use it after dark.`,
      },
      {
        title: "Up to 25-Year Warranty",
        text: "Panels, inverters and our workmanship are covered for the long term, so your investment is protected.",
      },
      {
        title: "Carbon Neutral",
        text: "A typical home system saves around a tonne of carbon dioxide a year, every year it runs.",
      },
      {
        title: "Expert Installation",
        text: "Our own MCS certified engineers fit every system, most homes in one or two days.",
      },
    ],
  },
  savings: {
    title: "How Much Could You Save?",
    intro: "Our estimate for a typical 4kW home system in South Wales, without a battery.",
    stats: [
      {
        value: claims.typicalSavings.text,
        label: `Typical yearly savings and export income (${claims.savingsRange.text})`,
      },
      { value: claims.billCutPanels.text.replace("about ", ""), label: "Of a typical electricity bill" },
      { value: claims.typicalPayback.text.replace("about ", ""), label: "Typical payback period" },
    ],
  },
  howItWorks: {
    title: "How It Works",
    steps: [
      { title: "Take the quiz", text: "Answer five quick questions so we understand your home and your bills." },
      {
        title: "Free survey and design",
        text: "A local surveyor checks your roof and designs a system with a clear, fixed price.",
      },
      {
        title: "Installation and switch-on",
        text: "Our team installs, tests and hands over your system, then you start saving.",
      },
    ],
  },
  testimonials: {
    title: "What Our Customers Say",
    quotes: [
      {
        text: "From the first call to switch-on it took five weeks. Our summer bills have practically disappeared.",
        name: "Gareth P.",
        place: "Caerphilly",
      },
      {
        text: "They explained everything plainly and never pushed us. The installers were tidy and finished in a day.",
        name: "Helen M.",
        place: "Bristol",
      },
      {
        text: "The battery means we run the house on sunshine well into the evening. Best home improvement we've made.",
        name: "Owain R.",
        place: "Swansea",
      },
    ],
  },
  projects: {
    title: "Our Recent Projects",
    // Each card is one of our case studies (case-studies.ts): the same place and system.
    items: [
      { scene: "terrace", title: "Victorian terrace, Bristol", detail: "4kW solar" },
      { scene: "farmhouse", title: "Detached home, Pontypridd", detail: "8kW with battery" },
      { scene: "school", title: "Secondary school, South Wales", detail: "756.09kW Welsh record" },
      { scene: "warehouse", title: "Business park, Cwmbran", detail: "120kW commercial" },
      { scene: "bungalow", title: "Bungalow, Risca", detail: "3.5kW solar" },
      { scene: "battery", title: "Battery retrofit, Swansea", detail: "9.5kWh storage" },
    ] satisfies { scene: ProjectScene; title: string; detail: string }[],
  },
  about: {
    title: "About Cymru Solar & Storage",
    paragraphs: [
      "We are a family-run installer based in Risca, fitting solar panels and battery storage across South Wales and the South West of England since 2011.",
      "Over 500 installations later, from terraced homes to a Welsh record school roof, we still survey every property ourselves and stand behind every system we fit.",
    ],
  },
  cta: {
    title: "Ready to start saving?",
    text: "Get your free, personalised quote. Takes 2 minutes.",
    button: "Start the quiz",
    callLabel: "Call",
  },
  certifications: { title: "Certified and accredited" },
  footer: { rights: "All rights reserved." },
} as const;
