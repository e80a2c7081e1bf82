import { describe, expect, it } from "vitest";
import { createSseParser, readContentDeltas } from "./sse";

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe("createSseParser", () => {
  it("returns the content of each data line in order", () => {
    const parser = createSseParser();
    expect(parser.push(chunk("Hello") + chunk(", world"))).toEqual({ deltas: ["Hello", ", world"], done: false });
  });

  it("buffers a JSON line split across network chunks until it is complete", () => {
    const parser = createSseParser();
    const line = chunk("Solar panels");
    const parts = [line.slice(0, 7), line.slice(7, 25), line.slice(25, line.length - 3), line.slice(line.length - 3)];
    const deltas = parts.flatMap((p) => parser.push(p).deltas);
    expect(deltas).toEqual(["Solar panels"]);
  });

  it("splits a chunk holding several lines and the start of another", () => {
    const parser = createSseParser();
    const text = chunk("a") + chunk("b") + chunk("c");
    expect(parser.push(text.slice(0, -5)).deltas).toEqual(["a", "b"]);
    expect(parser.push(text.slice(-5)).deltas).toEqual(["c"]);
  });

  it("ignores comment lines, blank lines and other fields", () => {
    const parser = createSseParser();
    const text = `: keep-alive\n\n\nevent: message\nid: 4\nretry: 100\n${chunk("ok")}`;
    expect(parser.push(text).deltas).toEqual(["ok"]);
  });

  it("handles CRLF line endings, also when the CR and LF arrive apart", () => {
    const parser = createSseParser();
    const line = chunk("crlf").replace(/\n/g, "\r\n");
    expect(parser.push(line.slice(0, line.indexOf("\r") + 1)).deltas).toEqual([]);
    expect(parser.push(line.slice(line.indexOf("\r") + 1)).deltas).toEqual(["crlf"]);
  });

  it("stops at [DONE] and ignores anything after it", () => {
    const parser = createSseParser();
    expect(parser.push(`${chunk("last")}data: [DONE]\n\n${chunk("ignored")}`)).toEqual({
      deltas: ["last"],
      done: true,
    });
    expect(parser.push(chunk("later"))).toEqual({ deltas: [], done: true });
  });

  it("skips malformed JSON and payloads without content, without throwing", () => {
    const parser = createSseParser();
    const text =
      "data: {not json\n\n" +
      'data: {"choices":[]}\n\n' +
      'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n' +
      'data: {"choices":[{"delta":{"content":42}}]}\n\n' +
      "data: null\n\n" +
      'data: "text"\n\n' +
      chunk("fine");
    expect(parser.push(text).deltas).toEqual(["fine"]);
  });

  it("accepts data lines without the space after the colon", () => {
    const parser = createSseParser();
    expect(parser.push('data:{"choices":[{"delta":{"content":"x"}}]}\n').deltas).toEqual(["x"]);
  });

  it("flushes a final line that has no line ending", () => {
    const parser = createSseParser();
    expect(parser.push(chunk("one") + chunk("two").trimEnd()).deltas).toEqual(["one"]);
    expect(parser.end().deltas).toEqual(["two"]);
  });
});

describe("readContentDeltas", () => {
  const streamOf = (parts: (string | Uint8Array)[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of parts) controller.enqueue(typeof p === "string" ? new TextEncoder().encode(p) : p);
        controller.close();
      },
    });

  it("yields deltas across byte chunks, including a character split between them", async () => {
    const bytes = new TextEncoder().encode(chunk("£3,995 ☀️") + "data: [DONE]\n\n");
    const parts = [bytes.slice(0, 40), bytes.slice(40, 43), bytes.slice(43)];
    const out: string[] = [];
    for await (const d of readContentDeltas(streamOf(parts))) out.push(d);
    expect(out.join("")).toBe("£3,995 ☀️");
  });

  it("ends at the end of the body even without [DONE]", async () => {
    const out: string[] = [];
    for await (const d of readContentDeltas(streamOf([chunk("a"), chunk("b")]))) out.push(d);
    expect(out).toEqual(["a", "b"]);
  });
});
