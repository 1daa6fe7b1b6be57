import { defineConfig } from "vitest/config";

/** The calendar file's and the India dates' tests run again in these zones: a schedule is an instant, whatever the zone. */
const zones = ["UTC", "America/New_York", "Asia/Kolkata"];
const zonedTests = ["app/lib/ics.test.ts", "app/lib/dates.test.ts", "tests/zones/zone.test.ts"];

export default defineConfig({
  test: {
    // API test files start server processes; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      // Unit tests and service tests (in-process, each on its own migrated database, decision 9): `npm run test:fast`.
      { extends: true, test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/docs/**/*.test.ts"] } },
      // The API over real HTTP against the built server (npm run build first).
      // Its global setup stops any server process a failed or timed-out test left running.
      { extends: true, test: { name: "api", include: ["tests/api/**/*.test.ts"], globalSetup: ["tests/support/global-setup.ts"] } },
      ...zones.map((zone) => ({ extends: true, test: { name: `zone ${zone}`, include: zonedTests, env: { TZ: zone } } })),
    ],
  },
});
