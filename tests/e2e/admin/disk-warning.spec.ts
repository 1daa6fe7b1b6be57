// Issue 31: the dashboard warns while the site's disk has less than 10 % or 200 MB free. The data directory is a
// 64 MB tmpfs, so it always does here; mounting needs root (or CAP_SYS_ADMIN), and without it this spec fails and
// says so rather than passing on a disk with room.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";

// Named here (the server of its own takes its folder when the spec is declared), made only when the spec runs.
const mountPoint = path.join(tmpdir(), `small-disk-${randomBytes(6).toString("hex")}`);

test.beforeAll(() => {
  mkdirSync(mountPoint);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mountPoint], { stdio: "pipe" });
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    throw new Error(`This spec needs to mount a 64 MB tmpfs (run it as root, or in a container with CAP_SYS_ADMIN): ${reason}`);
  }
});

const own = serverOfItsOwn({ dataDir: path.join(mountPoint, "data"), env: { BACKUP_DIR: path.join(mountPoint, "backups") } });

test.afterAll(() => {
  // Lazily: the server of its own may still be stopping, and the mount goes once it has.
  execFileSync("umount", ["-l", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

test("the dashboard warns that the disk is nearly full, with its free and total space", async ({ page }) => {
  await page.goto(`${own.server.url}/robots.txt`);
  await page.evaluate((value) => window.localStorage.setItem("adminToken", value), own.token);
  await page.goto(`${own.server.url}/admin/dashboard`);
  const warning = page.getByRole("alert").filter({ hasText: "The server's disk is nearly full" });
  await expect(warning).toContainText(/\d+\.\d MB free of 64\.0 MB/);
  await expect(warning).toContainText("nothing new can be saved");
  await expectNoAxeViolations(page);
});
