/** Copy of /solar-savings-calculator and /how-we-estimate. Figures come from the engine, never from here. */

export const calculatorCopy = {
  title: "Solar Savings Calculator",
  intro:
    "An honest first estimate for your home: what a solar system could generate, how much of it you would use, what it could save and what it costs. Every figure is a range, and our method is published.",
  formHeading: "About your home",
  labels: {
    postcode: "Postcode",
    monthlyBill: "Monthly electricity bill (£)",
    annualKwh: "Or your annual electricity use (kWh)",
    orientation: "Which way the roof faces",
    pitch: "Roof pitch",
    shading: "Shading on the roof",
    occupancy: "When someone is at home",
    battery: "Battery",
    kwp: "System size in kWp (optional)",
  },
  hints: {
    postcode: "Full postcode or just the first half, such as CF10.",
    usage: "Fill in one: your bill, or your use from a bill or smart meter app. We use the electricity part only.",
    kwp: "Leave blank and we will size a system for your use and a typical roof.",
  },
  orientationLabels: {
    N: "North",
    NE: "North-east",
    E: "East",
    SE: "South-east",
    S: "South",
    SW: "South-west",
    W: "West",
    NW: "North-west",
  },
  shadingLabels: {
    none: "None or very little",
    light: "Light (some trees or chimneys)",
    moderate: "Moderate (shaded part of the day)",
    heavy: "Heavy (shaded most of the day)",
  },
  occupancyLabels: {
    home: "Home all day",
    half: "In for half the day",
    out: "Out all day",
  },
  batteryOptions: [
    { label: "No battery", value: 0 },
    { label: "About 5 kWh", value: 5 },
    { label: "About 10 kWh", value: 10 },
  ],
  submit: "Calculate my estimate",
  resultHeading: "Your estimate",
  emptyResult: "Fill in your postcode and your bill or use, then calculate.",
  cta: "Get a precise quote",
  ctaNote: "A free survey replaces these ranges with a fixed quote for your roof.",
  caveats: [
    "First-year figures in a typical year of weather; a sunny or dull year moves them by about a tenth.",
    "An estimate, not a guarantee: your surveyor measures the roof, the shading and your use.",
    "Not modelled: electric vehicles, heat pumps, hot-water diverters, time-of-use tariffs and panel ageing.",
    "Prices at the Ofgem price cap and Smart Export Guarantee rates on the dates listed below.",
  ],
  methodLink: "How we estimate",
} as const;

export const methodCopy = {
  title: "How We Estimate Your Savings",
  intro:
    "The method behind every savings figure on this site, with every constant, its source and the date it applies to. The worked example below is computed by the same code as the calculator when this page is built, so the two cannot disagree.",
} as const;
