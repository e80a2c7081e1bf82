/** Our completed projects (docs/product.md §2.7, §3.6). */

import type { ArtworkId } from "./artwork";

export type ProjectIcon = "school" | "home" | "factory" | "tractor" | "building" | "battery";

export interface ProjectImage {
  art: ArtworkId;
  alt: string;
}

export interface CaseStudy {
  id: string;
  title: string;
  location: string;
  type: "Residential" | "Commercial" | "Public Sector" | "Agricultural";
  system: string;
  completion: string;
  description: string;
  icon: ProjectIcon;
  image: ProjectImage | null;
  gallery?: ProjectImage[];
  highlights: string[];
  /** Headline badge, shown on the featured project. */
  badge?: string;
}

export const caseStudies: CaseStudy[] = [
  {
    id: "school-record",
    title: "Secondary School Record Installation",
    location: "South Wales",
    type: "Public Sector",
    system: "756.09kW solar PV",
    completion: "August 2024",
    description:
      "The largest single solar installation of its kind in Wales: 1,626 panels across three roof levels of a busy secondary school. We planned the work around the summer holidays and term-time safety zones, so lessons carried on undisturbed, and the system now covers a large share of the school's daytime electricity.",
    icon: "school",
    badge: "WALES RECORD",
    image: {
      art: "school-aerial",
      alt: "Illustration of the school from above, with solar panels on all three roof levels",
    },
    gallery: [
      {
        art: "school-aerial",
        alt: "Illustration of the school from above, with solar panels on all three roof levels",
      },
      { art: "school-upper-roof", alt: "Illustration of the upper roof with long rows of panels facing south" },
      { art: "school-lower-roof", alt: "Illustration of the lower roof level with panels beside the sports hall" },
      { art: "school-plant-room", alt: "Illustration of the inverters and switchgear in the school's plant room" },
    ],
    highlights: ["756.09kW system", "1,626 panels", "3 roof levels", "Installed during school holidays"],
  },
  {
    id: "cardiff-family-home",
    title: "Family Home with Battery Storage",
    location: "Cardiff",
    type: "Residential",
    system: "6kW solar + 10kWh battery",
    completion: "September 2025",
    description:
      "A four-bedroom semi with an east-west roof. Splitting the panels across both faces spreads generation through the day, and the battery carries the surplus into the evening.",
    icon: "home",
    image: {
      art: "house-battery",
      alt: "Illustration of a semi-detached house with panels and a wall-mounted battery",
    },
    highlights: ["East-west split array", "Bills down by over half", "Installed in 2 days"],
  },
  {
    id: "newport-factory",
    title: "Engineering Works Rooftop",
    location: "Newport",
    type: "Commercial",
    system: "50kW solar PV",
    completion: "August 2025",
    description:
      "A steel-framed workshop roof with high daytime demand. We phased the installation around shift patterns so production never stopped.",
    icon: "factory",
    image: { art: "commercial-roof", alt: "Illustration of a workshop roof covered in rows of solar panels" },
    highlights: ["Installed around shifts", "Detailed ROI analysis", "Remote monitoring"],
  },
  {
    id: "caerphilly-farm",
    title: "Dairy Farm Barn Roof",
    location: "Caerphilly",
    type: "Agricultural",
    system: "30kW solar PV",
    completion: "April 2025",
    description:
      "Milking and cooling run all day, which makes a dairy a natural fit for solar. A structural check came first on the older barn roof.",
    icon: "tractor",
    image: { art: "farm-barn", alt: "Illustration of a farm barn with solar panels on its long roof" },
    highlights: ["Structural survey first", "Covers daytime milking load", "Capital allowances applied"],
  },
  {
    id: "bristol-terrace",
    title: "Victorian Terrace",
    location: "Bristol",
    type: "Residential",
    system: "4kW solar PV",
    completion: "July 2025",
    description:
      "A compact south-facing roof in a conservation area. We checked the planning position and chose all-black panels that sit neatly on the slate.",
    icon: "home",
    image: { art: "house-roof", alt: "Illustration of a terraced house with black solar panels on its roof" },
    highlights: ["Conservation area checked", "All-black panels", "Drone survey"],
  },
  {
    id: "swansea-retrofit-battery",
    title: "Battery Added to Existing Panels",
    location: "Swansea",
    type: "Residential",
    system: "9.5kWh battery retrofit",
    completion: "June 2025",
    description:
      "The customer's panels were fitted by another firm years earlier. We added a battery, tidied the wiring and set up an overnight tariff.",
    icon: "battery",
    image: null,
    highlights: ["Works with existing panels", "Overnight tariff set up", "Same-day survey"],
  },
  {
    id: "bath-ev-home",
    title: "Solar and EV Charging",
    location: "Bath",
    type: "Residential",
    system: "5kW solar + 7kW EV charger",
    completion: "May 2025",
    description:
      "A solar-aware charger puts surplus generation straight into the car, so summer driving runs on sunshine.",
    icon: "home",
    image: null,
    highlights: ["Solar-aware EV charging", "App control", "Installed in 2 days"],
  },
  {
    id: "pontypridd-detached",
    title: "Detached Home with Large Battery",
    location: "Pontypridd",
    type: "Residential",
    system: "8kW solar + 13.5kWh battery",
    completion: "February 2025",
    description:
      "A high-usage household with a heat pump. The large battery covers most of the evening and overnight demand.",
    icon: "home",
    image: null,
    highlights: ["Paired with a heat pump", "13.5kWh storage", "Beating predicted generation"],
  },
  {
    id: "cwmbran-offices",
    title: "Business Park Offices",
    location: "Cwmbran",
    type: "Commercial",
    system: "120kW solar PV",
    completion: "November 2024",
    description:
      "Offices with air conditioning and IT loads that peak when the sun is highest, ideal for a large rooftop array.",
    icon: "building",
    image: null,
    highlights: ["Grid application handled", "Weekend installation", "ESG reporting data"],
  },
  {
    id: "gloucester-leisure",
    title: "Leisure Centre",
    location: "Gloucester",
    type: "Public Sector",
    system: "200kW solar PV",
    completion: "October 2024",
    description:
      "Pool heating and lighting make leisure centres heavy users of electricity. The array cuts daytime grid demand sharply.",
    icon: "building",
    image: null,
    highlights: ["Open throughout the work", "Thermal drone inspection", "Maintenance plan"],
  },
  {
    id: "risca-bungalow",
    title: "Bungalow Upgrade",
    location: "Risca",
    type: "Residential",
    system: "3.5kW solar PV",
    completion: "September 2024",
    description:
      "A retired couple's bungalow close to our base, fitted with panels and a hot water diverter for the immersion heater.",
    icon: "home",
    image: null,
    highlights: ["Hot water diverter", "Single-day installation", "Smart Export Guarantee set up"],
  },
  {
    id: "monmouth-winery",
    title: "Vineyard Winery",
    location: "Monmouthshire",
    type: "Agricultural",
    system: "40kW solar + 30kWh battery",
    completion: "July 2024",
    description:
      "Ground and roof panels power the winery's cooling and bottling, with a battery to smooth the afternoon peaks.",
    icon: "tractor",
    image: null,
    highlights: ["Ground and roof arrays", "Battery peak shaving", "Minimal disruption at harvest"],
  },
  {
    id: "barry-school",
    title: "Primary School",
    location: "Barry",
    type: "Public Sector",
    system: "60kW solar PV",
    completion: "April 2024",
    description:
      "A primary school roof fitted over the Easter holidays, with a live display in the hall so pupils can watch what it generates.",
    icon: "school",
    image: null,
    highlights: ["Installed over Easter", "Live generation display", "Curriculum resources"],
  },
];
