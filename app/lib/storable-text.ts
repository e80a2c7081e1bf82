/**
 * Whether PostgreSQL can store this text as it is. It refuses the NUL
 * character in text and jsonb, and an unpaired UTF-16 surrogate in jsonb (in
 * text it silently becomes U+FFFD). A browser never sends either from a form
 * field; a script can, and must get a 400 naming the field, not a 503.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

export const unstorableMessage = (label: string) => `${label} contains characters that are not allowed`;
