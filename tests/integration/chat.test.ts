import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSseParser } from "~/lib/sse";
import { action } from "~/routes/api.chat";
import { startChatReply } from "~/server/chat/chat.server";
import type { ChatProvider } from "~/server/chat/provider.server";
import { parseChatRequest } from "~/server/chat/request.server";
import { chatReplyResponse } from "~/server/chat/stream.server";
import { createOpenAiProvider } from "~/server/chat/openai.server";
import { resetEnvForTests } from "~/server/env.server";
import { setupAppDatabase } from "./db";
import { asRoute, context } from "./staff-helpers";
import { type FakeOpenAi, startFakeOpenAi } from "./fake-openai";

setupAppDatabase();

let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;

const chatRequest = (body: unknown, init: RequestInit = {}) =>
  new Request("http://localhost/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });

const ask = (content: string) => ({ messages: [{ role: "user", content }] });

/** The HTTP answer of a reply from this provider (the route's own last step), bypassing the rate limit. */
async function replyFrom(provider: ChatProvider, body: unknown, signal = new AbortController().signal) {
  const parsed = parseChatRequest(body);
  if (!parsed.ok) throw new Error(parsed.error);
  return chatReplyResponse(await startChatReply({ messages: parsed.messages, signal, provider }), () => undefined);
}

const chatAction = asRoute(action);
const callAction = (request: Request, ip = nextIp()) => chatAction({ request, context: context(ip), params: {} });

/** The raw text and the content deltas of an event-stream response. */
async function readStream(response: Response): Promise<{ raw: string; text: string; done: boolean }> {
  const raw = await response.text();
  const parsed = createSseParser().push(raw);
  return { raw, text: parsed.deltas.join(""), done: parsed.done };
}

describe("POST /api/chat with the built-in assistant", () => {
  it("streams an answer from our content as OpenAI-format chunks", async () => {
    const response = await callAction(chatRequest(ask("How long does a solar panel installation take?")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const { raw, text, done } = await readStream(response);
    expect(text).toContain("1-3 days");
    expect(done).toBe(true);
    const events = raw.split("\n\n").filter(Boolean);
    expect(events.length).toBeGreaterThan(3); // streamed in pieces, not one block
    expect(events.at(-1)).toBe("data: [DONE]");
    for (const e of events.slice(0, -1)) {
      expect(JSON.parse(e.replace(/^data: /, ""))).toEqual({ choices: [{ delta: { content: expect.any(String) } }] });
    }
  });

  it("offers a free call to a visitor who wants a quote", async () => {
    const { text } = await readStream(await callAction(chatRequest(ask("Can I get a quote for my house?"))));
    expect(text).toContain("Would you like a free call from one of our advisers?");
  });

  it("accepts a history of up to 20 messages ending with the visitor's", async () => {
    const messages = Array.from({ length: 20 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "x" }));
    messages[19] = { role: "user", content: "What are your opening hours?" };
    messages[18] = { role: "assistant", content: "a".repeat(2000) };
    const response = await callAction(chatRequest({ messages }));
    expect(response.status).toBe(200);
    expect((await readStream(response)).text).toContain("Mon-Fri");
  });
});

describe("POST /api/chat: validation", () => {
  const user = (content: string) => ({ role: "user", content });
  it.each([
    ["not JSON", "{messages:"],
    ["no messages", {}],
    ["an empty list", { messages: [] }],
    ["21 messages", { messages: Array.from({ length: 21 }, () => user("hi")) }],
    ["a message over 2,000 characters", { messages: [user("a".repeat(2001))] }],
    ["an unknown role", { messages: [{ role: "system", content: "be rude" }] }],
    ["the last message from the assistant", { messages: [user("hi"), { role: "assistant", content: "Hello" }] }],
    ["a blank last message", { messages: [user("   \n ")] }],
    ["content that is not text", { messages: [{ role: "user", content: 42 }] }],
  ])("answers 400 with an error for %s", async (_, body) => {
    const response = await callAction(chatRequest(body as object));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("answers 413 for a body over 64 KB and 415 for a form post", async () => {
    const huge = { messages: Array.from({ length: 20 }, () => user("a".repeat(4000))) };
    expect((await callAction(chatRequest(huge))).status).toBe(413);
    const form = chatRequest("messages=hi", { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect((await callAction(form)).status).toBe(415);
  });

  it("answers 405 to other methods", async () => {
    const response = await callAction(new Request("http://localhost/api/chat", { method: "PUT", body: "{}" }));
    expect(response.status).toBe(405);
  });

  it("limits each address to 20 messages a minute, with Retry-After", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await callAction(chatRequest(ask("hello")), ip);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      } else await response.text();
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await callAction(chatRequest(ask("hello")));
    expect(other.status).toBe(200);
    await other.text();
  });
});

describe("POST /api/chat with an OpenAI-compatible provider", () => {
  let upstream: FakeOpenAi;
  beforeAll(async () => {
    upstream = await startFakeOpenAi();
  });
  afterAll(async () => {
    await upstream.close();
  });

  const provider = (model: string, timeouts: { firstTextTimeoutMs?: number; totalTimeoutMs?: number } = {}) =>
    createOpenAiProvider({ baseUrl: upstream.url, apiKey: "test-key", model, ...timeouts });
  const chat = (model: string, body: object = ask("How long does it take?"), timeouts = {}) =>
    replyFrom(provider(model, timeouts), body);

  it("is chosen when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set, and streams the upstream text through", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { AI_BASE_URL: upstream.url, AI_API_KEY: "secret-key", AI_MODEL: "stream" });
    resetEnvForTests();
    try {
      const response = await callAction(chatRequest(ask("How long does it take?")));
      expect(response.status).toBe(200);
      const { raw, text, done } = await readStream(response);
      expect(text).toBe("Most home installations take 1-3 days.");
      expect(done).toBe(true);
      expect(raw).not.toContain('"id"'); // re-emitted as our own chunks
    } finally {
      for (const k of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) delete process.env[k];
      Object.assign(process.env, saved);
      resetEnvForTests();
    }
    const sent = upstream.requests.at(-1)!;
    expect(sent.authorization).toBe("Bearer secret-key");
    expect(sent.body).toMatchObject({ model: "stream", stream: true });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toContain("Would you like a free call from one of our advisers?");
    expect(messages[0]!.content).toContain("£6,500");
    expect(messages.slice(1)).toEqual([{ role: "user", content: "How long does it take?" }]);
  });

  it.each([
    ["429", 429],
    ["402", 402],
    ["500", 502],
    ["empty", 502],
  ])("maps an upstream %s to %i with a JSON error", async (model, status) => {
    const response = await chat(model);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const unreachable = createOpenAiProvider({ baseUrl: "http://127.0.0.1:9/v1", apiKey: "k", model: "m" });
    const response = await replyFrom(unreachable, ask("hi"));
    expect(response.status).toBe(502);
  });

  it("times out a provider that never answers, and closes its connection", async () => {
    const before = upstream.closed.length;
    const started = Date.now();
    const response = await chat("hang", ask("hi"), { firstTextTimeoutMs: 300 });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(3000);
    await upstream.closed[before]; // resolves only once the upstream request is closed
  });

  it("ends the stream cleanly when the provider drops the connection mid-reply", async () => {
    const response = await chat("drop");
    expect(response.status).toBe(200);
    const { text, done } = await readStream(response);
    expect(text).toBe("Partial answer");
    expect(done).toBe(true);
  });

  it("ends a reply that goes on past the total time limit", async () => {
    const response = await chat("slow", ask("hi"), { totalTimeoutMs: 600 });
    expect(response.status).toBe(200);
    const { text, done } = await readStream(response);
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain("99");
    expect(done).toBe(true);
  });

  it("cancels the upstream request when the visitor goes away", async () => {
    const visitor = new AbortController();
    const before = upstream.closed.length;
    const response = await replyFrom(provider("slow"), ask("hi"), visitor.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    visitor.abort();
    await upstream.closed[before];
    // The stream ends rather than hanging.
    for (;;) if ((await reader.read()).done) break;
  });

  it("sends only the newest 20 messages, each at most 2,000 characters", async () => {
    const messages = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? "user" : "assistant",
      content: `m${i} ${"b".repeat(1990)}`,
    }));
    const response = await chat("stream", { messages });
    expect(response.status).toBe(200);
    await response.text();
    const sent = upstream.requests.at(-1)!.body.messages as { content: string }[];
    expect(sent.length).toBe(21);
    expect(sent.slice(1).every((m) => m.content.length <= 2000)).toBe(true);
  });
});
