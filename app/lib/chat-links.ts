/**
 * Links in assistant messages: `[label](href)` markdown, the form both
 * assistants are told to use. Only same-site paths ("/faq") and https
 * addresses become links; anything else (`javascript:`, `data:`, `http:`,
 * "//elsewhere") stays plain text, so neither our content nor an AI
 * provider's reply can put a script or an unexpected scheme behind a link.
 * No dependencies: it runs in the chat widget.
 */

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** `[label](href)`; the href may hold one level of brackets, so "javascript:alert(1)" is seen whole and refused. */
const MARKDOWN_LINK = /\[([^\]\n]{1,120})\]\(((?:[^()\s]|\([^()\s]*\)){1,500})\)/g;

const HERE = "https://this-site.invalid";

/** The href if it is safe to link to, else undefined. */
export function safeHref(href: string): string | undefined {
  try {
    if (href.startsWith("/")) {
      // A same-site path, as the browser resolves it: "//host" and "/\\host" lead to other sites.
      const url = new URL(href, HERE);
      return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : undefined;
    }
    const url = new URL(href);
    return url.protocol === "https:" && url.username === "" && url.password === "" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The message as text and links, in order; a refused link keeps only its label. */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const push = (t: string) => {
    if (t === "") return;
    const prev = parts.at(-1);
    if (prev?.kind === "text") prev.text += t;
    else parts.push({ kind: "text", text: t });
  };
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const [whole, label = "", href = ""] = match;
    push(text.slice(last, match.index));
    const safe = safeHref(href);
    if (safe) parts.push({ kind: "link", text: label, href: safe });
    else push(label);
    last = match.index + whole.length;
  }
  push(text.slice(last));
  return parts;
}
