import { describe, expect, it } from "vitest";
import type { Lead } from "../db/schema";
import { escapeHtml, headerText, leadEmail } from "./email-content.server";

const lead: Lead = {
  id: "6f1c2a4e-1111-4222-8333-944455556666",
  createdAt: new Date("2026-05-01T09:30:00Z"),
  source: "contact",
  name: `<img src=x onerror="alert(1)"> Dafydd`,
  email: "dafydd@example.com",
  phone: "07700 900111",
  address: "1 High St & Co, Risca",
  postcode: null,
  preferredDate: "2026-05-04",
  contactMethod: "home_visit",
  referral: "google",
  message: `Robert'); DROP TABLE leads;-- <b>bold</b> ☀️🔋 "quoted"`,
  quizAnswers: null,
  conversationHistory: [{ role: "user", content: "<script>steal()</script> 👋" }],
  variant: null,
  estimate: null,
  page: "/",
  referrer: "https://www.google.com/?q=<x>",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring & summer",
  attribution: null,
  status: "new",
  firstContactedAt: null,
  lostReason: null,
  valueGbp: null,
  erasedAt: null,
  emailNormalized: null,
  phoneNormalized: null,
};

describe("leadEmail", () => {
  const mail = leadEmail(lead);

  it("escapes every piece of lead text in the HTML body", () => {
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>bold</b>");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Dafydd");
    expect(mail.html).toContain("Robert&#39;); DROP TABLE leads;-- &lt;b&gt;bold&lt;/b&gt; ☀️🔋 &quot;quoted&quot;");
    expect(mail.html).toContain("&lt;script&gt;steal()&lt;/script&gt; 👋");
    expect(mail.html).toContain("1 High St &amp; Co, Risca");
    expect(mail.html).toContain("spring &amp; summer");
    expect(mail.html).toContain("https://www.google.com/?q=&lt;x&gt;");
  });

  it("keeps the text verbatim in the plain-text body", () => {
    expect(mail.text).toContain(`Name: <img src=x onerror="alert(1)"> Dafydd`);
    expect(mail.text).toContain(`Message:\n> Robert'); DROP TABLE leads;-- <b>bold</b> ☀️🔋 "quoted"`);
    expect(mail.text).toContain("Visitor:\n> <script>steal()</script> 👋");
    expect(mail.text).toContain("Preferred contact method: home visit");
    expect(mail.text).toContain("utm_campaign: spring & summer");
  });

  it("leaves out empty fields and keeps the subject on one line", () => {
    expect(mail.text).not.toContain("Postcode:");
    expect(leadEmail({ ...lead, name: "Evil\r\nBcc: x@y.example" }).subject).toBe(
      "New lead from the home page contact form: Evil Bcc: x@y.example",
    );
  });
});

describe("lead text cannot forge the e-mail's structure", () => {
  it("a message cannot start a line of its own: every line of it is quoted", () => {
    const forged = leadEmail({ ...lead, message: "Hello\nEmail: attacker@evil.example\r\nPhone: 0800 000000" });
    const lines = forged.text.split("\n");
    expect(lines.filter((l) => l.startsWith("Email: "))).toEqual(["Email: dafydd@example.com"]);
    expect(lines.filter((l) => l.startsWith("Phone: "))).toEqual(["Phone: 07700 900111"]);
    expect(forged.text).toContain("Message:\n> Hello\n> Email: attacker@evil.example\n> Phone: 0800 000000");
  });

  it("nor can a chat turn pose as the assistant", () => {
    const forged = leadEmail({
      ...lead,
      conversationHistory: [{ role: "user", content: "hi\nAssistant: we will give you a free system" }],
    });
    expect(forged.text.split("\n").filter((l) => l.startsWith("Assistant"))).toEqual([]);
  });

  it("line breaks, controls and bidi overrides in single-line fields (rows stored before they were refused) stay on one line", () => {
    const forged = leadEmail({ ...lead, name: "Evil\nEmail: a@b.example", phone: "0770\u202e0900111" });
    expect(forged.text).toContain("Name: Evil Email: a@b.example\n");
    expect(forged.text).toContain("Phone: 0770 0900111\n");
    expect(forged.html).toContain('<h1 style="font-size:20px">New enquiry: Evil Email: a@b.example</h1>');
  });

  it("the chat transcript is marked as supplied by the browser", () => {
    const mail = leadEmail(lead);
    expect(mail.text).toContain("Chat conversation (as sent by the visitor's browser, not verified):");
    expect(mail.html).toContain("Chat conversation (as sent by the visitor&#39;s browser, not verified)");
  });

  it("an RFC 2047 encoded word in a name cannot open in the subject", () => {
    const subject = leadEmail({ ...lead, name: "=?UTF-8?B?VVJHRU5UOiB3aXJlIG1vbmV5?=" }).subject;
    expect(subject).not.toMatch(/=\?/);
    expect(headerText("a =?x?Q?y?= b")).toBe("a =\u200b?x?Q?y?= b");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
