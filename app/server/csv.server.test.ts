import { describe, expect, it } from "vitest";
import { csvField, csvRow } from "./csv.server";

describe("csvField", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+44 7700 900123", "'+44 7700 900123"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
  ])("neutralises a formula %j", (input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it("quotes commas, quotes, line breaks and edge spaces; leaves plain text alone", () => {
    expect(csvField("Cardiff, CF10")).toBe('"Cardiff, CF10"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField("Rhys Evans")).toBe("Rhys Evans");
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField(null)).toBe("");
    expect(csvField(42)).toBe("42");
  });

  it("joins a row with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});
