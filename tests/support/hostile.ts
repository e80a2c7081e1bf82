/**
 * Generators of hostile and broken input for the property-based tests
 * (tests/integration/hostile-input.test.ts in-process, and
 * tests/e2e/hostile-input.desktop.spec.ts through the whole HTTP stack).
 */
import fc from "fast-check";
import { LIMITS } from "~/lib/lead-constants";
import { quizOptionValues } from "~/lib/quiz-options";

export const BODY_LIMIT = 64 * 1024;

/** Text that has broken servers before: NUL, lone surrogates, markup, SQL, prototype names, BOM, RTL override. */
export const nastyStrings = [
  "",
  " ",
  "\u0000",
  "Ceri\u0000Jones",
  "\ud800",
  "x\udfffy",
  "\ud83d",
  "<script>alert(1)</script>",
  "'; DROP TABLE leads; --",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "💥🌞🔋",
  "Siân Ó Briain",
  "\u202egnp.exe",
  "\uFEFFbom",
  "zero\u200bwidth",
  "line\r\nbreak",
  "%00",
  "%",
  "null",
  "NaN",
  "1e999",
  "\\",
  '"',
  "{}",
  "=cmd|' /C calc'!A0",
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const anyCodePoint = fc.string({ unit: "binary", minLength: 1, maxLength: 1 });

/** A string near a field limit of the lead schema (one under, at, one over). */
const nearLimit = fc
  .constantFrom(...Object.values(LIMITS), 10, 50, 100, 500)
  .chain((n) => fc.constantFrom(n - 1, n, n + 1))
  .map((n) => "a".repeat(Math.max(0, n)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.oneof(anyCodePoint, loneSurrogate, controlChar), maxLength: 20 }), weight: 2 },
  { arbitrary: nearLimit, weight: 1 },
);

/** Any JSON-ish value, mostly shallow. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
);

/** An own property, even for "__proto__" (an object literal would set the prototype instead). */
export function withKey<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const future = () => {
  const d = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return d.toISOString().slice(0, 10);
};

/** One valid lead of each source (chat and quiz in both of their shapes). */
export function validLeads(): Record<string, unknown>[] {
  const person = { name: "Ceri Jones", email: "ceri@example.com", phone: "07700 900123" };
  const answers = {
    monthlyBill: quizOptionValues.monthlyBill[2],
    propertyType: quizOptionValues.propertyType[0],
    ownership: quizOptionValues.ownership[0],
    roofCondition: quizOptionValues.roofCondition[1],
    batteryInterest: quizOptionValues.batteryInterest[0],
  };
  return [
    {
      source: "contact",
      ...person,
      address: "1 High Street, Cardiff",
      preferred_date: future(),
      contact_method: "phone",
      referral: "google",
      message: "Please call me",
      utm_source: "facebook",
      page: "/",
    },
    { source: "quote", ...person, referral: "other", message: "A quote please", website: "" },
    { source: "quiz", ...person, postcode: "CF10 1AA", variant: "b", quizAnswers: answers },
    {
      source: "quiz",
      ...person,
      postcode: "np11 6xx",
      variant: "a",
      monthly_bill: "under50",
      property_type: "commercial",
      ownership: "rent",
      roof_condition: "poor",
      battery_interest: "maybe",
    },
    {
      source: "chat",
      ...person,
      message: "Call me",
      conversationHistory: [
        { role: "user", content: "Can you call me?" },
        { role: "assistant", content: "Of course" },
      ],
    },
  ];
}

export const leadKeys = [
  "source",
  "name",
  "email",
  "phone",
  "address",
  "postcode",
  "preferred_date",
  "contact_method",
  "referral",
  "message",
  "quizAnswers",
  "conversationHistory",
  "variant",
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "website",
  "monthly_bill",
  "__proto__",
  "constructor",
  "prototype",
];

type Mutation = { kind: "set"; key: string; value: unknown } | { kind: "delete"; key: string };

