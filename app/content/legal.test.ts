/** The privacy policy states the periods the server applies by default (docs/product.md §16). */
import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "~/server/env.server";
import { privacyPolicy } from "./legal";

const text = JSON.stringify(privacyPolicy);
const saved = { lead: process.env.LEAD_RETENTION_DAYS, analytics: process.env.ANALYTICS_RETENTION_DAYS };

afterEach(() => {
  if (saved.lead === undefined) delete process.env.LEAD_RETENTION_DAYS;
  else process.env.LEAD_RETENTION_DAYS = saved.lead;
  if (saved.analytics === undefined) delete process.env.ANALYTICS_RETENTION_DAYS;
  else process.env.ANALYTICS_RETENTION_DAYS = saved.analytics;
  resetEnvForTests();
});

describe("the privacy policy", () => {
  it("names the default retention periods of leads and quiz analytics", () => {
    delete process.env.LEAD_RETENTION_DAYS;
    delete process.env.ANALYTICS_RETENTION_DAYS;
    resetEnvForTests();
    const env = getEnv();
    expect(text).toContain(`${env.LEAD_RETENTION_DAYS} days (two years)`);
    expect(text).toContain(`deleted after ${env.ANALYTICS_RETENTION_DAYS} days`);
  });

  it("says that addresses are not stored, that details can be erased, and what stays", () => {
    expect(text).toMatch(/internet \(IP\) address.*We never store it/);
    expect(text).toContain("You can ask us to erase your details at any time");
    expect(text).toContain("anonymous record");
  });
});
