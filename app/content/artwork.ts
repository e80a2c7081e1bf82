/**
 * Our own SVG illustrations (drawn in app/components/art, served as
 * /art/<id>.svg). A case study without one shows "CONTENT COMING SOON".
 */
export const artworkIds = [
  "school-aerial",
  "school-upper-roof",
  "school-lower-roof",
  "school-plant-room",
  "house-roof",
  "house-battery",
  "farm-barn",
  "commercial-roof",
  // The landing page's recent projects.
  "landing-terrace",
  "landing-farmhouse",
  "landing-school",
  "landing-warehouse",
  "landing-bungalow",
  "landing-battery",
] as const;

export type ArtworkId = (typeof artworkIds)[number];
