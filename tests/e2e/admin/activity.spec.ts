import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2eAdmin } from "../support/admin.ts";
import { adminToken, bearer, dataOf, entryWith, expectToast, openSection, openSignedIn, uniqueName } from "./support.ts";

test("the Activity screen lists a change just made, newest first, with who did it", async ({ page, request }, testInfo) => {
  const token = await adminToken(request);
  const title = uniqueName(testInfo, "Logged item");
  await dataOf(await request.post("/api/admin/media/create", { data: { title, description: "" }, headers: bearer(token) }));

  await openSignedIn(page, token, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openSection(page, "Activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const entry = entryWith(page, title);
  await expect(entry).toContainText("Added a media item");
  await expect(entry).toContainText(e2eAdmin.email);
  if (testInfo.project.name === "desktop") {
    await expect(page.getByRole("columnheader")).toHaveText(["When", "Who", "What", "On what"]);
  }
  await expectNoAxeViolations(page);
});

test("the dashboard downloads the newest backup as one .tar.gz", async ({ page, request }) => {
  const token = await adminToken(request);
  await openSignedIn(page, token, "/admin/dashboard");
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups).toContainText("every night at 03:00");
  const [download] = await Promise.all([page.waitForEvent("download"), backups.getByRole("button", { name: "Download the newest backup" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^practice-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/);
  const tar = gunzipSync(readFileSync(await download.path()));
  expect(tar.toString("latin1")).toContain("/site.sqlite");
  await expectToast(page, `Saved ${download.suggestedFilename()} to your downloads`);
  await expectNoAxeViolations(page);
});
