import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const SKIP = new Set(["node_modules", "build", ".react-router", "data", "test-results", "playwright-report"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name.startsWith(".") ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
  });
}

/**
 * A comment about the whole file after the imports, standing apart from the
 * next declaration (a blank line after it): the line of each one found.
 */
function fileCommentsAfterImports(text: string, fileName = "file.ts"): number[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const isImport = (s: ts.Statement) =>
    ts.isImportDeclaration(s) || ts.isImportEqualsDeclaration(s) || (ts.isExportDeclaration(s) && !s.isTypeOnly);
  const statements = file.statements;
  let i = 0;
  while (i < statements.length && isImport(statements[i]!)) i++;
  if (i === 0 || i === statements.length) return [];
  const next = statements[i]!;
  const found: number[] = [];
  for (const range of ts.getLeadingCommentRanges(text, next.pos) ?? []) {
    if (range.kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
    if (/^\r?\n[ \t]*\r?\n/.test(text.slice(range.end)))
      found.push(file.getLineAndCharacterOfPosition(range.pos).line + 1);
  }
  return found;
}

it("finds a file comment after the imports, and not one on a declaration or above the imports", () => {
  expect(fileCommentsAfterImports(`import a from "a";\n\n/** About the file. */\n\nconst b = a;\n`)).toEqual([3]);
  expect(fileCommentsAfterImports(`import a from "a";\n\n/** About b. */\nconst b = a;\n`)).toEqual([]);
  expect(fileCommentsAfterImports(`/** About the file. */\nimport a from "a";\n\nconst b = a;\n`)).toEqual([]);
});

/** TypeScript attaches such a comment to the next declaration; above the imports it reads as the file's. */
it("file comments sit above the imports", () => {
  const files = [...["app", "tests", "bench", "scripts"].flatMap(sourceFiles), "server.ts"];
  expect(files.length).toBeGreaterThan(100);
  const misplaced = files.flatMap((f) =>
    fileCommentsAfterImports(readFileSync(path.join(repo, f), "utf8"), f).map((line) => `${f}:${line}`),
  );
  expect(misplaced).toEqual([]);
});
