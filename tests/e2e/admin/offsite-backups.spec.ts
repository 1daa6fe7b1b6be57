// Issue 31 in Chromium, on a server of its own with a restic repository in a temporary folder: the dashboard shows
// when the last off-site backup went, runs a restore drill on demand, and shows a failed drill in red.
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { type RunningServer, removeDataDir, startServer, testAdmin } from "../../support/server.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { newApiContext, test } from "../support/test.ts";
import { bearer, dataOf } from "./support.ts";

test.describe.configure({ mode: "serial" });

let repositoryDir: string;
let server: RunningServer;
let api: APIRequestContext;
let token: string;

test.beforeAll(async () => {
  repositoryDir = mkdtempSync(path.join(tmpdir(), "site-e2e-offsite-"));
  mkdirSync(path.join(repositoryDir, "repository"));
  server = await startServer({ env: { BACKUP_REPOSITORY: path.join(repositoryDir, "repository"), BACKUP_PASSWORD: "an e2e repository passphrase" } });
  api = await newApiContext(server.url);
  token = (await dataOf<{ encoded_token: string }>(await api.post("/api/auth/signin", { data: testAdmin }))).encoded_token;
  // The start-up backup's off-site copy, before the dashboard is opened.
  await expect
    .poll(
      async () =>
        (await dataOf<{ offsite: { lastSuccessAt: string | null } }>(await api.get("/api/admin/backup/status", { headers: bearer(token) }))).offsite
          .lastSuccessAt,
      {
        timeout: 30_000,
      },
    )
    .not.toBeNull();
});
test.afterAll(async () => {
  await api.dispose();
  await server.stop();
  removeDataDir(server);
  rmSync(repositoryDir, { recursive: true, force: true });
});

/** The back office of this spec's own server, signed in. */
async function openDashboard(page: Page) {
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate((value) => window.localStorage.setItem("adminToken", value), token);
  await page.goto(`${server.url}/admin/dashboard`);
}

test("the dashboard shows the last off-site backup and runs a restore drill that passes", async ({ page }, testInfo) => {
  await openDashboard(page);
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups.getByText("Last off-site backup")).toBeVisible();
  await expect(backups.getByText(/IST$/).first()).toBeVisible();
  await expect(backups.getByText(/^None yet: it runs every week/)).toBeVisible();
  await backups.getByRole("button", { name: "Run a restore drill now" }).click();
  await expect(page.getByText("The restore drill passed: the newest off-site backup restores intact.")).toBeVisible();
  await expect(backups.getByText(/^Passed on .+ IST: 0 posts, 0 comments, 0 messages and \d+ image files restored/)).toBeVisible();
  await expect(backups.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("backups-passed.png"), fullPage: true });
});

test("a drill of a damaged repository fails and shows in red", async ({ page }, testInfo) => {
  const packs = path.join(repositoryDir, "repository", "data");
  for (const entry of readdirSync(packs, { recursive: true, withFileTypes: true }).filter((item) => item.isFile())) {
    const pack = path.join(entry.parentPath, entry.name);
    chmodSync(pack, 0o600);
    const descriptor = openSync(pack, "r+");
    writeSync(descriptor, Buffer.alloc(64, 0xff), 0, 64, Math.floor(statSync(pack).size / 2));
    closeSync(descriptor);
  }
  await openDashboard(page);
  const backups = page.getByRole("region", { name: "Backups" });
  await backups.getByRole("button", { name: "Run a restore drill now" }).click();
  await expect(page.getByText("The restore drill failed. See the details under Backups.")).toBeVisible();
  await expect(backups.getByRole("alert")).toContainText(
    "The last restore drill failed: the newest snapshot could not be restored intact (restic restore exited with 1",
  );
  await expect(backups.getByText(/^Failed on .+ IST\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("backups-failed.png"), fullPage: true });
});
