/** Copy of the About page (docs/product.md §2.7). */
export const aboutIntro =
  "A Welsh, family-run installer based in Risca. We design and fit solar panels and batteries for homes, farms, businesses and schools across South Wales and the South West.";

export const aboutStory = [
  "We started in 2011 with one van and a simple idea: explain solar honestly, install it properly and stay around afterwards. That is still how we work.",
  "Every system is surveyed, designed and installed by our own team rather than subcontractors, so the people you meet at the survey are the people responsible for the result.",
];

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const milestones: Milestone[] = [
  {
    year: "2011",
    title: "Founded in Risca",
    text: "Rhys Powell sets up the company, installing solar panels on homes across Caerphilly and Newport.",
  },
  {
    year: "2022",
    title: "Commercial and battery growth",
    text: "We expand into commercial and agricultural projects, add battery storage and drone surveying, and pass 500 installations.",
  },
  {
    year: "2025",
    title: "Award winners and record holders",
    text: "Named Welsh Renewable Installer of the Year after completing the largest single solar installation of its kind in Wales: 756.09kW on a secondary school.",
  },
];

export const award = {
  title: "Welsh Renewable Installer of the Year 2025",
  text: "Awarded for the quality of our work and for our record-breaking 756.09kW school installation.",
};

/** Brands we are approved to install. Names only: we show no third-party logos. */
export const approvedBrands = [
  "Tesla Powerwall",
  "GivEnergy",
  "SolarEdge",
  "Enphase",
  "Fox ESS",
  "Solis",
  "Aiko",
  "JA Solar",
  "LONGi",
  "myenergi",
];

export const aboutValues = [
  { title: "Local", text: "Based in Risca, working across South Wales and the South West." },
  { title: "Certified", text: "MCS, NICEIC, RECC and TrustMark, so your installation is protected." },
  { title: "Accountable", text: "Our own engineers, with no subcontractors, and one team from survey to switch-on." },
];
