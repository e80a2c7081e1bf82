/**
 * W3C's Nu Html Checker (npm vnu-jar, run with the system's Java) over every
 * page prerendered into build/client: prints each error and exits 1 if there
 * is any, so the pages stay valid HTML. Run by `npm run test:e2e` after the
 * build; `npm run test:html` alone checks the last build.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface HtmlProblem {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/** The HTML files under `dir`. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html"))
    .map((f) => path.join(dir, f))
    .sort();
}

/**
 * The errors the checker reports in these files (warnings are left out). A
 * checker that cannot run (no Java, an unreadable file) throws: silence must
 * never pass for valid.
 */
export async function checkHtml(files: string[]): Promise<HtmlProblem[]> {
  if (files.length === 0) throw new Error("no HTML files to check");
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.env.JAVA ?? "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // The checker exits 1 when it found errors; its report is on stderr either way.
        if (error && !stderr.trimStart().startsWith("{"))
          reject(new Error(`vnu.jar did not run: ${stderr || error.message}`));
        else resolve(stderr);
      },
    );
  });
  const report = JSON.parse(output) as {
    messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => ({
      file: m.url ? fileURLToPath(m.url) : "(checker)",
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
}

async function main() {
  const root = path.resolve(process.argv[2] ?? "build/client");
  const files = htmlFiles(root);
  const problems = await checkHtml(files);
  for (const p of problems) {
    console.error(`${path.relative(process.cwd(), p.file)}${p.line ? `:${p.line}` : ""}: ${p.message}`);
    if (p.extract) console.error(`    ${p.extract.replace(/\s+/g, " ").slice(0, 200)}`);
  }
  console.log(`Nu Html Checker: ${files.length} pages, ${problems.length} errors`);
  if (problems.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
