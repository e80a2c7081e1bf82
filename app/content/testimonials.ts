/** Customer reviews and the figures around them (docs/product.md §2.7, §3.6). */
export type ReviewPlatform = "Google" | "Facebook" | "Trustpilot" | "Checkatrade";

export interface Testimonial {
  name: string;
  location: string;
  /** Stars out of five. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** Month and year of the review, as shown. */
  date: string;
  project: string;
  /** The customer's organisation, or "Homeowner". */
  company: string;
  text: string;
  platform: ReviewPlatform;
}

export const testimonials: Testimonial[] = [
  {
    name: "Sarah Jenkins",
    location: "Cardiff",
    rating: 5,
    date: "September 2025",
    project: "6kW solar with 10kWh battery",
    company: "Homeowner",
    text: "From the first phone call to switch-on everything was explained clearly. The team were tidy, polite and finished in two days. Our bills have dropped by more than half and the app shows exactly what we generate.",
    platform: "Google",
  },
  {
    name: "Gareth Morgan",
    location: "Newport",
    rating: 5,
    date: "August 2025",
    project: "50kW commercial rooftop",
    company: "Morgan Engineering Ltd",
    text: "They planned the installation around our shifts, so production never stopped. The return-on-investment figures in the proposal have been spot on so far. Professional from start to finish.",
    platform: "Google",
  },
  {
    name: "Emma Williams",
    location: "Bristol",
    rating: 5,
    date: "July 2025",
    project: "4kW solar panels",
    company: "Homeowner",
    text: "I got three quotes and Cymru Solar were the only ones who came up on a drone to check the roof properly. Fair price, no pressure, and they sorted the Smart Export Guarantee paperwork for us.",
    platform: "Trustpilot",
  },
  {
    name: "David Price",
    location: "Swansea",
    rating: 5,
    date: "June 2025",
    project: "Battery added to existing panels",
    company: "Homeowner",
    text: "Our panels were fitted by another firm years ago. Cymru Solar added a battery, tidied up the wiring and set up an overnight tariff. We now run the house on solar well into the evening.",
    platform: "Facebook",
  },
  {
    name: "Rhian Thomas",
    location: "Bath",
    rating: 5,
    date: "May 2025",
    project: "5kW solar with EV charger",
    company: "Homeowner",
    text: "The car now charges on sunshine most of the summer. The installers explained everything before they left and answered my follow-up questions the same day.",
    platform: "Google",
  },
  {
    name: "Huw Davies",
    location: "Caerphilly",
    rating: 5,
    date: "April 2025",
    project: "30kW farm installation",
    company: "Davies Farm Partnership",
    text: "A big job on an old barn roof, and they checked the structure properly before anything went up. It has made a real difference to the running costs of the dairy.",
    platform: "Checkatrade",
  },
  {
    name: "Claire Hughes",
    location: "Gloucester",
    rating: 4,
    date: "March 2025",
    project: "Annual maintenance and cleaning",
    company: "Homeowner",
    text: "Good, honest service. They cleaned the panels, found a loose connector that was costing us output and sent a clear report afterwards. Booking took a little longer than hoped in spring, but worth the wait.",
    platform: "Google",
  },
  {
    name: "Mark Evans",
    location: "Pontypridd",
    rating: 5,
    date: "February 2025",
    project: "8kW solar with 13.5kWh battery",
    company: "Homeowner",
    text: "Brilliant from survey to handover. The quote was fixed, with no extras on the day, and the system has beaten the predicted generation every month since.",
    platform: "Trustpilot",
  },
];

export const testimonialStats = [
  { value: "4.9/5", label: "average rating" },
  { value: "1,000+", label: "happy customers" },
  { value: "500+", label: "installations completed" },
];

export const testimonialValues = [
  {
    title: "Honest advice",
    text: "We tell you what will work on your roof and what will not, and we never push a bigger system than you need.",
  },
  {
    title: "Quality workmanship",
    text: "Our own certified engineers install every system, to MCS standards, with tidy cabling and clear labelling.",
  },
  {
    title: "Support that lasts",
    text: "We stay in touch after switch-on, with monitoring, maintenance plans and a local team at the end of the phone.",
  },
];
