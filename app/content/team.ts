/** The eight people of our team (docs/product.md §2.7, §3.6). Avatars show their initials. */
export interface TeamMember {
  name: string;
  title: string;
  email: string;
  bio: string;
  specialties: string[];
  hobbies?: string[];
}

export const teamIntro =
  "A local team of surveyors, designers, electricians and advisers. The people who visit your home are the people who install your system.";

export const team: TeamMember[] = [
  {
    name: "Rhys Powell",
    title: "Managing Director",
    email: "rhys@cymrusolar.example",
    bio: "Rhys founded the company in 2011 after fifteen years as an electrician. He still visits sites every week and leads our largest commercial projects, including the record school installation.",
    specialties: ["Commercial projects", "System design", "Grid applications"],
    hobbies: ["Mountain biking", "Rugby"],
  },
  {
    name: "Catrin Lewis",
    title: "Operations Manager",
    email: "catrin@cymrusolar.example",
    bio: "Catrin keeps every installation on schedule, from scaffolding to certificates. She is the person who makes sure the team arrives when we said it would.",
    specialties: ["Project scheduling", "Customer care", "Compliance"],
    hobbies: ["Choir singing", "Coastal walks"],
  },
  {
    name: "Owen Jones",
    title: "Lead Installation Engineer",
    email: "owen@cymrusolar.example",
    bio: "Owen has fitted more than 300 of our systems. He trains new engineers and sets the tidy, well-labelled standard you will see in every installation.",
    specialties: ["Roof-mounted arrays", "Inverters", "Health and safety"],
  },
  {
    name: "Bethan Roberts",
    title: "Solar Design Engineer",
    email: "bethan@cymrusolar.example",
    bio: "Bethan turns survey measurements and your energy use into a system design and a generation forecast. Her forecasts are why our quotes hold up.",
    specialties: ["Shading analysis", "Generation modelling", "Battery sizing"],
    hobbies: ["Astronomy", "Baking"],
  },
  {
    name: "Tom Harris",
    title: "Battery Storage Specialist",
    email: "tom@cymrusolar.example",
    bio: "Tom installs and configures our battery systems and smart tariffs, and adds batteries to panels fitted by other companies.",
    specialties: ["Battery storage", "Smart tariffs", "Backup power"],
    hobbies: ["Sea fishing"],
  },
  {
    name: "Megan Hughes",
    title: "Customer Adviser",
    email: "megan@cymrusolar.example",
    bio: "Megan is usually the first voice you hear. She answers questions honestly, arranges surveys and follows up after every installation.",
    specialties: ["Free consultations", "Quotes", "Aftercare"],
    hobbies: ["Netball", "Gardening"],
  },
  {
    name: "Dylan Evans",
    title: "Drone Pilot & Surveyor",
    email: "dylan@cymrusolar.example",
    bio: "Dylan holds a CAA operator licence and surveys roofs from the air, including thermal inspections that find faults on existing systems.",
    specialties: ["Drone surveys", "Thermal imaging", "3D roof models"],
  },
  {
    name: "Sian Morgan",
    title: "Maintenance Coordinator",
    email: "sian@cymrusolar.example",
    bio: "Sian runs our maintenance and cleaning plans and watches the monitoring alerts, so small faults are fixed before they cost you.",
    specialties: ["Maintenance plans", "Panel cleaning", "Performance reports"],
    hobbies: ["Trail running", "Photography"],
  },
];
