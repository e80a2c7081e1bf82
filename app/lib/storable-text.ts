/**
 * What text a lead may hold (decision 053). PostgreSQL refuses the NUL
 * character in text and jsonb, and an unpaired UTF-16 surrogate in jsonb (in
 * text it silently becomes U+FFFD); a browser never sends either from a form
 * field, a script can, and must get a 400 naming the field, not a 503.
 * Beyond storage: control characters and bidirectional overrides have no
 * place in a name, phone number, address or page, where they can forge a
 * line of the plain-text e-mail or turn text around in the inbox.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Bidirectional embeddings, overrides (U+202A-U+202E) and isolates (U+2066-U+2069). */
const BIDI_CONTROLS = "\u202a-\u202e\u2066-\u2069";
/** Any C0 or C1 control, line and paragraph separators, bidi controls: nothing a one-line field needs. */
const NOT_ONE_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}]`);
/** Free text (a message) keeps tabs and line breaks; other controls and bidi controls are refused. */
const NOT_FREE_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]`);

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** Text for a one-line field: storable, and no control, separator or bidi character. */
export function isOneLineText(value: string): boolean {
  return isStorableText(value) && !NOT_ONE_LINE.test(value);
}

/** Text for a free-text field: storable, and no control character other than tab and line breaks. */
export function isFreeText(value: string): boolean {
  return isStorableText(value) && !NOT_FREE_TEXT.test(value);
}

export const unstorableMessage = (label: string) => `${label} contains characters that are not allowed`;
export const notOneLineMessage = (label: string) =>
  `${label} must be one line of text, without line breaks or control characters`;
