import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deviceTypeFor, randomId, SESSION_KEY, sessionIdFrom, UTM_KEY, utmFrom } from "./session";

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("quiz session", () => {
  it("creates a random UUID once per browser session", () => {
    const storage = memoryStorage();
    const id = sessionIdFrom(storage, webcrypto as Crypto);
    expect(id).toMatch(UUID);
    expect(storage.data.get(SESSION_KEY)).toBe(id);
    expect(sessionIdFrom(storage, webcrypto as Crypto)).toBe(id);
    expect(sessionIdFrom(memoryStorage(), webcrypto as Crypto)).not.toBe(id);
  });

  it("makes a v4 UUID without crypto.randomUUID (insecure contexts)", () => {
    const id = randomId({ getRandomValues: webcrypto.getRandomValues.bind(webcrypto) as Crypto["getRandomValues"] });
    expect(id).toMatch(UUID);
  });

  it("reads utm tags from the URL and keeps them for the session", () => {
    const storage = memoryStorage();
    expect(utmFrom("?utm_source=facebook&utm_medium=paid&utm_campaign=spring&v=b", storage)).toEqual({
      utm_source: "facebook",
      utm_medium: "paid",
      utm_campaign: "spring",
    });
    expect(JSON.parse(storage.data.get(UTM_KEY) ?? "")).toMatchObject({ utm_source: "facebook" });
    expect(utmFrom("", storage)).toEqual({ utm_source: "facebook", utm_medium: "paid", utm_campaign: "spring" });
    expect(utmFrom("?utm_source=google", storage)).toEqual({ utm_source: "google" });
  });

  it("keeps tags short and URL-safe, and survives garbage in storage", () => {
    expect(utmFrom(`?utm_source=${"x".repeat(500)}`, null).utm_source).toHaveLength(64);
    expect(utmFrom("?utm_campaign=Spring%20Sale%21", null)).toEqual({ utm_campaign: "Spring-Sale" });
    const storage = memoryStorage();
    storage.data.set(UTM_KEY, "{not json");
    expect(utmFrom("", storage)).toEqual({});
  });

  it.each([
    [390, "mobile"],
    [767, "mobile"],
    [768, "tablet"],
    [1023, "tablet"],
    [1280, "desktop"],
  ])("classes a %i px viewport as %s", (width, type) => {
    expect(deviceTypeFor(width)).toBe(type);
  });
});
