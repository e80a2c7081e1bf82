/** Copy of the /domesticsolar page (docs/product.md §2.7). Its figures differ from other pages' (§9.4). */
export type DomesticIcon = "pound" | "trending" | "zap" | "battery";

export const domesticIntro =
  "Solar panels designed for your roof and your household, installed in 1-3 days by our own MCS certified team.";

export const domesticBenefits: { icon: DomesticIcon; title: string; text: string }[] = [
  {
    icon: "pound",
    title: "Lower Energy Bills",
    text: "Cut your electricity bills by up to 70% by using the power your own roof generates.",
  },
  {
    icon: "trending",
    title: "Increase Property Value",
    text: "Solar panels can add up to 4% more to your property's value, and lower running costs appeal to buyers.",
  },
  {
    icon: "zap",
    title: "Energy Independence",
    text: "Rely less on the grid and protect your household from rising energy prices.",
  },
  {
    icon: "battery",
    title: "Battery Ready",
    text: "Every system we fit is ready for battery storage, now or whenever you choose to add it.",
  },
];

export const domesticIncluded: string[] = [
  "Free home survey and system design",
  "High-efficiency solar panels",
  "Inverter and all mounting equipment",
  "Scaffolding and safe access",
  "MCS certified installation",
  "Grid notification and paperwork",
  "Monitoring app set up on your phone",
  "Up to 25-year panel warranty",
];

export const domesticSteps: { title: string; text: string }[] = [
  {
    title: "Free Consultation",
    text: "We talk through your energy use, your roof and your budget, by phone or at home.",
  },
  {
    title: "Custom Design",
    text: "We survey your roof and design a system with a clear, fixed quote and a savings forecast.",
  },
  {
    title: "Professional Installation",
    text: "Our own engineers install your panels in 1-3 days, keeping your home tidy throughout.",
  },
  {
    title: "Ongoing Support",
    text: "Monitoring, maintenance plans and a local team at the end of the phone for years to come.",
  },
];

export const installationTime = "1-3 days";
