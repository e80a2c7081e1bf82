/**
 * A small stand-in for tailwind-merge: when two Tailwind classes set the same
 * thing under the same variants, the later one wins (so a `className` prop
 * overrides a component's default). It knows the utilities this site uses,
 * at about a tenth of tailwind-merge's 8 KB compressed, which every page
 * would otherwise download. Classes it does not recognise are all kept.
 * class-merge.reachable.test.ts holds it to tailwind-merge's answer (a dev
 * dependency) on every class list the site's cn and cva calls can build.
 * See docs/decisions/006-first-load-javascript.md.
 */

const STANDALONE: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display: "block inline-block inline flex inline-flex grid inline-grid contents hidden table list-item flow-root",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  "sr-only": "sr-only not-sr-only",
  decoration: "underline no-underline line-through overline",
  case: "uppercase lowercase capitalize normal-case",
  "font-style": "italic not-italic",
  grow: "grow",
  shrink: "shrink",
})) {
  for (const name of names.split(" ")) STANDALONE[name] = group;
}

// Longest first, so "min-h" is tried before "h" and "border-t" before "border".
const PREFIXES = (
  "grid-cols grid-rows col-span row-span min-h max-h min-w max-w ring-offset outline-offset " +
  "rounded-tl rounded-tr rounded-bl rounded-br rounded-t rounded-b rounded-l rounded-r rounded " +
  "border-t border-b border-l border-r border-x border-y border " +
  "space-x space-y gap-x gap-y gap px py pt pb pl pr ps pe p mx my mt mb ml mr ms me m " +
  "inset-x inset-y inset top bottom left right size w h z order basis grow shrink " +
  "bg text font tracking leading shadow ring outline opacity items justify-items justify-self justify self content place-items place-content " +
  "flex overflow-x overflow-y overflow whitespace object aspect fill stroke animate transition duration ease " +
  "translate-x translate-y scale rotate cursor pointer-events select list line-clamp underline-offset break"
)
  .split(" ")
  .sort((a, b) => b.length - a.length);

const TEXT_SIZE = /^(xs|sm|base|lg|\d?xl|\[\d.*(px|rem|em)\])(\/.+)?$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const WIDTH = /^(\d+|px|\[\d.*px\])?$/;
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\d(px|rem|em).*\])?$/;
const BG_IMAGE = /^(linear|radial|conic|gradient)(-.+)?$|^none$|^\[url\(/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;

function groupOf(utility: string): string {
  const name = utility.replace(/^!/, "").replace(/^-/, "");
  const standalone = STANDALONE[name];
  if (standalone) return standalone;
  const prefix = PREFIXES.find((p) => name === p || name.startsWith(`${p}-`));
  if (!prefix) return name;
  const value = name.slice(prefix.length + 1);
  switch (prefix) {
    case "text":
      if (TEXT_SIZE.test(value)) return "text-size";
      if (TEXT_ALIGN.test(value)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty|ellipsis|clip)$/.test(value)) return `text-${value}`;
      return "text-color";
    case "font":
      return FONT_WEIGHT.test(value) ? "font-weight" : "font-family";
    case "flex":
      if (value === "") return "display";
      if (/^(row|col)(-reverse)?$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "ring":
    case "outline":
    case "ring-offset":
      return WIDTH.test(value) ? `${prefix}-width` : `${prefix}-color`;
    case "shadow":
      return SHADOW_SIZE.test(value) ? "shadow-size" : "shadow-color";
    case "bg":
      if (BG_IMAGE.test(value)) return "bg-image";
      if (/^(cover|contain|auto)$/.test(value)) return "bg-size";
      if (/^(center|top|bottom|left|right)(-(top|bottom|left|right))?$/.test(value)) return "bg-position";
      if (/^(no-)?repeat(-.+)?$/.test(value)) return "bg-repeat";
      if (/^(fixed|local|scroll)$/.test(value)) return "bg-attachment";
      if (/^(clip|origin|blend)-/.test(value)) return `bg-${value.split("-")[0]}`;
      return "bg-color";
    default:
      if (prefix.startsWith("border")) {
        if (BORDER_STYLE.test(value)) return "border-style";
        return WIDTH.test(value) ? `${prefix}-width` : `${prefix}-color`;
      }
      return prefix;
  }
}

/**
 * Groups a later class also overrides, as tailwind-merge has them: a shorthand
 * wins over the longhands before it ("px-3 p-5" is "p-5"), and a text size
 * over an earlier line height, since it sets one too.
 */
const SIDES: Record<string, string> = {
  p: "px py pt pb pl pr ps pe",
  px: "pl pr ps pe",
  py: "pt pb",
  m: "mx my mt mb ml mr ms me",
  mx: "ml mr ms me",
  my: "mt mb",
  inset: "inset-x inset-y top bottom left right",
  "inset-x": "left right",
  "inset-y": "top bottom",
  size: "w h",
  gap: "gap-x gap-y",
  overflow: "overflow-x overflow-y",
  rounded: "rounded-t rounded-b rounded-l rounded-r rounded-tl rounded-tr rounded-bl rounded-br",
  "rounded-t": "rounded-tl rounded-tr",
  "rounded-b": "rounded-bl rounded-br",
  "rounded-l": "rounded-tl rounded-bl",
  "rounded-r": "rounded-tr rounded-br",
  "border-width": "border-x-width border-y-width border-t-width border-b-width border-l-width border-r-width",
  "border-x-width": "border-l-width border-r-width",
  "border-y-width": "border-t-width border-b-width",
  "border-color": "border-x-color border-y-color border-t-color border-b-color border-l-color border-r-color",
  "border-x-color": "border-l-color border-r-color",
  "border-y-color": "border-t-color border-b-color",
  "text-size": "leading",
  flex: "grow shrink basis",
};
const OVERRIDES = new Map(Object.entries(SIDES).map(([group, groups]) => [group, groups.split(" ")]));

/** The variant part of a class ("sm:hover:" of "sm:hover:bg-muted"), ignoring colons inside brackets. */
function split(cls: string): [variants: string, utility: string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) last = i;
  }
  return [cls.slice(0, last + 1), cls.slice(last + 1)];
}

/**
 * Results by input. Class lists come from our own components, so there are a
 * few hundred at most; hydration asks for the same ones again and again (every
 * button, every icon), and the cache makes each repeat a map look-up. The cap
 * only guards against a caller building lists from unbounded data.
 */
const merged = new Map<string, string>();
const MAX_CACHED = 1000;

/** Joins class lists; of two classes for the same property and variants, the later wins. */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = merge(classList);
    if (merged.size >= MAX_CACHED) merged.clear();
    merged.set(classList, result);
  }
  return result;
}

function merge(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const seen = new Map<string, number>();
  const keep: (string | null)[] = [];
  for (const cls of classes) {
    const [variants, utility] = split(cls);
    const group = groupOf(utility);
    for (const g of [group, ...(OVERRIDES.get(group) ?? [])]) {
      const earlier = seen.get(`${variants}${g}`);
      if (earlier !== undefined) keep[earlier] = null;
    }
    seen.set(`${variants}${group}`, keep.length);
    keep.push(cls);
  }
  return keep.filter(Boolean).join(" ");
}
