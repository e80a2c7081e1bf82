/** The twelve questions of the FAQ page (docs/product.md §2.7); the chat assistant answers from them too. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const faqs: FaqEntry[] = [
  {
    id: "installation-time",
    question: "How long does a solar panel installation take?",
    answer:
      "Most home installations take 1-3 days on site. Scaffolding usually goes up the day before, the panels and inverter go in over one or two days, and we commission the system and show you how it works before we leave.",
  },
  {
    id: "savings",
    question: "How much could I save on my energy bills?",
    answer:
      "Most of our customers cut their electricity bills by 50-70%. What you save depends on your roof, how much electricity you use during the day and whether you add a battery, so we give you a personal estimate at your free survey.",
  },
  {
    id: "maintenance",
    question: "Do solar panels need much maintenance?",
    answer:
      "Very little. Rain keeps most panels clean, and we recommend a check-up every year or two. Our maintenance plans start from £150 per year and panel cleaning from £80 per visit, and we can spot problems remotely on systems with monitoring.",
  },
  {
    id: "cloudy-weather",
    question: "Do solar panels work in cloudy weather?",
    answer:
      "Yes. Panels generate from daylight, not direct sunshine, so they keep producing on overcast days, just less than on bright ones. Wales and the South West get plenty of daylight across the year for solar to pay its way.",
  },
  {
    id: "certifications",
    question: "What certifications do you hold?",
    answer:
      "We are MCS certified, NICEIC approved, RECC members and TrustMark registered. MCS certification means your system qualifies for the Smart Export Guarantee, and RECC membership protects you as a consumer.",
  },
  {
    id: "smart-export-guarantee",
    question: "What is the Smart Export Guarantee?",
    answer:
      "The Smart Export Guarantee (SEG) means energy suppliers pay you for the surplus electricity your panels send to the grid. You need an MCS certified installation and a smart meter; we register the system and help you choose a tariff.",
  },
  {
    id: "lifespan",
    question: "How long do solar panels last?",
    answer:
      "Good quality panels last 25-30 years, and they keep producing well for most of that time. Our systems come with warranties of up to 25 years on the panels; inverters usually carry 10 years or more.",
  },
  {
    id: "property-value",
    question: "Will solar panels add value to my property?",
    answer:
      "Studies suggest solar panels can add 3-4% to a home's value, and lower running costs make a home more attractive to buyers. Owning the panels outright, rather than leasing a roof, matters most when you sell.",
  },
  {
    id: "roof-repairs",
    question: "What if my roof needs repairs?",
    answer:
      "Our survey checks the condition of your roof first. If it needs work, it is best done before the panels go on; we will tell you honestly and can recommend a roofer. Panels can also be lifted and refitted later if needed.",
  },
  {
    id: "planning-permission",
    question: "Do I need planning permission?",
    answer:
      "Most home installations count as permitted development and need no planning permission. Listed buildings, conservation areas and some flat roofs are exceptions; we check this for you during the survey and handle any application.",
  },
  {
    id: "payback",
    question: "How long does it take for solar panels to pay for themselves?",
    answer:
      "Most systems pay for themselves in 7-12 years, depending on system size, your electricity use and energy prices. After that, the electricity your panels make is essentially free for the rest of their life.",
  },
  {
    id: "battery-later",
    question: "Can I add a battery later?",
    answer:
      "Yes. We design every system to be battery ready, so a battery can be added at any time. Batteries start from £6,500 for up to 13.5kWh of storage with a 10-year warranty, and let you use your own solar power in the evening.",
  },
];
