/**
 * Our price list as the estimate uses it. The "from" figures are the ones the
 * site already advertises (systems from £3,995 including VAT; a 4kW system
 * from £4,500; batteries from £6,500 for up to 13.5kWh), so a cost shown by
 * the calculator never undercuts or contradicts the copy (docs/decisions/042).
 */
import type { Sourced } from "./estimate";

const PRICE_LIST =
  "Cymru Solar & Storage price list, November 2026 (prices include VAT at 0% on installed solar and batteries)";

export const prices = {
  entrySystem: { name: "Entry system price (from)", value: 3995, unit: "£", source: PRICE_LIST, asOf: "2026-11-23" },
  entryKwp: { name: "Entry system size", value: 3, unit: "kWp", source: PRICE_LIST, asOf: "2026-11-23" },
  perKwpAboveEntry: {
    name: "Price per kWp above the entry system (from)",
    value: 505,
    unit: "£/kWp",
    source: `${PRICE_LIST}; makes a 4kWp system £4,500, as advertised`,
    asOf: "2026-11-23",
  },
  batteryFrom: {
    name: "Battery price up to 13.5kWh usable (from)",
    value: 6500,
    unit: "£",
    source: PRICE_LIST,
    asOf: "2026-11-23",
  },
  batteryIncludedKwh: {
    name: "Battery capacity the from-price covers",
    value: 13.5,
    unit: "kWh",
    source: PRICE_LIST,
    asOf: "2026-11-23",
  },
  batteryPerKwhAbove: {
    name: "Battery price per kWh above 13.5kWh",
    value: 450,
    unit: "£/kWh",
    source: PRICE_LIST,
    asOf: "2026-11-23",
  },
  surveyAllowance: {
    name: "Upper end after survey (scaffolding on more sides, optimisers, roof access)",
    value: 0.3,
    unit: "fraction above the from-price",
    source: PRICE_LIST,
    asOf: "2026-11-23",
  },
} satisfies Record<string, Sourced>;
