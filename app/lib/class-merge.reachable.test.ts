/**
 * Our small class merger against tailwind-merge (a dev dependency only) on
 * every class list the site can build: each cn(...) call with each value its
 * arguments can take (both sides of a condition, the classNames its callers
 * pass), and each variant combination of each cva(...) with the classNames
 * given to it. A disagreement means cn would drop a class it should keep, or
 * keep one that should lose; the test names the list and both answers.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import ts from "typescript";
import { expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

const appDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const MAX_PER_CALL = 4000;

/** tailwind-merge told about our theme's own values (app/app.css @theme) that it cannot know. */
const twMerge = extendTailwindMerge({ extend: { theme: { animate: ["marquee"] } } });

const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts"))
  .map((f) => ts.createSourceFile(f, readFileSync(path.join(appDir, f), "utf8"), ts.ScriptTarget.Latest, true));

function walk(node: ts.Node, visit: (n: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const calleeName = (call: ts.CallExpression) => (ts.isIdentifier(call.expression) ? call.expression.text : "");

/** The name of the function (component) a node sits in. */
function enclosingName(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) && n.name) return n.name.text;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) return n.name.text;
  }
  return undefined;
}

/** Module-level `const x = "classes"` of a file, so arguments that name one are resolved. */
function constants(file: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  walk(file, (n) => {
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.initializer &&
      ts.isStringLiteralLike(n.initializer)
    )
      out.set(n.name.text, n.initializer.text);
  });
  return out;
}

// 1. The classNames given to each component (<Button className="…">, buttonVariants({ className: "…" })).
const classNamesOf = new Map<string, Set<string>>();
const give = (component: string, value: string) =>
  classNamesOf.set(component, (classNamesOf.get(component) ?? new Set<string>()).add(value));

// 2. Each cva(...): its name and the class lists of every variant combination.
const cvaLists = new Map<string, string[]>();

for (const file of sources) {
  const consts = constants(file);
  walk(file, (n) => {
    if (ts.isJsxAttribute(n) && n.name.getText() === "className" && n.initializer) {
      const tag = n.parent.parent;
      const name = ts.isJsxOpeningLikeElement(tag) ? tag.tagName.getText() : "";
      const init = n.initializer;
      const expr = ts.isJsxExpression(init) ? init.expression : init;
      if (expr && ts.isStringLiteralLike(expr)) give(name, expr.text);
      else if (expr && ts.isIdentifier(expr) && consts.has(expr.text)) give(name, consts.get(expr.text)!);
    }
    if (ts.isCallExpression(n) && calleeName(n) === "cva") {
      const [base, config] = n.arguments;
      let lists = [base && ts.isStringLiteralLike(base) ? base.text : ""];
      const variants =
        config && ts.isObjectLiteralExpression(config)
          ? config.properties.find((p) => p.name?.getText() === "variants")
          : undefined;
      if (variants && ts.isPropertyAssignment(variants) && ts.isObjectLiteralExpression(variants.initializer)) {
        for (const group of variants.initializer.properties) {
          if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer)) continue;
          const values = group.initializer.properties.flatMap((v) =>
            ts.isPropertyAssignment(v) && ts.isStringLiteralLike(v.initializer) ? [v.initializer.text] : [],
          );
          lists = lists.flatMap((l) => values.map((v) => `${l} ${v}`));
        }
      }
      cvaLists.set(enclosingName(n) ?? "", lists);
    }
  });
}

// buttonVariants() wraps the cva `buttonBase`; Button passes its own className after it.
for (const file of sources) {
  const consts = constants(file);
  walk(file, (n) => {
    if (!ts.isCallExpression(n) || !calleeName(n).endsWith("Variants")) return;
    const [props] = n.arguments;
    if (!props || !ts.isObjectLiteralExpression(props)) return;
    for (const p of props.properties) {
      if (!ts.isPropertyAssignment(p) || p.name.getText() !== "className") continue;
      const v = p.initializer;
      if (ts.isStringLiteralLike(v)) give(calleeName(n), v.text);
      else if (ts.isIdentifier(v) && consts.has(v.text)) give(calleeName(n), consts.get(v.text)!);
    }
  });
}
const variantLists = (fn: string) => {
  const cvaName = fn === "buttonVariants" ? "buttonBase" : fn;
  const lists = cvaLists.get(cvaName) ?? [""];
  const extra = ["", ...(classNamesOf.get(fn) ?? []), ...(classNamesOf.get("Button") ?? [])];
  return lists.flatMap((l) => extra.map((c) => `${l} ${c}`));
};

