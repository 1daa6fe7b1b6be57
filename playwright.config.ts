import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two workers for two cores; specs must not depend on each other's data.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // A failing test keeps its trace (test-results/…/trace.zip): `npx playwright show-trace` replays it.
    trace: "retain-on-failure",
  },
  // Every spec runs at both widths unless its name says otherwise: `*.desktop.spec.ts` runs once, at 1280 px (its checks
  // do not depend on the width, or it sets its widths itself), `*.phone.spec.ts` once, at 390 px (a language's words
  // and axe findings, the same at any width).
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      testIgnore: "**/*.desktop.spec.ts",
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, testIgnore: "**/*.phone.spec.ts" },
  ],
  webServer: {
    command: "node tests/e2e/support/serve.ts",
    url: `http://localhost:${port}/api/user/visitor/get`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
