/** Copy of the /solar page (docs/product.md §2.7). */
export type SolarIcon = "leaf" | "battery" | "pound" | "shield" | "home" | "building";

export interface IconCard {
  icon: SolarIcon;
  title: string;
  text: string;
}

export const solarIntro =
  "Clean electricity from your own roof, stored for when you need it. Solar power lowers your bills, protects you from price rises and cuts your carbon footprint.";

export const solarBenefits: IconCard[] = [
  {
    icon: "leaf",
    title: "Renewable Energy",
    text: "Generate clean electricity from daylight, even on cloudy Welsh days, with no fuel and no emissions.",
  },
  {
    icon: "battery",
    title: "Energy Storage",
    text: "A battery keeps your surplus solar power for the evening, when electricity is at its most expensive.",
  },
  {
    icon: "pound",
    title: "Reduce Bills",
    text: "Cut your electricity bills by up to 80% and earn from the power you export to the grid.",
  },
  {
    icon: "shield",
    title: "Future-Proof",
    text: "Battery-ready systems with up to 25-year warranties, ready for an EV charger or heat pump later.",
  },
];

export const solarWhyChoose = {
  title: "Why Choose Us for Solar",
  cards: [
    {
      icon: "home",
      title: "Residential Expertise",
      text: "Hundreds of homes across South Wales and the South West, from terraces to farmhouses. Systems from £3,995 including VAT, installed by our own team.",
    },
    {
      icon: "building",
      title: "Commercial Solutions",
      text: "From 50kW to our record-breaking 756.09kW school roof, planned around your working hours with a full return-on-investment analysis.",
    },
  ] satisfies IconCard[],
};
