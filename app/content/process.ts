/** The six steps from first call to switch-on (docs/product.md §2.3). */
export interface ProcessStep {
  title: string;
  duration: string;
  description: string;
}

export const processSteps: ProcessStep[] = [
  {
    title: "Initial Consultation",
    duration: "30 minutes",
    description:
      "A friendly chat by phone, video or at your home about your energy use, your roof and what you want from solar.",
  },
  {
    title: "Site Survey & Design",
    duration: "1-2 hours",
    description:
      "We inspect your roof, electrics and shading, often with a drone, then design a system sized to your home or business.",
  },
  {
    title: "Planning & Permits",
    duration: "2-4 weeks",
    description:
      "We handle the paperwork: grid notification to the network operator, any planning checks and building regulations.",
  },
  {
    title: "Installation Scheduling",
    duration: "1-2 days",
    description: "We agree a date that suits you and arrange scaffolding, equipment and our installation team.",
  },
  {
    title: "Professional Installation",
    duration: "1-2 days",
    description:
      "Our own MCS certified team fits the panels, inverter and any battery, keeping your home tidy and safe throughout.",
  },
  {
    title: "Commissioning & Handover",
    duration: "2-4 hours",
    description:
      "We test and switch the system on, set up monitoring on your phone, register your certificates and explain everything.",
  },
];

/** Typical time from first consultation to switch-on. */
export const typicalTimeline = "4-8 weeks";
