import { site } from "./site";

/** The root error screen (spec: React Router's own heading), shown when a page fails to render. */
export const errorScreen = {
  heading: "Unexpected Application Error!",
  pageTitle: `Unexpected Application Error! | ${site.shortName}`,
  unknown: "Unknown error",
  home: "Return to Home",
} as const;
