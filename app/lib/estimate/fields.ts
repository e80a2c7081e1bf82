/** The estimate's query parameters, in form order: the calculator's fields and what GET /api/estimate reads. */
export const ESTIMATE_FIELDS = [
  "postcode",
  "monthlyBill",
  "annualKwh",
  "orientation",
  "pitch",
  "shading",
  "occupancy",
  "battery",
  "kwp",
] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];
