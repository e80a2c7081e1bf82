/**
 * The chat endpoint's limits against a visitor (or a script) holding replies
 * open and spending a paid AI service (decision 067): replies streaming at
 * once per address and per server, a daily budget of AI calls per address,
 * and upstream error text never shown to visitors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSseParser } from "~/lib/sse";
import { action } from "~/routes/api.chat";
import { chatStreamSlots, resetChatLimitsForTests } from "~/server/chat/limits.server";
import { resetEnvForTests } from "~/server/env.server";
import { setupAppDatabase } from "./db";
import { type FakeOpenAi, startFakeOpenAi } from "./fake-openai";
import { asRoute, context } from "./staff-helpers";

setupAppDatabase({ CHAT_STREAMS_PER_ADDRESS: "2", CHAT_STREAMS_MAX: "3", AI_CALLS_PER_ADDRESS_PER_DAY: "2" });

const chatAction = asRoute(action);
const ask = (content = "How long does a solar panel installation take?", signal?: AbortSignal) =>
  new Request("http://localhost/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content }] }),
    signal,
  });
const call = (ip: string, request = ask()) => chatAction({ request, context: context(ip), params: {} });

beforeEach(() => resetChatLimitsForTests());

/** The text of an event-stream answer, its pieces joined. */
const textOf = async (res: Response) =>
  createSseParser()
    .push(await res.text())
    .deltas.join("");

describe("replies streaming at once", () => {
  it("caps one address's open streams, then the server's, and frees a slot when a stream ends", async () => {
    const first = await call("192.0.2.10");
    const second = await call("192.0.2.10");
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = await call("192.0.2.10");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("5");
    expect(await third.json()).toEqual({ error: expect.any(String) });

    // Another address has a slot of its own, until the server's ceiling (3).
    const other = await call("192.0.2.11");
    expect(other.status).toBe(200);
    const overServer = await call("192.0.2.12");
    expect(overServer.status).toBe(503);
    expect(overServer.headers.get("retry-after")).toBe("5");
    expect(chatStreamSlots().active()).toBe(3);

    // Read to the end: the slot comes back.
    expect(await first.text()).toContain("[DONE]");
    expect(chatStreamSlots().active()).toBe(2);
    expect((await call("192.0.2.10")).status).toBe(200);
  });

  it("frees the slot of a stream the visitor cancels or walks away from", async () => {
    const read = await call("192.0.2.20");
    await read.body!.cancel();
    expect(chatStreamSlots().active()).toBe(0);

    const gone = new AbortController();
    const unread = await call("192.0.2.20", ask(undefined, gone.signal));
    expect(unread.status).toBe(200);
    expect(chatStreamSlots().active()).toBe(1);
    gone.abort(); // nobody reads it any more
    expect(chatStreamSlots().active()).toBe(0);
  });

  it("counts an IPv6 visitor by its /64, not by each address", async () => {
    expect((await call("2001:db8:5:6::1")).status).toBe(200);
    expect((await call("2001:db8:5:6::2")).status).toBe(200);
    expect((await call("2001:db8:5:6:ffff::3")).status).toBe(429);
  });
});

describe("with an OpenAI-compatible service", () => {
  let upstream: FakeOpenAi;
  beforeAll(async () => {
    upstream = await startFakeOpenAi();
  });
  afterAll(async () => {
    await upstream?.close();
  });

  const withModel = async <T>(model: string, fn: () => Promise<T>): Promise<T> => {
    Object.assign(process.env, { AI_BASE_URL: upstream.url, AI_API_KEY: "secret-key", AI_MODEL: model });
    resetEnvForTests();
    try {
      return await fn();
    } finally {
      for (const k of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) delete process.env[k];
      resetEnvForTests();
    }
  };

  it("spends at most the daily budget of AI calls per address; beyond it the built-in assistant answers", async () => {
    await withModel("stream", async () => {
      const before = upstream.requests.length;
      for (let i = 0; i < 2; i++) {
        const res = await call("198.51.100.5");
        expect(await textOf(res)).toContain("Most home installations take 1-3 days.");
      }
      expect(upstream.requests.length - before).toBe(2);
      const third = await call("198.51.100.5");
      expect(third.status).toBe(200);
      const text = await textOf(third);
      expect(text.length).toBeGreaterThan(20); // the built-in assistant's answer
      expect(text).not.toContain("Most home installations take 1-3 days."); // the upstream's words
      expect(upstream.requests.length - before).toBe(2); // no third call upstream
      // Another address still has its own budget.
      await (await call("198.51.100.6")).text();
      expect(upstream.requests.length - before).toBe(3);
    });
  });

  it("never shows the service's error text or status to the visitor", async () => {
    await withModel("500", async () => {
      const res = await call("198.51.100.7");
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: "The assistant is unavailable." });
    });
    Object.assign(process.env, { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_API_KEY: "k", AI_MODEL: "m" });
    resetEnvForTests();
    try {
      const res = await call("198.51.100.8");
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: "The assistant is unavailable." });
    } finally {
      for (const k of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) delete process.env[k];
      resetEnvForTests();
    }
  });
});