/** The lead fields that end up in a text or jsonb column. */
export const storedTextKeys = [
  "name",
  "message",
  "address",
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("set" as const),
      key: fc.constantFrom(...storedTextKeys),
      value: hostileString,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("set" as const),
      key: fc.constant("conversationHistory"),
      value: fc.array(fc.record({ role: fc.constantFrom("user", "assistant"), content: hostileString }), {
        maxLength: 3,
      }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant("set" as const), key: fc.constantFrom(...leadKeys), value: hostileValue }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant("delete" as const), key: fc.constantFrom(...leadKeys) }), weight: 1 },
);

/** A valid lead with zero to three fields replaced by hostile values or removed. */
export const mutatedLead: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.nat({ max: 4 }), fc.array(mutation, { maxLength: 3 }))
  .map(([i, mutations]) => {
    const lead = structuredClone(validLeads()[i]!);
    for (const m of mutations) {
      if (m.kind === "delete") delete lead[m.key];
      else withKey(lead, m.key, m.value);
    }
    return lead;
  });

/** A request body as bytes, with the Content-Type to send (undefined: none at all). */
export interface RawBody {
  contentType: string | undefined;
  bytes: Uint8Array<ArrayBuffer>;
  /** What the generator meant, for reading a counterexample. */
  label: string;
}

const enc = new TextEncoder();
const utf8 = (s: string) => enc.encode(s);

/** A body that prints readably in a counterexample (its text, cut short), not as a byte array. */
function raw(contentType: string | undefined, bytes: Uint8Array<ArrayBuffer>, label: string): RawBody {
  return {
    contentType,
    bytes,
    label,
    [fc.toStringMethod]: () => {
      const text = new TextDecoder().decode(bytes);
      const shown = text.length > 300 ? `${text.slice(0, 300)}… (${bytes.length} bytes)` : text;
      return `${label} [${contentType ?? "no content type"}] ${JSON.stringify(shown)}`;
    },
  } as RawBody;
}

export const jsonTypes = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "text/plain"];
export const otherTypes = [
  undefined,
  "",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "application/xml",
  "application/json; charset=latin1",
  "application/vnd.api+json",
  "text/html",
  "*/*",
  ";;;",
];
const anyType = fc.constantFrom(...jsonTypes, ...otherTypes);

/** JSON text with the shapes that break parsers and recursive code: deep nesting, prototype keys, big numbers. */
const trickyJson = fc.oneof(
  fc.integer({ min: 1, max: 20_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 1, max: 6_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc
    .integer({ min: 1, max: 5_000 })
    .map(
      (n) =>
        `{"source":"chat","name":"A","email":"a@b.co","phone":"07700900123","conversationHistory":${"[".repeat(n)}${"]".repeat(n)}}`,
    ),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"},"source":"quote","name":"Proto","email":"p@example.com","phone":"07700 900123"}',
    '{"constructor":{"prototype":{"polluted":"yes"}},"source":"contact","name":"Ctor","email":"c@example.com","phone":"07700 900123"}',
    '{"source":"quiz","quizAnswers":{"__proto__":{"polluted":"yes"}}}',
    '{"events":[{"__proto__":{"polluted":"yes"},"session_id":"s","event_type":"started"}]}',
    '{"messages":[{"role":"user","content":"hi","__proto__":{"polluted":"yes"}}]}',
    '{"password":{"__proto__":{"polluted":"yes"}}}',
    '{"source":"quote","name":"A","email":"a@b.co","phone":1e999}',
    '{"source":"quote","source":"contact","name":"Dup","email":"d@example.com","phone":"07700 900123"}',
    "null",
    "[]",
    '""',
    "0",
    "true",
    "{}",
    "   ",
    "\uFEFF{}",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
);

/** Bytes that are not UTF-8 (stray continuation bytes, overlong forms, encoded surrogates), inside JSON-looking text. */
const invalidUtf8 = fc
  .tuple(
    fc.constantFrom([0xff], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]),
    fc.boolean(),
  )
  .map(([bad, wrapped]) => {
    const bytes = Uint8Array.from(bad);
    if (!wrapped) return bytes;
    const head = utf8('{"source":"quote","name":"');
    const tail = utf8('","email":"a@example.com","phone":"07700 900123"}');
    return Uint8Array.from([...head, ...bytes, ...tail]);
  });

/** A valid lead padded to a total size of `size` bytes with its message (over the limit when size > 64 KB). */
export function paddedLead(size: number): string {
  const base = { source: "quote", name: "Big Body", email: "big@example.com", phone: "07700 900123", message: "" };
  const empty = JSON.stringify(base).length;
  return JSON.stringify({ ...base, message: "m".repeat(Math.max(0, size - empty)) });
}

const nearBodyLimit = fc
  .constantFrom(BODY_LIMIT - 1, BODY_LIMIT, BODY_LIMIT + 1, BODY_LIMIT * 2)
  .map((n) => ({ text: paddedLead(n), n }));

/** urlencoded text of some entries, keys and values hostile. */
export const formEntries = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...leadKeys), hostileString), fc.oneof(hostileString, fc.constant("07700 900123"))),
  { maxLength: 8 },
);
const urlencoded = (entries: [string, string][]) => new URLSearchParams(entries).toString();

