/**
 * Company facts shown across the site. The phone number sits in Ofcom's
 * range reserved for drama (029 2018 0000-0999) and the e-mail domain is
 * reserved by RFC 2606, so neither can reach a real person by accident.
 * Replace both before going live.
 */
export const site = {
  name: "Cymru Solar & Storage",
  shortName: "Cymru Solar",
  legalName: "Cymru Solar & Storage Ltd",
  tagline: "Award-winning solar and battery installers for South Wales and the South West",
  phone: { display: "029 2018 0123", tel: "+442920180123" },
  email: "hello@cymrusolar.example",
  address: {
    street: "Unit 4, Tredegar Business Park",
    locality: "Risca",
    region: "Caerphilly",
    postcode: "NP11 6XX",
    country: "GB",
    lines: ["Unit 4, Tredegar Business Park", "Risca, Caerphilly", "NP11 6XX"],
  },
  geo: { latitude: 51.608, longitude: -3.101 },
  socials: [
    { name: "Facebook", href: "https://www.facebook.com/cymrusolar.example" },
    { name: "Instagram", href: "https://www.instagram.com/cymrusolar.example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/cymrusolar-example" },
  ],
  /** Our own calculator (issue #13); one engine behind every savings figure on the site. */
  calculatorUrl: "/solar-savings-calculator",
  builderCredit: { label: "Site built by Bryn Web Studio", href: "https://brynweb.example" },
  openingHours: [
    { days: "Mon-Fri", hours: "8:00 AM-6:00 PM", schema: "Mo-Fr 08:00-18:00" },
    { days: "Sat", hours: "9:00 AM-4:00 PM", schema: "Sa 09:00-16:00" },
    { days: "Sun", hours: "Closed", schema: null },
  ],
  serviceAreas: [
    "Cardiff & South Wales",
    "Bristol & South West",
    "Newport & Gwent",
    "Bath & Somerset",
    "Swansea & West Wales",
    "Gloucester & Surrounding",
    "UK Wide",
  ],
  founded: 2011,
} as const;

export type Site = typeof site;
