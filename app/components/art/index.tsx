import type { ArtworkId } from "~/content/case-studies";
import { CommercialRoofArt, FarmBarnArt } from "./buildings";
import { HouseArt } from "./house";
import { SchoolAerialArt, SchoolLowerRoofArt, SchoolPlantRoomArt, SchoolUpperRoofArt } from "./school";

/** Draws one of our illustrations by id, as used by the case studies. */
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
  }
}
