import type { ArtworkId } from "~/content/case-studies";
import { CommercialRoofArt, FarmBarnArt } from "./buildings";
import { HouseArt } from "./house";
import { SchoolAerialArt, SchoolLowerRoofArt, SchoolPlantRoomArt, SchoolUpperRoofArt } from "./school";

/** Draws one of our illustrations by id, as used by the case studies. */
export function Artwork({ id, title, className }: { id: ArtworkId; title?: string; className?: string }) {
  const props = { title, className };
  switch (id) {
    case "school-aerial":
      return <SchoolAerialArt {...props} />;
    case "school-upper-roof":
      return <SchoolUpperRoofArt {...props} />;
    case "school-lower-roof":
      return <SchoolLowerRoofArt {...props} />;
    case "school-plant-room":
      return <SchoolPlantRoomArt {...props} />;
    case "house-roof":
      return <HouseArt {...props} />;
    case "house-battery":
      return <HouseArt battery {...props} />;
    case "farm-barn":
      return <FarmBarnArt {...props} />;
    case "commercial-roof":
      return <CommercialRoofArt {...props} />;
  }
}
