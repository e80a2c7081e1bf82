/**
 * The repository explains itself: nothing points at documents a clone does
 * not have, every pointer into docs/product.md names a section that exists,
 * and every decision record is dated and listed in the index.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const skipped = /^(node_modules|build|\.git)(\/|$)/;

/**
 * Tracked files and new ones not ignored by .gitignore: what a commit would
 * carry. Without git (an exported tree), every file outside the folders that
 * .gitignore names.
 */
function repositoryFiles(): string[] {
  let out: string;
  try {
    out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    }).toString("utf8");
  } catch {
    return walk("");
  }
  return [...new Set(out.split("\0"))].filter((f) => f && !skipped.test(f) && existsSync(path.join(root, f)));
}

function walk(dir: string): string[] {
  const ignored = new Set(
    read(".gitignore")
      .split("\n")
      .map((l) => l.trim().replace(/\/$/, ""))
      .filter((l) => /^[\w.-]+$/.test(l)),
  );
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (skipped.test(file) || ignored.has(entry.name)) return [];
    if (entry.isDirectory()) return walk(file);
    return entry.isFile() ? [file] : [];
  });
}

/** Text files only: a NUL byte in the first 8 KB marks a binary one. */
function textFiles(): { file: string; text: string }[] {
  return repositoryFiles().flatMap((file) => {
    const bytes = readFileSync(path.join(root, file));
    if (bytes.subarray(0, 8192).includes(0)) return [];
    return [{ file, text: bytes.toString("utf8") }];
  });
}

interface Hit {
  file: string;
  line: number;
  text: string;
}

function findAll(files: { file: string; text: string }[], pattern: RegExp): (Hit & { match: RegExpExecArray })[] {
  const hits: (Hit & { match: RegExpExecArray })[] = [];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, i) => {
      for (const match of line.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))) {
        hits.push({ file, line: i + 1, text: line.trim().slice(0, 160), match });
      }
    });
  }
  return hits;
}

const where = (hits: Hit[]) => [...new Set(hits.map((h) => `${h.file}:${h.line}: ${h.text}`))];

// Spelled in pieces so that this file does not match itself.
const OUTSIDE = [
  ["..", "shared"].join("/"),
  ["shared", "spec"].join("/"),
  ["SPEC", "md"].join("."),
  ["DESIGN", "md"].join("."),
  ["STYLE", "md"].join("."),
  ["spec", "§"].join(" "),
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

describe("repository documentation", () => {
  const files = textFiles();

  it("reads the repository's files (sanity check of the file list)", () => {
    const names = files.map((f) => f.file);
    expect(names).toContain("README.md");
    expect(names).toContain("docs/product.md");
    expect(names).toContain("app/root.tsx");
    expect(names.some((f) => f.startsWith("node_modules/") || f.startsWith("build/"))).toBe(false);
  });

  it("points at no document outside the repository (use docs/product.md or docs/decisions instead)", () => {
    const hits = findAll(files, new RegExp(OUTSIDE.map(escape).join("|"), "i"));
    expect(where(hits)).toEqual([]);
  });

  it("points only at sections of docs/product.md that exist", () => {
    const product = read("docs/product.md");
    const sections = new Set(
      [...product.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]!).filter((n) => n !== undefined),
    );
    expect(sections.size).toBeGreaterThan(20);
    // "docs/product.md §2.7, §3.6 and §9" names three sections.
    const hits = findAll(files, /product\.md((?:(?:,\s*|\s+and\s+|\s+|#\S*\s*)§\d+(?:\.\d+)?)+)/);
    expect(hits.length).toBeGreaterThan(40);
    const broken = hits.filter((h) => [...h.match[1]!.matchAll(/§(\d+(?:\.\d+)?)/g)].some((m) => !sections.has(m[1]!)));
    expect(where(broken)).toEqual([]);
  });

  it("points only at decision records that exist", () => {
    const records = readdirSync(path.join(root, "docs/decisions")).filter((f) => /^\d{3}-.+\.md$/.test(f));
    const numbers = new Set(records.map((f) => f.slice(0, 3)));
    const hits = [
      ...findAll(files, /docs\/decisions\/(\d{3})/),
      ...findAll(files, /\b[Dd]ecision (\d{3})\b/),
      ...findAll(
        files.filter((f) => f.file.startsWith("docs/decisions/")),
        /\]\((\d{3}-[^)]+\.md)\)/,
      ),
    ];
    const broken = hits.filter((h) =>
      h.match[1]!.endsWith(".md") ? !records.includes(h.match[1]!) : !numbers.has(h.match[1]!),
    );
    expect(where(broken)).toEqual([]);
  });

  it("dates every decision record, gives it a status and lists it in docs/decisions/README.md", () => {
    const records = readdirSync(path.join(root, "docs/decisions")).filter((f) => /^\d{3}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThan(20);
    const index = read("docs/decisions/README.md");
    const problems = records.flatMap((record) => {
      const text = read(`docs/decisions/${record}`);
      const head = text.split("\n").slice(0, 6).join("\n");
      const found: string[] = [];
      if (!text.startsWith(`# ${record.slice(0, 3)}: `))
        found.push(`${record}: first line is not "# ${record.slice(0, 3)}: Title"`);
      if (!/^Date: \d{4}-\d{2}-\d{2}\b/m.test(head)) found.push(`${record}: no "Date: YYYY-MM-DD" under the title`);
      if (!/^## Status\s*\n+\S/m.test(text)) found.push(`${record}: no Status section`);
      if (!index.includes(`(${record})`)) found.push(`${record}: missing from docs/decisions/README.md`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});