/** Every value an argument of cn can take, as far as the source tells. */
function valuesOf(expr: ts.Expression, consts: Map<string, string>, component: string | undefined): string[] {
  if (ts.isStringLiteralLike(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr)) return valuesOf(expr.expression, consts, component);
  if (ts.isConditionalExpression(expr))
    return [...valuesOf(expr.whenTrue, consts, component), ...valuesOf(expr.whenFalse, consts, component)];
  if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return ["", ...valuesOf(expr.right, consts, component)];
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...valuesOf(expr.left, consts, component), ...valuesOf(expr.right, consts, component)];
  }
  if (ts.isTemplateExpression(expr))
    return [expr.head.text + expr.templateSpans.map((s) => ` ${s.literal.text}`).join("")];
  if (ts.isCallExpression(expr) && calleeName(expr).endsWith("Variants")) return variantLists(calleeName(expr));
  if (ts.isCallExpression(expr) && cvaLists.has(calleeName(expr))) return cvaLists.get(calleeName(expr))!;
  if (ts.isIdentifier(expr) && consts.has(expr.text)) return [consts.get(expr.text)!];
  if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) {
    // A className handed down: what the component's callers pass (or nothing).
    return ["", ...(component ? (classNamesOf.get(component) ?? []) : [])];
  }
  return [""];
}

const lists = new Set<string>();
for (const file of sources) {
  const consts = constants(file);
  walk(file, (n) => {
    if (!ts.isCallExpression(n) || calleeName(n) !== "cn") return;
    const component = enclosingName(n);
    let combos = [""];
    for (const arg of n.arguments) {
      const values = [...new Set(valuesOf(arg, consts, component))];
      combos = combos.flatMap((c) => values.map((v) => `${c} ${v}`)).slice(0, MAX_PER_CALL);
    }
    for (const c of combos) lists.add(c.trim().replace(/\s+/g, " "));
  });
}
for (const l of [...cvaLists.values()].flat()) lists.add(l.trim());
for (const fn of ["buttonVariants"]) for (const l of variantLists(fn)) lists.add(l.trim().replace(/\s+/g, " "));

it("finds the class lists of the site's cn and cva calls", () => {
  expect(cvaLists.get("buttonBase")?.length).toBe(24);
  expect(classNamesOf.get("Button")?.size).toBeGreaterThan(3);
  expect(lists.size).toBeGreaterThan(300);
});

it("merges every one of them as tailwind-merge does", () => {
  const disagreements = [...lists]
    .map((list) => ({ list, ours: mergeClasses(list), tailwindMerge: twMerge(list) }))
    .filter((d) => d.ours !== d.tailwindMerge);
  expect(disagreements).toEqual([]);
});

it("merges any two of the site's classes, in either order, as tailwind-merge does", () => {
  const everyList = [...lists, ...[...classNamesOf.values()].flatMap((set) => [...set])];
  const classes = [...new Set(everyList.flatMap((l) => l.split(/\s+/)).filter(Boolean))];
  const disagreements: string[] = [];
  for (const a of classes)
    for (const b of classes) {
      if (a === b) continue;
      const list = `${a} ${b}`;
      const ours = mergeClasses(list);
      const theirs = twMerge(list);
      if (ours !== theirs) disagreements.push(`${list} → ours "${ours}", tailwind-merge "${theirs}"`);
    }
  expect(classes.length).toBeGreaterThan(200);
  expect(disagreements).toEqual([]);
});

it("agrees on the lists where it used to drop classes it did not know", () => {
  for (const list of [
    "bg-primary bg-linear-to-r",
    "bg-linear-to-r bg-primary",
    "bg-cover bg-center bg-no-repeat bg-muted",
    "shadow-sm shadow-black/20",
    "shadow-black/20 shadow-lg shadow-none",
    "ring-offset-2 ring-offset-white",
    "ring-2 ring-primary ring-offset-2 ring-offset-4",
  ])
    expect(mergeClasses(list), list).toBe(twMerge(list));
});
