/**
 * Every constant of the savings estimate, with its source and the date it
 * applies to. The engine (app/lib/estimate) reads only these; /how-we-estimate
 * lists them; the API returns the ones a result used. Update a figure here and
 * add a line to the changelog below (docs/decisions/040-042).
 */

export interface Sourced {
  name: string;
  value: number;
  unit: string;
  source: string;
  /** The date the figure applies from (ISO yyyy-mm-dd). */
  asOf: string;
}

const OFGEM_CAP =
  "Ofgem energy price cap, 1 July to 30 September 2026, GB average, single-rate electricity, Direct Debit (announced 27 May 2026; figures as reported by energyplus.co.uk). The October-December 2026 figures are still to be entered";

/** Bumped whenever a constant below changes; stored with every estimate. */
export const ESTIMATE_CONSTANTS_VERSION = "2026-11-23";

export const tariffs = {
  unitRate: {
    name: "Electricity unit rate",
    value: 0.2611,
    unit: "£/kWh",
    source: OFGEM_CAP,
    asOf: "2026-07-01",
  },
  standingCharge: {
    name: "Electricity standing charge",
    value: 0.5719,
    unit: "£/day",
    source: OFGEM_CAP,
    asOf: "2026-07-01",
  },
  segLow: {
    name: "Export rate, low (basic SEG tariff open to anyone)",
    value: 0.041,
    unit: "£/kWh",
    source:
      "Basic Smart Export Guarantee tariff without an import tie-in, 4.1p/kWh (Octopus SEG floor rate), as listed in UK SEG comparison tables checked May 2026 (renewableready.co.uk)",
    asOf: "2026-07-01",
  },
  segTypical: {
    name: "Export rate, typical (open-market fixed SEG tariff)",
    value: 0.12,
    unit: "£/kWh",
    source:
      "Octopus Outgoing Fixed, 12p/kWh, open to any MCS installation without an import tie-in; UK SEG comparison tables checked May-July 2026 (renewableready.co.uk, balconysolarguide.co.uk)",
    asOf: "2026-07-01",
  },
  segHigh: {
    name: "Export rate, high (supplier-linked SEG tariff)",
    value: 0.151,
    unit: "£/kWh",
    source:
      "British Gas Export & Earn Plus, 15.1p/kWh, for its own import customers; Solar Energy UK SEG league table and UK SEG comparison tables checked May 2026",
    asOf: "2026-07-01",
  },
} satisfies Record<string, Sourced>;

export const consumption = {
  typical: {
    name: "Typical household electricity use (Ofgem TDCV, medium, single-rate)",
    value: 2500,
    unit: "kWh/year",
    source: "Ofgem Typical Domestic Consumption Values, in force from 1 July 2026",
    asOf: "2026-07-01",
  },
} satisfies Record<string, Sourced>;

export const generation = {
  systemFactor: {
    name: "PV system factor (Kk = factor × annual radiation on the panel plane)",
    value: 0.8,
    unit: "kWh per kWp per kWh/m²",
    source: "BRE, SAP 2012 Appendix M, equation M1 (E = 0.8 × kWp × S × Z)",
    asOf: "2013-10-01",
  },
  weatherMargin: {
    name: "Weather and method margin either side of the typical year",
    value: 0.1,
    unit: "fraction",
    source:
      "MCS Guide to the Installation of Photovoltaic Systems (2012), shade assessment: the standard method is stated to give results within 10% of the actual annual yield for most systems",
    asOf: "2012-01-01",
  },
} satisfies Record<string, Sourced>;

export const shadingLevels = ["none", "light", "moderate", "heavy"] as const;
export type Shading = (typeof shadingLevels)[number];