/** Bodies for a JSON endpoint, built around `value` (e.g. a mutated lead). */
export function rawBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(value, fc.constantFrom(...jsonTypes))
        .map(([v, contentType]) => raw(contentType, utf8(JSON.stringify(v) ?? "undefined"), "json")),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(trickyJson, fc.constantFrom(...jsonTypes))
        .map(([text, contentType]) => raw(contentType, utf8(text), "tricky json")),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(value, fc.nat()).map(([v, cut]) => {
        const text = JSON.stringify(v) ?? "";
        return raw("application/json", utf8(text.slice(0, cut % (text.length + 1))), "truncated json");
      }),
    },
    { weight: 1, arbitrary: invalidUtf8.map((bytes) => raw("application/json", bytes, "invalid utf-8")) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(nearBodyLimit, fc.constantFrom(...jsonTypes))
        .map(([{ text, n }, contentType]) => raw(contentType, utf8(text), `padded to ${n} bytes`)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(value, anyType)
        .map(([v, contentType]) => raw(contentType, utf8(JSON.stringify(v) ?? ""), "json, any content type")),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(formEntries, anyType)
        .map(([entries, contentType]) => raw(contentType, utf8(urlencoded(entries)), "urlencoded")),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 200 }), anyType)
        .map(([bytes, contentType]) => raw(contentType, bytes, "random bytes")),
    },
  );
}

/** Form posts for the pages' actions: urlencoded, multipart and junk. */
export function formBody(): fc.Arbitrary<RawBody> {
  const valid = validLeads()
    .slice(0, 2)
    .map((l) =>
      Object.entries(l)
        .filter(([k]) => k !== "source")
        .map(([k, v]) => [k, String(v)] as [string, string]),
    );
  const mutatedForm = fc
    .tuple(fc.constantFrom(...valid), formEntries)
    .map(([base, extra]) => [...base.filter(([k]) => !extra.some(([e]) => e === k)), ...extra]);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: mutatedForm.map((entries) =>
        raw("application/x-www-form-urlencoded", utf8(urlencoded(entries)), "urlencoded form"),
      ),
    },
    {
      weight: 2,
      arbitrary: mutatedForm.map((entries) => {
        const boundary = "----hostile";
        const parts = entries.map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "")}"\r\n\r\n${v}\r\n`,
        );
        return raw(
          `multipart/form-data; boundary=${boundary}`,
          utf8(`${parts.join("")}--${boundary}--\r\n`),
          "multipart form",
        );
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(BODY_LIMIT - 1, BODY_LIMIT + 1, BODY_LIMIT * 3), fc.constantFrom(...valid))
        .map(([size, base]) => {
          const text = urlencoded(base);
          const padding = "m".repeat(Math.max(0, size - text.length - 9));
          return raw(
            "application/x-www-form-urlencoded",
            utf8(`${text}&message=${padding}`),
            `form padded to ${size} bytes`,
          );
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("multipart/form-data; boundary=xyz", "multipart/form-data"), fc.string())
        .map(([contentType, junk]) => raw(contentType, utf8(`--xyz\r\n${junk}`), "broken multipart")),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 200 }), anyType)
        .map(([bytes, contentType]) => raw(contentType, bytes, "random bytes")),
    },
    {
      weight: 1,
      arbitrary: invalidUtf8.map((bytes) => raw("application/x-www-form-urlencoded", bytes, "invalid utf-8 form")),
    },
  );
}

