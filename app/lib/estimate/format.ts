/** How the estimate's numbers read on a page; one place, so both pages say "£570" the same way. */
import type { Range } from "./engine";

const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

export const gbp = (value: number) => `£${whole.format(Math.round(value / 10) * 10)}`;
export const kwh = (value: number) => `${whole.format(value)} kWh`;
export const percent = (share: number) => `${whole.format(share * 100)}%`;
export const years = (value: number) => `${oneDecimal.format(value)} years`;
export const kwp = (value: number) => `${oneDecimal.format(value)} kWp`;

/** "£360 to £700 (typically £570)". */
export function range(r: Range, format: (n: number) => string): string {
  return `${format(r.low)} to ${format(r.high)} (typically ${format(r.typical)})`;
}
