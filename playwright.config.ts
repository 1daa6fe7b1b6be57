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
        // Debian's launcher (/etc/chromium.d/default-flags) turns GPU rasterization on, which without a GPU paints
        // through SwiftShader in the GPU process: measured, about a tenth more CPU for the same tests.
        "--disable-gpu-rasterization",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // A failing test keeps its trace (test-results/…/trace.zip): `npx playwright show-trace` replays it.
    trace: "retain-on-failure",
  },
  // Every test runs at both widths unless it says otherwise (docs/decisions/0046-one-width-where-the-width-changes-nothing.md):
  // a whole spec by its name (`*.phone.spec.ts` at 390 px, `*.desktop.spec.ts` at 1280 px), one test or group by its
  // tag (`{ tag: "@phone" }`, `{ tag: "@desktop" }`).
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      testIgnore: "**/*.desktop.spec.ts",
      grepInvert: /@desktop/,
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, testIgnore: "**/*.phone.spec.ts", grepInvert: /@phone/ },
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