/** A quiz event with some fields replaced, or a batch of them. */
export function quizEventsValue(): fc.Arbitrary<unknown> {
  const event = fc
    .tuple(
      fc.constantFrom<Record<string, unknown>>(
        {
          session_id: "s-1",
          event_type: "started",
          variant: "a",
          device_type: "mobile",
          current_step: 0,
          total_steps: 5,
        },
        {
          session_id: "s-2",
          event_type: "question_answered",
          question_id: "ownership",
          answer: "own",
          current_step: 2,
          total_steps: 5,
        },
        { session_id: "s-3", event_type: "submitted", utm_source: "facebook" },
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom(
            "session_id",
            "event_type",
            "question_id",
            "answer",
            "current_step",
            "total_steps",
            "device_type",
            "variant",
            "utm_source",
            "__proto__",
          ),
          hostileValue,
        ),
        { maxLength: 2 },
      ),
      fc.option(
        fc.tuple(fc.constantFrom("session_id", "answer", "utm_source", "utm_medium", "utm_campaign"), hostileString),
      ),
    )
    .map(([base, changes, text]) => {
      const e = { ...base };
      for (const [k, v] of changes) withKey(e, k, v);
      if (text) withKey(e, text[0], text[1]);
      return e;
    });
  return fc.oneof(
    { weight: 3, arbitrary: event },
    { weight: 2, arbitrary: fc.array(event, { maxLength: 22 }).map((events) => ({ events })) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Bodies of POST /api/chat: message lists of any length and shape. */
export function chatValue(): fc.Arbitrary<unknown> {
  const message = fc.oneof(
    fc.record({
      role: fc.constantFrom("user", "assistant"),
      content: fc.oneof(hostileString, fc.constant("How long does it take?")),
    }),
    fc.record({ role: fc.oneof(fc.constantFrom("system", "tool", "__proto__"), hostileString), content: hostileValue }),
    hostileValue,
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(message, { maxLength: 24 }).map((messages) => ({ messages })) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 60 }).map((n) => ({
        messages: Array.from({ length: n }, (_, i) => ({
          role: i % 2 ? "assistant" : "user",
          content: "x".repeat(2000),
        })),
      })),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Query strings: known parameters with hostile values, repeated keys and unknown ones. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom("from", "to", "variant", "limit", "before", "__proto__"), hostileString),
      fc.oneof(
        hostileString,
        fc.constantFrom("2026-01-01", "a", "b", "100", "-1", "1e9", "00000000-0000-4000-8000-000000000000"),
      ),
    ),
    { maxLength: 5 },
  )
  .map((entries) => {
    // Lone surrogates cannot be percent-encoded; a browser sends U+FFFD for them.
    return new URLSearchParams(entries.map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString();
  });

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (s: string) => s.replace(LONE_SURROGATE, "\ufffd");

/** Snapshot of the built-in prototypes, to prove nothing was added to them. */
export function prototypeSnapshot(): string {
  const names = (o: object) => Object.getOwnPropertyNames(o).sort().join(",");
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype].map(names).join("|");
}
