import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv, getStaffSecrets, resetEnvForTests } from "./env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

describe("getEnv", () => {
  it("gives working defaults with nothing set", () => {
    withEnv({ PORT: undefined, PUBLIC_URL: undefined, DATABASE_URL: undefined, DATA_DIR: undefined });
    expect(getEnv()).toMatchObject({ PORT: 3000, PUBLIC_URL: "http://localhost:3000", DATA_DIR: "./data" });
    expect(getEnv().DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset and trims a trailing slash from PUBLIC_URL", () => {
    withEnv({ DATABASE_URL: "", PUBLIC_URL: "https://www.example.co.uk/" });
    expect(getEnv().DATABASE_URL).toBeUndefined();
    expect(getEnv().PUBLIC_URL).toBe("https://www.example.co.uk");
  });

  it("bounds the request and AI timeouts: a second at least for clients, a tenth of one for the AI service", () => {
    withEnv({ REQUEST_TIMEOUT_MS: undefined, AI_TIMEOUT_MS: undefined });
    expect(getEnv()).toMatchObject({ REQUEST_TIMEOUT_MS: 30_000, AI_TIMEOUT_MS: 20_000 });
    withEnv({ REQUEST_TIMEOUT_MS: "500", AI_TIMEOUT_MS: "0" });
    expect(() => getEnv()).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => getEnv()).toThrow(/AI_TIMEOUT_MS/);
  });

  it("names every invalid variable", () => {
    withEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LEAD_EMAIL_TO: "nobody" });
    expect(() => getEnv()).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LEAD_EMAIL_TO/);
  });
});

describe("getStaffSecrets", () => {
  it("generates the password and secret once and keeps them private in DATA_DIR", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    withEnv({ DATA_DIR: dir, ANALYTICS_PASSWORD: undefined, SESSION_SECRET: undefined });
    const first = getStaffSecrets();
    expect(first.generatedPassword).toBe(true);
    expect(first.analyticsPassword.length).toBeGreaterThanOrEqual(16);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ analyticsPassword: first.analyticsPassword });

    expect(first.passwordCreated).toBe(true);
    resetEnvForTests();
    // The next start reads the same values and knows it did not create them.
    expect(getStaffSecrets()).toEqual({ ...first, passwordCreated: false });
  });

  it("prefers configured values", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    withEnv({ DATA_DIR: dir, ANALYTICS_PASSWORD: "configured password", SESSION_SECRET: "s".repeat(40) });
    expect(getStaffSecrets()).toEqual({
      analyticsPassword: "configured password",
      sessionSecret: "s".repeat(40),
      generatedPassword: false,
      passwordCreated: false,
      sessionSecrets: ["s".repeat(40)],
    });
  });

  it("lists previous session secrets after the current one, for rotation", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    withEnv({
      DATA_DIR: dir,
      SESSION_SECRET: "n".repeat(40),
      SESSION_SECRET_PREVIOUS: `${"o".repeat(32)}, ${"p".repeat(33)}`,
    });
    expect(getStaffSecrets().sessionSecrets).toEqual(["n".repeat(40), "o".repeat(32), "p".repeat(33)]);
    withEnv({ SESSION_SECRET_PREVIOUS: "short" });
    expect(() => getEnv()).toThrow(/SESSION_SECRET_PREVIOUS: each at least 32 characters/);
  });
});

describe("ANALYTICS_PASSWORD", () => {
  it("stops start-up with a clear message when shorter than 12 characters, over 100, or padded with spaces", () => {
    for (const [value, message] of [
      ["a", /ANALYTICS_PASSWORD: at least 12 characters/],
      ["eleven-char", /ANALYTICS_PASSWORD: at least 12 characters/],
      ["x".repeat(101), /ANALYTICS_PASSWORD: at most 100 characters/],
      [" twelve chars here", /ANALYTICS_PASSWORD: must not begin or end with spaces/],
    ] as const) {
      withEnv({ ANALYTICS_PASSWORD: value });
      expect(() => getEnv(), value).toThrow(message);
    }
  });

  it("counts characters, not UTF-16 units, and keeps the password NFC-normalised and untrimmed", () => {
    withEnv({ ANALYTICS_PASSWORD: "\u{1F31E}".repeat(100) });
    expect(() => getEnv()).not.toThrow();
    withEnv({ ANALYTICS_PASSWORD: "Cafe\u0301 staff password" });
    expect(getEnv().ANALYTICS_PASSWORD).toBe("Caf\u00e9 staff password");
  });
});
