import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * Every component has a name of its own: two `LeadForm`s (or `WhyChoose`s)
 * mislead whoever searches for one, and React's dev tools show them alike.
 */
it("no two components in app/ share a name", () => {
  const root = path.dirname(new URL(import.meta.url).pathname);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));
  const where = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    // A `const X = lazy(() => import(...))` is the same component under its own name, not another one.
    for (const m of source.matchAll(
      /^(?:export\s+)?(?:default\s+)?(?:function\s+|const\s+)([A-Z]\w*)\b(?!\s*=\s*lazy\()/gm,
    )) {
      where.set(m[1]!, [...(where.get(m[1]!) ?? []), file]);
    }
  }
  expect(where.size).toBeGreaterThan(50);
  // Route modules export React Router's own names (ErrorBoundary, Layout, HydrateFallback) by convention.
  const conventional = new Set(["ErrorBoundary", "Layout", "HydrateFallback"]);
  expect([...where].filter(([name, in_]) => in_.length > 1 && !conventional.has(name))).toEqual([]);
});
