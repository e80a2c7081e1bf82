/**
 * Kk, the annual yield per kWp, from SAP's method: the radiation on the panel
 * plane (Appendix U3.2: horizontal irradiance × Rh-inc, a function of
 * orientation, pitch, latitude and declination) times SAP Appendix M's 0.8.
 */
import {
  daysInMonth,
  horizontalIrradiance,
  inclinedSurfaceK,
  orientationColumn,
  regionLatitude,
  solarDeclination,
  type Orientation,
} from "~/content/estimate-solar";
import { generation } from "~/content/estimate";

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Annual solar radiation on the plane, kWh/m². */
export function annualPlaneRadiation(region: number, orientation: Orientation, pitchDegrees: number): number {
  const column = orientationColumn[orientation];
  const k = inclinedSurfaceK.map((row) => row[column]);
  const s = Math.sin(radians(pitchDegrees) / 2);
  const s2 = s * s;
  const s3 = s2 * s;
  const A = k[0]! * s3 + k[1]! * s2 + k[2]! * s;
  const B = k[3]! * s3 + k[4]! * s2 + k[5]! * s;
  const C = k[6]! * s3 + k[7]! * s2 + k[8]! * s + 1;
  const latitude = regionLatitude[region]!;
  const irradiance = horizontalIrradiance[region]!;
  let total = 0;
  for (let m = 0; m < 12; m++) {
    const c = Math.cos(radians(latitude - solarDeclination[m]!));
    const ratio = A * c * c + B * c + C;
    // W/m² mean over the month × hours in the month → kWh/m².
    total += (irradiance[m]! * ratio * daysInMonth[m]! * 24) / 1000;
  }
  return total;
}

/** Kk: kWh a year per kWp before shading. */
export function yieldPerKwp(region: number, orientation: Orientation, pitchDegrees: number): number {
  return generation.systemFactor.value * annualPlaneRadiation(region, orientation, pitchDegrees);
}
