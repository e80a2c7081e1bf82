import { describe, expect, it } from "vitest";
import { parseLead, postcodeField, todayInUk } from "./lead-schema";

const contact = { source: "contact", name: "Ceri Jones", email: "ceri@example.com", phone: "07700 900123" };
const answers = {
  monthlyBill: "100-200",
  propertyType: "residential",
  ownership: "own",
  roofCondition: "good",
  batteryInterest: "maybe",
};

function fieldsOf(raw: unknown) {
  const r = parseLead(raw);
  return r.ok ? {} : r.fields;
}

describe("parseLead", () => {
  it("accepts a minimal contact lead and drops empty optional fields", () => {
    const r = parseLead({ ...contact, address: "  ", referral: "", contact_method: "", preferred_date: "" });
    expect(r).toEqual({ ok: true, lead: expect.objectContaining({ name: "Ceri Jones", address: undefined }) });
  });

  it("names every missing required field", () => {
    expect(fieldsOf({ source: "quote" })).toEqual({
      name: "Full Name is required",
      email: "Email Address is required",
      phone: "Phone Number is required",
    });
  });

  it("treats whitespace-only values as missing", () => {
    expect(fieldsOf({ ...contact, name: "   " })).toEqual({ name: "Full Name is required" });
  });

  it("names a field holding text the database cannot store (NUL, an unpaired surrogate)", () => {
    expect(fieldsOf({ ...contact, name: "Ceri\u0000Jones" })).toEqual({
      name: "Full Name contains characters that are not allowed",
    });
    expect(fieldsOf({ ...contact, message: "x\ud800" })).toHaveProperty("message");
    const chat = { ...contact, source: "chat", conversationHistory: [{ role: "user", content: "\udc00hi" }] };
    expect(fieldsOf(chat)).toHaveProperty(["conversationHistory.0.content"]);
    // A surrogate pair (an emoji) is ordinary text.
    expect(parseLead({ ...contact, name: "Ceri 🌞", message: "🔋" }).ok).toBe(true);
  });

  it("refuses control characters, line breaks and bidi overrides in one-line fields, naming the field", () => {
    const oneLine = "must be one line of text, without line breaks or control characters";
    expect(fieldsOf({ ...contact, name: "Ceri\nBcc: x@evil.example" })).toEqual({ name: `Full Name ${oneLine}` });
    expect(fieldsOf({ ...contact, name: "Ceri\u202eJones" })).toEqual({ name: `Full Name ${oneLine}` });
    expect(fieldsOf({ ...contact, name: "Ceri\u2066Jones\u2069" })).toEqual({ name: `Full Name ${oneLine}` });
    expect(fieldsOf({ ...contact, name: "Ceri\u0085Jones" })).toEqual({ name: `Full Name ${oneLine}` });
    expect(fieldsOf({ ...contact, phone: "07700\u2028900123" })).toEqual({ phone: `Phone Number ${oneLine}` });
    expect(fieldsOf({ ...contact, address: "1 High St\r\nRisca" })).toEqual({ address: `Property Address ${oneLine}` });
    expect(fieldsOf({ ...contact, page: "/\u001b[31m" })).toEqual({ page: `Page ${oneLine}` });
    expect(fieldsOf({ ...contact, referrer: "https://a.example/\u202e" })).toEqual({ referrer: `Referrer ${oneLine}` });
    // Campaign tags are never a reason to refuse a lead: their controls are normalised away.
    const tagged = parseLead({ ...contact, utm_source: "goo\ngle\u202e" });
    expect(tagged.ok && tagged.lead.utm_source).toBe("goo-gle");
  });

  it("keeps line breaks and tabs in a message, refusing other controls and bidi overrides there too", () => {
    expect(parseLead({ ...contact, message: "Line one\r\nLine two\tend" }).ok).toBe(true);
    expect(fieldsOf({ ...contact, message: "a\u0007b" })).toEqual({
      message: "Message contains characters that are not allowed",
    });
    expect(fieldsOf({ ...contact, message: "evil\u202etxt.exe" })).toHaveProperty("message");
    const chat = { ...contact, source: "chat", conversationHistory: [{ role: "user", content: "hi\u001b[2J" }] };
    expect(fieldsOf(chat)).toHaveProperty(["conversationHistory.0.content"]);
    // Right-to-left text itself is welcome; only the explicit override characters are refused.
    expect(parseLead({ ...contact, name: "ديفيد", message: "שלום" }).ok).toBe(true);
  });

  it("rejects an unknown or missing source", () => {
    expect(fieldsOf({ ...contact, source: "fax" })).toHaveProperty("source");
    expect(fieldsOf(null)).toHaveProperty("source");
    expect(fieldsOf([contact])).toHaveProperty("source");
    // Names every object inherits are not sources either.
    for (const source of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(fieldsOf({ ...contact, source })).toEqual({ source: "source must be one of contact, quote, quiz, chat" });
    }
  });

  it("rejects wrong types without throwing", () => {
    expect(fieldsOf({ ...contact, name: 42, email: { a: 1 }, phone: ["1"] })).toEqual({
      name: "Full Name is required",
      email: "Email Address is required",
      phone: "Phone Number is required",
    });
  });

  it("bounds the length of every field", () => {
    const huge = "x".repeat(10_000);
    const fields = fieldsOf({ ...contact, name: huge, message: huge, address: huge });
    expect(Object.keys(fields).sort()).toEqual(["address", "message", "name"]);
  });

  it("checks e-mail addresses and phone numbers", () => {
    expect(fieldsOf({ ...contact, email: "not-an-email" })).toHaveProperty("email");
    expect(fieldsOf({ ...contact, phone: "call me" })).toHaveProperty("phone");
    expect(fieldsOf({ ...contact, phone: "123" })).toHaveProperty("phone");
    expect(parseLead({ ...contact, phone: "+44 (0)29 2018 0123" }).ok).toBe(true);
  });

  it("keeps emoji, HTML and SQL-looking text verbatim", () => {
    const message = `<script>alert("x")</script> '; DROP TABLE leads; -- ☀️🔋`;
    const r = parseLead({ ...contact, name: "Siân ☀️", message });
    expect(r.ok && r.lead.source === "contact" && r.lead.message).toBe(message);
  });

  it("refuses a preferred contact date in the past", () => {
    expect(fieldsOf({ ...contact, preferred_date: "2020-01-01" })).toEqual({
      preferred_date: "The preferred contact date cannot be in the past",
    });
    expect(parseLead({ ...contact, preferred_date: todayInUk() }).ok).toBe(true);
    expect(fieldsOf({ ...contact, preferred_date: "tomorrow" })).toHaveProperty("preferred_date");
  });

  it("only accepts listed referral sources and contact methods", () => {
    expect(fieldsOf({ ...contact, referral: "tiktok" })).toHaveProperty("referral");
    expect(fieldsOf({ ...contact, contact_method: "pigeon" })).toHaveProperty("contact_method");
    expect(parseLead({ ...contact, referral: "google", contact_method: "home_visit" }).ok).toBe(true);
  });

  it("accepts both quiz payload shapes and stores the answers alike", () => {
    const b = parseLead({ ...contact, source: "quiz", variant: "b", postcode: "cf10 1aa", quizAnswers: answers });
    const a = parseLead({
      ...contact,
      source: "quiz",
      variant: "a",
      postcode: "CF101AA",
      monthly_bill: "100-200",
      property_type: "residential",
      ownership: "own",
      roof_condition: "good",
      battery_interest: "maybe",
    });
    for (const r of [a, b]) {
      expect(r.ok).toBe(true);
      if (r.ok && r.lead.source === "quiz") {
        expect(r.lead.quizAnswers).toEqual(answers);
        expect(r.lead.postcode).toBe("CF10 1AA");
      }
    }
  });

  it("rejects quiz answers outside the options", () => {
    const r = fieldsOf({
      ...contact,
      source: "quiz",
      variant: "b",
      postcode: "CF10 1AA",
      quizAnswers: { ...answers, monthlyBill: "lots" },
    });
    expect(r).toHaveProperty("quizAnswers.monthlyBill");
  });

  it("caps a chat lead's conversation", () => {
    const history = Array.from({ length: 51 }, () => ({ role: "user", content: "hi" }));
    expect(fieldsOf({ ...contact, source: "chat", conversationHistory: history })).toHaveProperty(
      "conversationHistory",
    );
    expect(
      fieldsOf({ ...contact, source: "chat", conversationHistory: [{ role: "system", content: "x" }] }),
    ).toHaveProperty("conversationHistory.0.role");
  });
});

describe("postcodeField", () => {
  it.each([
    ["cf10 1aa", "CF10 1AA"],
    ["NP116XX", "NP11 6XX"],
    ["  bs1   4dj ", "BS1 4DJ"],
    ["ec1a1bb", "EC1A 1BB"],
    ["W1A 0AX", "W1A 0AX"],
  ])("normalises %s to %s", (input, expected) => {
    expect(postcodeField.parse(input)).toBe(expected);
  });

  it.each(["12345", "CF10", "ZZZZ 1AA", "", "CF10 1AAA"])("rejects %j", (input) => {
    expect(postcodeField.safeParse(input).success).toBe(false);
  });
});
