import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatLog } from "~/components/chat/chat-log";
import { messageParts, safeHref } from "./chat-links";

describe("safeHref", () => {
  it.each(["/faq", "/contact-us", "/solar-savings-calculator?x=1#top", "https://www.energysavingtrust.org.uk/"])(
    "allows %s",
    (href) => expect(safeHref(href)).toBeDefined(),
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "javascript://%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "http://example.com/",
    "//evil.example/",
    "/\\evil.example/",
    "https://user:pass@example.com/",
    "mailto:hello@cymrusolar.example",
    "faq",
  ])("refuses %s", (href) => expect(safeHref(href)).toBeUndefined());
});

describe("messageParts", () => {
  it("turns a markdown link into a link and keeps the text around it", () => {
    expect(messageParts("Most systems pay back in 7-12 years. [More in our FAQ](/faq) Thanks")).toEqual([
      { kind: "text", text: "Most systems pay back in 7-12 years. " },
      { kind: "link", text: "More in our FAQ", href: "/faq" },
      { kind: "text", text: " Thanks" },
    ]);
  });

  it("keeps only the label of a refused link", () => {
    expect(messageParts("Click [here](javascript:alert(document.cookie)) now")).toEqual([
      { kind: "text", text: "Click here now" },
    ]);
    expect(messageParts("[x](javascript:alert(1))")).toEqual([{ kind: "text", text: "x" }]);
  });

  it("leaves text without links alone", () => {
    expect(messageParts("Batteries start from £6,500 [sic] (VAT included).")).toEqual([
      { kind: "text", text: "Batteries start from £6,500 [sic] (VAT included)." },
    ]);
  });
});

describe("ChatLog rendering", () => {
  const render = (content: string, role: "user" | "assistant" = "assistant") =>
    renderToStaticMarkup(<ChatLog messages={[{ role, content }]} loading={false} />);

  it("renders a same-site link in an assistant message as a link", () => {
    const html = render("See more. [More in our FAQ](/faq)");
    expect(html).toContain('<a href="/faq"');
    expect(html).toContain(">More in our FAQ</a>");
  });

  it("refuses a javascript: link, showing its label as text", () => {
    const html = render("[Claim your prize](javascript:alert(1)) today");
    expect(html).not.toContain("<a");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("Claim your prize today");
  });

  it("opens an https link in a new tab without giving it the opener", () => {
    const html = render("[Energy Saving Trust](https://www.energysavingtrust.org.uk/)");
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("never links the visitor's own text", () => {
    expect(render("[my link](/faq)", "user")).not.toContain("<a");
  });
});
