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

const pence = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const exact = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const share = (fraction: number) => `${exact.format(fraction * 100)}%`;

/**
 * A constant of the estimate said in words ("57.19p a day", "£505 per kWp", "90%"), as the chat
 * assistant gives it; /how-we-estimate lists the same value in its unit. A unit not listed here
 * is said as the page says it.
 */
export function constantValue({ value, unit }: { value: number; unit: string }): string {
  const range = /^fraction \(range ([\d.]+)-([\d.]+)\)$/.exec(unit);
  if (range) return `${share(value)} (from ${share(Number(range[1]))} to ${share(Number(range[2]))})`;
  switch (unit) {
    case "£":
      return `£${exact.format(value)}`;
    case "£/kWh":
      return value < 1 ? `${pence.format(value * 100)}p a kWh` : `£${exact.format(value)} per kWh`;
    case "£/day":
      return `${pence.format(value * 100)}p a day`;
    case "£/kWp":
      return `£${exact.format(value)} per kWp`;
    case "kWh/year":
      return `${exact.format(value)} kWh a year`;
    case "kWh":
    case "kWp":
      return `${exact.format(value)}${unit}`;
    case "cycles/year":
      return `${exact.format(value)} a year`;
    case "fraction":
      return share(value);
    case "fraction above the from-price":
      return `up to ${share(value)} above the from-price`;
    default:
      return `${exact.format(value)}${unit === "factor" ? "" : ` ${unit}`}`;
  }
}
