/**
 * Every savings and payback figure the site's copy states, with the case it
 * is stated for. The copy builds its sentences from these; a test
 * (estimate-claims.test.ts) recomputes each with the engine for its stated
 * case and fails if they disagree (docs/decisions/044). Deliberately free of
 * the engine itself, so pages that only quote a figure load no extra code.
 */

/** The reference home every headline figure is stated for. */
export const referenceHome = {
  postcode: "CF10 1AA",
  annualKwh: 2500,
  orientation: "S",
  pitch: 35,
  shading: "none",
  occupancy: "half",
  battery: 0,
  kwp: 4,
} as const;

export const referenceHomeWithBattery = { ...referenceHome, battery: 5 } as const;

export const claims = {
  /** Share of the whole electricity bill (standing charge included) saved by using your own power, panels alone. */
  billCutPanels: { text: "about 30%", value: 0.3 },
  /** The same with a 5kWh battery. */
  billCutBattery: { text: "about half", value: 0.5 },
  /** Savings and export income a year, typical, in £. */
  typicalSavings: { text: "£590", value: 590 },
  /** The range around it (weather, daytime use, export tariff). */
  savingsRange: { text: "£330-£750", low: 330, high: 750 },
  /**
   * The year's saving and export income together, as a share of the whole
   * bill (standing charge included), for the reference home's roof and a 4kWp
   * system without a battery, at 2,500-3,500 kWh a year.
   */
  savingsShareOfBill: { text: "50-70%", low: 0.5, high: 0.7, uses: [2500, 3000, 3500] },
  /** Typical payback of the reference home, years. */
  typicalPayback: { text: "about 9 years", value: 9 },
  /** FAQ: typical payback of a system sized to the use, 2,500-4,000 kWh a year, same roof, no battery. */
  paybackBand: { text: "7-12 years", low: 7, high: 12, uses: [2500, 3000, 3500, 4000] },
} as const;

export const claimBasis =
  "Our estimate for a typical home: Cardiff, a south-facing roof at 35° without shade, someone in for half the day, 2,500 kWh a year (Ofgem's typical use) and a 4kWp system, at the July 2026 price cap. Your figures depend on your roof and use.";
