/**
 * CSV that is safe to open in a spreadsheet: RFC 4180 quoting, and any field
 * that a spreadsheet would read as a formula (starting with =, +, -, @, tab or
 * carriage return) is prefixed with an apostrophe (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/** A byte-order mark first, so Excel reads the file as UTF-8 (names with accents, "£"). */
export const CSV_BOM = "\uFEFF";
