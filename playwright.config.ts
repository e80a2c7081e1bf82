import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with "sudo apt-get install -y chromium" ` +
      "(or set CHROME_PATH to a Chromium or Chrome binary), then run the tests again.",
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run.
const dataDir = mkdtempSync(path.join(tmpdir(), "solar-e2e-"));

const launchOptions = {
  executablePath: chromePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 15_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    // *.mobile.spec.ts and *.desktop.spec.ts run at one width only (behaviour of that layout, or of the server).
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: "node build/server.js",
    url: `${baseURL}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://www.cymrusolar.example",
      ANALYTICS_PASSWORD: "e2e-staff-password",
      LOG_LEVEL: "warn",
      // Every browser test submits from 127.0.0.1; the per-address limit has its own integration test.
      LEAD_RATE_LIMIT_PER_HOUR: "100000",
      QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE: "100000",
      // The site-wide lead and e-mail ceilings and the collapsing of identical leads have their own
      // integration test (tests/integration/lead-flood.test.ts); browser tests send the same visitor often.
      LEADS_SITE_LIMIT_PER_HOUR: "100000",
      LEAD_EMAILS_PER_HOUR: "100000",
      LEAD_DUPLICATE_WINDOW_MINUTES: "0",
    },
  },
});
