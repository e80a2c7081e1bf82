import type { ArtworkId } from "~/content/artwork";
import type { ProjectScene } from "~/content/landing";
import { CommercialRoofArt, FarmBarnArt } from "./buildings";
import { HouseArt } from "./house";
import { LandingSceneArt } from "./landing-scenes";
import { SchoolAerialArt, SchoolLowerRoofArt, SchoolPlantRoomArt, SchoolUpperRoofArt } from "./school";

/** Draws one of our illustrations by id. */
export function Artwork({ id }: { id: ArtworkId }) {
  switch (id) {
    case "school-aerial":
      return <SchoolAerialArt />;
    case "school-upper-roof":
      return <SchoolUpperRoofArt />;
    case "school-lower-roof":
      return <SchoolLowerRoofArt />;
    case "school-plant-room":
      return <SchoolPlantRoomArt />;
    case "house-roof":
      return <HouseArt />;
    case "house-battery":
      return <HouseArt battery />;
    case "farm-barn":
      return <FarmBarnArt />;
    case "commercial-roof":
      return <CommercialRoofArt />;
    case "landing-terrace":
    case "landing-farmhouse":
    case "landing-school":
    case "landing-warehouse":
    case "landing-bungalow":
    case "landing-battery":
      return <LandingSceneArt scene={id.slice("landing-".length) as ProjectScene} />;
  }
}
