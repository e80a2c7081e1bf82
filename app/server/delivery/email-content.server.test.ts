import { describe, expect, it } from "vitest";
import type { Lead } from "../db/schema";
import { escapeHtml, leadEmail } from "./email-content.server";

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
  page: "/",
  referrer: "https://www.google.com/?q=<x>",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring & summer",
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
    expect(mail.text).toContain(`Message: Robert'); DROP TABLE leads;-- <b>bold</b> ☀️🔋 "quoted"`);
    expect(mail.text).toContain("Visitor: <script>steal()</script> 👋");
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

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
