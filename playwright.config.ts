import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// The browser: CHROMIUM_PATH, else Debian's chromium, else the one Playwright manages.
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

// E2E_PORT_OFFSET moves every port, so that two checkouts of the project can run their end-to-end tests at once.
const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
export const e2ePorts = { emulator: 8797 + offset, reviews: 8798 + offset, site: 4331 + offset, baseSite: 4332 + offset } as const;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // npm test reads the JSON report to print its summary; run alone, the list is enough.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.site}`,
    trace: "retain-on-failure",
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
