/** What every benchmark section receives: a running production server. */
export interface BenchContext {
  baseUrl: string;
  routes: string[];
  runs: number;
  chromePath: string;
}

/** One section of the report: its JSON file and its part of REPORT.md. */
export interface BenchSection {
  name: string;
  run(ctx: BenchContext): Promise<{ json: unknown; markdown: string; ok: boolean }>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
