/** The calls to action: the quote button used site-wide and the band that closes each content page. */

export const quoteCta = {
  /** The accent button that leads to the home page's contact form. */
  label: "Get Free Quote",
} as const;

export interface PageCta {
  title: string;
  text: string;
  /** The second, outlined link beside the quote button. */
  secondary?: { to: string; label: string };
  /** Where the main button goes and what it says, when not the home page's contact form. */
  primary?: { to: string; label: string };
}

export const pageCtas = {
  about: {
    title: "Talk to a local expert",
    text: "Free advice, a free survey and a fixed quote, with no pressure.",
    secondary: { to: "/team", label: "Meet the Team" },
  },
  caseStudies: {
    title: "Your project could be next",
    text: "Tell us about your home or business and we will design a system around it.",
    secondary: { to: "/about", label: "About Us" },
  },
  domestic: {
    title: "Get your free home solar quote",
    text: "Tell us about your home and we will design a system around it.",
    primary: { to: "/contact-us", label: "Get Your Free Quote" },
    secondary: { to: "/case-studies", label: "View Case Studies" },
  },
  solar: {
    title: "Ready to go solar?",
    text: "Book your free survey and get a fixed, no-obligation quote.",
    secondary: { to: "/case-studies", label: "View Case Studies" },
  },
  team: {
    title: "Speak to our team",
    text: "Ask us anything about solar or batteries. We reply within 24 hours.",
  },
  testimonials: {
    title: "Join our happy customers",
    text: "Get a free, no-obligation quote. We reply within 24 hours.",
    secondary: { to: "/case-studies", label: "View Case Studies" },
  },
} as const satisfies Record<string, PageCta>;
