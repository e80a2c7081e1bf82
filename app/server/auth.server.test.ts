import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionToken, verifySessionToken } from "./auth.server";
import { resetEnvForTests } from "./env.server";

const saved = { ...process.env };
beforeAll(() => {
  process.env.ANALYTICS_PASSWORD = "correct horse";
  process.env.SESSION_SECRET = "s".repeat(40);
  resetEnvForTests();
});
afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("verifySessionToken", () => {
  it("accepts the token it issued and no other spelling of its signature", () => {
    const token = createSessionToken();
    expect(verifySessionToken(token)).toBe(true);
    const last = token.at(-1);
    for (const c of ALPHABET) {
      if (c === last) continue;
      expect(verifySessionToken(token.slice(0, -1) + c), `last character ${c}`).toBe(false);
    }
  });
});