/** SAP's overshading factors (Table M1 / H2): the share of sky blocked, scaled as MCS's shade method scales it. */
export const shadeFactor: Record<Shading, Sourced> = {
  none: {
    name: "Shade factor, none or very little (<20% of sky blocked)",
    value: 1,
    unit: "factor",
    source: "BRE, SAP 2012 Table H2 / M1",
    asOf: "2013-10-01",
  },
  light: {
    name: "Shade factor, modest (20-60% of sky blocked)",
    value: 0.8,
    unit: "factor",
    source: "BRE, SAP 2012 Table H2 / M1",
    asOf: "2013-10-01",
  },
  moderate: {
    name: "Shade factor, significant (60-80% of sky blocked)",
    value: 0.65,
    unit: "factor",
    source: "BRE, SAP 2012 Table H2 / M1",
    asOf: "2013-10-01",
  },
  heavy: {
    name: "Shade factor, heavy (>80% of sky blocked)",
    value: 0.5,
    unit: "factor",
    source: "BRE, SAP 2012 Table H2 / M1",
    asOf: "2013-10-01",
  },
};

export const occupancies = ["home", "half", "out"] as const;
export type Occupancy = (typeof occupancies)[number];

const OUR_SELF_USE =
  "Our assumption, following the occupancy archetypes of MCS MGD 003 Issue 2.0 (home all day, in half the day, out all day); tuned so that a home using as much as it generates uses 29-45% of it, in line with Loughborough University's finding that self-consumption is generally under 50% (docs/decisions/041)";

/** Share of the year's use that falls while the panels generate, by occupancy: low, typical, high. */
export const daytimeShare: Record<
  Occupancy,
  { low: number; typical: number; high: number; name: string; source: string }
> = {
  home: { name: "Daytime share of use, home all day", low: 0.45, typical: 0.5, high: 0.55, source: OUR_SELF_USE },
  half: { name: "Daytime share of use, in half the day", low: 0.35, typical: 0.4, high: 0.45, source: OUR_SELF_USE },
  out: { name: "Daytime share of use, out all day", low: 0.25, typical: 0.3, high: 0.35, source: OUR_SELF_USE },
};

export const battery = {
  roundTrip: {
    name: "Battery round-trip efficiency",
    value: 0.9,
    unit: "fraction",
    source:
      "Typical AC round-trip efficiency on home battery datasheets (e.g. Tesla Powerwall 2: 90%), checked November 2026",
    asOf: "2026-11-23",
  },
  cyclesPerYear: {
    name: "Full battery cycles a year from solar",
    value: 250,
    unit: "cycles/year",
    source: "Our assumption: winter days rarely leave a surplus to store (docs/decisions/041)",
    asOf: "2026-11-23",
  },
  usableSurplus: {
    name: "Share of the daytime surplus and of the evening use a battery can reach",
    value: 0.8,
    unit: "fraction",
    source: "Our assumption (docs/decisions/041)",
    asOf: "2026-11-23",
  },
} satisfies Record<string, Sourced>;

export const sizing = {
  minKwp: {
    name: "Smallest system we size",
    value: 2,
    unit: "kWp",
    source: "Our price list: entry system",
    asOf: "2026-11-23",
  },
  maxKwp: {
    name: "Largest system a typical house roof takes",
    value: 6,
    unit: "kWp",
    source: "Our survey experience: about 14 panels of 430 W on a semi-detached roof",
    asOf: "2026-11-23",
  },
  step: { name: "System size step", value: 0.5, unit: "kWp", source: "Our design practice", asOf: "2026-11-23" },
} satisfies Record<string, Sourced>;

/** What the visitor leaves out. Pitch 35° is SAP's and MCS's common reference pitch. */
export const defaults = { orientation: "S", pitch: 35, shading: "none", occupancy: "half", battery: 0 } as const;

/** Pitch choices on the calculator, in degrees. */
export const pitchPresets = [
  { label: "Flat roof (panels on 10° frames)", value: 10 },
  { label: "Shallow (about 20°)", value: 20 },
  { label: "Typical (about 35°)", value: 35 },
  { label: "Steep (about 50°)", value: 50 },
] as const;

export const changelog = [
  {
    date: "2026-11-23",
    change: "First published: Ofgem cap July-September 2026, SEG rates checked July 2026, SAP 2012 Appendix U climate.",
  },
];
