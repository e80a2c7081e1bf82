/**
 * The six services of the home page (docs/product.md §2.3), with the detail shown in each
 * service's "Learn More" dialog. Prices: docs/product.md §9.3.
 */
export interface Service {
  id: string;
  title: string;
  description: string;
  features: string[];
  overview: string;
  process: string[];
  benefits: string[];
  pricing: string;
}

export const services: Service[] = [
  {
    id: "residential-solar",
    title: "Residential Solar Installation",
    description:
      "Solar panels designed around your home and roof, installed by our own MCS certified team in as little as a day or two.",
    features: ["Free site survey and design", "MCS certified installation", "Up to 25-year warranty", "Battery ready"],
    overview:
      "We design every home system around your roof, your household and the way you use electricity, so it produces as much of your own power as possible. From the survey to the switch-on, the same local team looks after you.",
    process: [
      "Free consultation to understand your energy use and goals",
      "Site survey of your roof, shading and electrics",
      "A tailored design with a clear, fixed quote",
      "Installation by our own certified team, usually in 1-2 days",
      "Commissioning, monitoring set-up and handover",
    ],
    benefits: [
      "Cut your electricity bills by up to 80%",
      "Earn from surplus power through the Smart Export Guarantee",
      "Protect yourself against rising energy prices",
      "Add value to your property",
    ],
    pricing:
      "Home systems start from £4,500 for a 4kW system, fully installed. Your quote is fixed after the survey, with no hidden extras.",
  },
  {
    id: "battery-storage",
    title: "Battery Storage Systems",
    description:
      "Store the power your panels make during the day and use it in the evening, when electricity costs the most.",
    features: ["Up to 13.5kWh storage", "10-year warranty", "Backup power options", "App monitoring"],
    overview:
      "A battery keeps the solar power you don't use straight away, so you can run your home on it after dark. Paired with a smart tariff, it can also charge cheaply overnight and cover your peak-time use.",
    process: [
      "Review of your usage and existing or planned solar system",
      "Choice of battery size and position",
      "Installation alongside new panels or added to an existing system",
      "Set-up of charging schedules and the monitoring app",
    ],
    benefits: [
      "Use more of your own solar power",
      "Keep essential circuits running in a power cut (with backup option)",
      "Take advantage of cheap overnight tariffs",
      "See everything in a simple app",
    ],
    pricing: "Batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
  },
  {
    id: "commercial",
    title: "Commercial Installations",
    description:
      "Solar for offices, farms, schools, factories and public buildings, from 50kW to our record-breaking 756kW+.",
    features: ["50kW to 756kW+ systems", "Detailed ROI analysis", "Minimal disruption", "Ongoing maintenance"],
    overview:
      "Commercial solar lowers operating costs and carbon reporting figures at the same time. We hold the Welsh record for a single installation, and we plan every project around your working hours so your business keeps running.",
    process: [
      "Energy audit and review of your half-hourly data",
      "Feasibility study, structural checks and financial model",
      "Grid application with the network operator",
      "Phased installation planned around your operations",
      "Commissioning, monitoring and maintenance plan",
    ],
    benefits: [
      "Lower operating costs for decades",
      "Meet carbon reduction and ESG targets",
      "Capital allowances may apply",
      "Visible commitment to sustainability",
    ],
    pricing: "Commercial systems start from £50,000, for installations from 50kW up to 756kW and beyond.",
  },
  {
    id: "smart-energy",
    title: "Smart Energy Solutions",
    description:
      "EV chargers, smart controls and diverters that send your solar power where it is most useful, automatically.",
    features: ["EV charger installation", "Solar hot water diverters", "Smart home integration", "Tariff optimisation"],
    overview:
      "Smart controls make the most of every unit your panels generate: charging the car when the sun shines, heating water with surplus power and working with smart tariffs to keep your bills low.",
    process: [
      "Review of your home, vehicles and energy tariff",
      "Recommendation of the devices that fit",
      "Installation and connection to your solar system",
      "Set-up of automation and app control",
    ],
    benefits: [
      "Charge your car on sunshine",
      "Heat water with surplus solar power",
      "Automatic, hands-off savings",
      "Control everything from your phone",
    ],
    pricing: "Smart energy upgrades start from £1,200, depending on the devices you choose.",
  },
  {
    id: "maintenance-cleaning",
    title: "Solar Panel Maintenance & Cleaning",
    description:
      "Keep your system at its best with health checks, cleaning and repairs, including systems installed by others.",
    features: ["Annual health checks", "Professional panel cleaning", "Inverter servicing", "Performance reports"],
    overview:
      "Dirt, bird droppings and ageing components slowly reduce what your panels produce. Our maintenance visits find and fix problems early, and cleaning restores lost output, whoever installed your system.",
    process: [
      "Remote check of your system's performance",
      "On-site inspection of panels, fixings and electrics",
      "Cleaning with purified water, no harsh chemicals",
      "A written report with any recommendations",
    ],
    benefits: [
      "Restore lost generation",
      "Catch faults before they become costly",
      "Protect your warranties",
      "Peace of mind for years to come",
    ],
    pricing: "Maintenance plans start from £150 per year, and panel cleaning from £80 per visit.",
  },
  {
    id: "drone-surveying",
    title: "Drone Surveying",
    description:
      "Fast, safe and precise roof surveys from the air, with thermal imaging to find faults on existing systems.",
    features: [
      "High-resolution imagery",
      "Thermal fault detection",
      "No scaffolding needed",
      "Accurate 3D measurements",
    ],
    overview:
      "Our licensed drone pilots survey roofs quickly and safely, without ladders or scaffolding. The images and measurements feed straight into your system design, and thermal cameras spot failing panels on existing systems.",
    process: [
      "Flight planning and safety checks",
      "Aerial survey with high-resolution and thermal cameras",
      "Processing into measurements and a 3D roof model",
      "A clear report with images and findings",
    ],
    benefits: [
      "Safe: nobody needs to climb on your roof",
      "Precise measurements for a better design",
      "Finds hidden faults on existing systems",
      "Quick: most surveys take under an hour",
    ],
    pricing: "Drone surveys start from £350, and are free with any installation over £8,000.",
  },
];
