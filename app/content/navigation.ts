export interface NavLink {
  label: string;
  href: string;
}

export const headerLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/#services" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Team", href: "/team" },
  { label: "Testimonials", href: "/testimonials" },
  { label: "About", href: "/about" },
  { label: "FAQ", href: "/faq" },
];

export const footerQuickLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Our Services", href: "/#services" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Meet the Team", href: "/team" },
  { label: "Testimonials", href: "/testimonials" },
  { label: "Savings Calculator", href: "/solar-savings-calculator" },
  { label: "How We Estimate", href: "/how-we-estimate" },
  { label: "Contact Us", href: "/#contact" },
];

export const footerLegalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" },
  { label: "Cookie Policy", href: "/cookie-policy" },
];

export const footerServices: string[] = [
  "Residential Solar Installation",
  "Battery Storage Systems",
  "Commercial Installations",
  "Smart Energy Solutions",
  "Solar Panel Maintenance & Cleaning",
  "Drone Surveying",
];

export const accreditations = [
  { short: "MCS", name: "MCS Certified" },
  { short: "NICEIC", name: "NICEIC Approved Contractor" },
  { short: "RECC", name: "RECC Member" },
  { short: "TrustMark", name: "TrustMark Registered" },
  { short: "HIES", name: "HIES Member" },
  { short: "NAPIT", name: "NAPIT Registered" },
  { short: "SafeContractor", name: "SafeContractor Approved" },
  { short: "CHAS", name: "CHAS Accredited" },
] as const;
