/** The four Why Choose tiles of the home page (docs/product.md §2.3). */
export type WhyChooseIcon = "savings" | "warranty" | "carbon" | "expert";

export interface WhyChooseTile {
  icon: WhyChooseIcon;
  title: string;
  text: string;
}

export const whyChooseTitle = "Why Choose Cymru Solar?";

export const whyChooseTiles: WhyChooseTile[] = [
  {
    icon: "savings",
    title: "Significant Savings",
    text: "Cut your electricity bills by up to 80% and earn from the power you export through the Smart Export Guarantee.",
  },
  {
    icon: "warranty",
    title: "Up to 25-Year Warranty",
    text: "Panels backed for up to 25 years, and workmanship insured through our RECC and TrustMark membership.",
  },
  {
    icon: "carbon",
    title: "Carbon Neutral",
    text: "Clean power from your own roof lowers your carbon footprint from the day the system is switched on.",
  },
  {
    icon: "expert",
    title: "Expert Installation",
    text: "Our own MCS certified engineers, with over 500 installations across Wales and the South West since 2011.",
  },
];
