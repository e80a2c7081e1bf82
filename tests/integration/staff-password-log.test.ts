import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getStaffSecrets, resetEnvForTests } from "~/server/env.server";
import { announceStaffPassword } from "~/server/staff-password.server";

/** What start-up (runtime.server.ts start()) writes about a generated password, over several starts. */

const saved = { DATA_DIR: process.env.DATA_DIR, ANALYTICS_PASSWORD: process.env.ANALYTICS_PASSWORD };
let dir: string | undefined;

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One start of the server: a fresh read of the environment and secrets, and the lines logged. */
function start(): string[] {
  resetEnvForTests();
  const lines: string[] = [];
  announceStaffPassword({ warn: (m) => lines.push(m), info: (m) => lines.push(m) });
  return lines;
}

describe("the generated staff password", () => {
  it("is logged once, when it is created, and never again; later starts say where it is kept", () => {
    dir = mkdtempSync(path.join(tmpdir(), "staff-password-"));
    process.env.DATA_DIR = dir;
    delete process.env.ANALYTICS_PASSWORD;
    const starts = [start(), start(), start()];
    const password = getStaffSecrets().analyticsPassword;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const all = starts.flat().join("\n");
    expect(all.split(password)).toHaveLength(2);
    expect(starts[0]!.join("\n")).toContain(password);
    for (const later of starts.slice(1)) {
      expect(later.join("\n")).not.toContain(password);
      expect(later.join("\n")).toContain(path.join(dir, "secrets.json"));
    }
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8"))).toMatchObject({
      analyticsPassword: password,
    });
  });

  it("a configured password is never logged", () => {
    dir = mkdtempSync(path.join(tmpdir(), "staff-password-"));
    process.env.DATA_DIR = dir;
    process.env.ANALYTICS_PASSWORD = "configured staff password";
    expect(start()).toEqual([]);
  });
});
