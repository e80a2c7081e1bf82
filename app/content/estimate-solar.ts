/**
 * Solar data of the estimate: SAP's regional climate and its method for the
 * radiation on a tilted, oriented plane (Appendix U), and our assignment of
 * each UK postcode area to one of SAP's 22 climate regions. Published tables,
 * copied, never tuned: the orientation and pitch factors come out of the
 * formula, not out of a guess (docs/decisions/040).
 */

export const SAP_SOURCE =
  "BRE, SAP 2012 (version 9.92, October 2013) Appendix U, Tables U3 (mean global horizontal irradiance), U4 (latitude) and U5 (inclined-surface constants); the same U3.2 method is kept in SAP 10.2 Appendix U";
export const SAP_AS_OF = "2013-10-01";

/** SAP regions, in the order of Tables U1-U4. */
export const sapRegions = [
  "UK average",
  "Thames",
  "South East England",
  "Southern England",
  "South West England",
  "Severn Wales / Severn England",
  "Midlands",
  "West Pennines Wales / West Pennines England",
  "North West England / South West Scotland",
  "Borders Scotland / Borders England",
  "North East England",
  "East Pennines",
  "East Anglia",
  "Wales",
  "West Scotland",
  "East Scotland",
  "North East Scotland",
  "Highland",
  "Western Isles",
  "Orkney",
  "Shetland",
  "Northern Ireland",
] as const;

/** Table U3: mean global solar irradiance on a horizontal plane, W/m², January to December. */
export const horizontalIrradiance: readonly (readonly number[])[] = [
  [26, 54, 96, 150, 192, 200, 189, 157, 115, 66, 33, 21],
  [30, 56, 98, 157, 195, 217, 203, 173, 127, 73, 39, 24],
  [32, 59, 104, 170, 208, 231, 216, 182, 133, 77, 41, 25],
  [35, 62, 109, 172, 209, 235, 217, 185, 138, 80, 44, 27],
  [36, 63, 111, 174, 210, 233, 204, 182, 136, 78, 44, 28],
  [32, 59, 105, 167, 201, 226, 206, 175, 130, 74, 40, 25],
  [28, 55, 97, 153, 191, 208, 194, 163, 121, 69, 35, 23],
  [24, 51, 95, 152, 191, 203, 186, 152, 115, 65, 31, 20],
  [23, 51, 95, 157, 200, 203, 194, 156, 113, 62, 30, 19],
  [23, 50, 92, 151, 200, 196, 187, 153, 111, 61, 30, 18],
  [25, 51, 95, 152, 196, 198, 190, 156, 115, 64, 32, 20],
  [26, 54, 96, 150, 192, 200, 189, 157, 115, 66, 33, 21],
  [30, 58, 101, 165, 203, 220, 206, 173, 128, 74, 39, 24],
  [29, 57, 104, 164, 205, 220, 199, 167, 120, 68, 35, 22],
  [19, 46, 88, 148, 196, 193, 185, 150, 101, 55, 25, 15],
  [21, 46, 89, 146, 198, 191, 183, 150, 106, 57, 27, 15],
  [19, 45, 89, 143, 194, 188, 177, 144, 101, 54, 25, 14],
  [17, 43, 85, 145, 189, 185, 170, 139, 98, 51, 22, 12],
  [16, 41, 87, 155, 205, 206, 185, 148, 101, 51, 21, 11],
  [14, 39, 84, 143, 205, 201, 178, 145, 100, 50, 19, 9],
  [12, 34, 79, 135, 196, 190, 168, 144, 90, 46, 16, 7],
  [24, 52, 96, 155, 201, 198, 183, 150, 107, 61, 30, 18],
];

/** Table U4: representative latitude of each region, degrees north. */
export const regionLatitude: readonly number[] = [
  53.5, 51.6, 51.1, 50.9, 50.5, 51.5, 52.6, 53.5, 54.6, 55.2, 54.4, 53.5, 52.1, 52.6, 55.9, 56.2, 57.3, 57.5, 57.7,
  59.0, 60.1, 54.6,
];

/** Table U3: solar declination, degrees, January to December. */
export const solarDeclination: readonly number[] = [
  -20.7, -12.8, -1.8, 9.8, 18.8, 23.1, 21.2, 13.7, 2.9, -8.7, -18.4, -23.0,
];

export const daysInMonth: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Table U5 columns: North, NE/NW, East/West, SE/SW, South. Rows k1…k9. */
export const inclinedSurfaceK: readonly (readonly [number, number, number, number, number])[] = [
  [26.3, 0.165, 1.44, -2.95, -0.66],
  [-38.5, -3.68, -2.36, 2.89, -0.106],
  [14.8, 3.0, 1.07, 1.17, 2.93],
  [-16.5, 6.38, -0.514, 5.67, 3.63],
  [27.3, -4.53, 1.89, -3.54, -0.374],
  [-11.9, -0.405, -1.64, -4.28, -7.4],
  [-1.06, -4.38, -0.542, -2.72, -2.71],
  [0.0872, 4.89, -0.757, -0.25, -0.991],
  [-0.191, -1.99, 0.604, 3.07, 4.59],
];

export const orientations = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export type Orientation = (typeof orientations)[number];
/** Which Table U5 column each compass point uses (the table is symmetric about north-south). */
export const orientationColumn: Record<Orientation, 0 | 1 | 2 | 3 | 4> = {
  N: 0,
  NE: 1,
  E: 2,
  SE: 3,
  S: 4,
  SW: 3,
  W: 2,
  NW: 1,
};

/**
 * Postcode areas we serve, each assigned by us to the SAP region its
 * geography falls in (SAP names the regions; the assignment is ours and is
 * listed on /how-we-estimate). CF, NP and SA lie on the Severn and Bristol
 * Channel coast; LD and SY inland Wales; TA, EX, PL, TQ and TR the South West
 * peninsula; DT, SN and SP southern England.
 */
export const servedAreaRegion: Record<string, number> = {
  CF: 5,
  NP: 5,
  SA: 5,
  LD: 13,
  SY: 13,
  BS: 5,
  BA: 5,
  GL: 5,
  TA: 4,
  EX: 4,
  PL: 4,
  TQ: 4,
  TR: 4,
  DT: 3,
  SN: 3,
  SP: 3,
};

/**
 * The rest of the UK: every other postcode area, to the SAP region it lies
 * mostly in. Coarser than the served list (an area can straddle two regions),
 * which the range's weather margin more than covers.
 */
const fallbackGroups: Record<number, string> = {
  1: "AL E EC EN HA HP IG KT LU N NW RM SE SL SM SW TW UB W WC WD CR BR DA OX RG",
  2: "BN CT ME RH TN",
  3: "BH GU PO SO",
  6: "B CV DE DY HR LE MK NG NN ST TF WR WS WV",
  7: "BB BL CH CW FY L LL M OL PR SK WA WN",
  8: "CA DG LA",
  9: "TD",
  10: "DH DL NE SR TS",
  11: "BD DN HD HG HU HX LN LS S WF YO",
  12: "CB CM CO IP NR PE SG SS",
  14: "G KA ML PA",
  15: "EH FK KY",
  16: "AB DD",
  17: "IV KW PH",
  18: "HS",
  20: "ZE",
  21: "BT",
};

export const fallbackAreaRegion: Record<string, number> = Object.fromEntries(
  Object.entries(fallbackGroups).flatMap(([region, areas]) => areas.split(" ").map((area) => [area, Number(region)])),
);
