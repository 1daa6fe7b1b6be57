// Issue 31: a backup that would fill the disk is not started. BACKUP_DIR is a tmpfs smaller than the database,
// mounted by the test (it runs as root on the project's machines and CI); where it cannot mount, it fails saying so.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, removeDataDir, startServer } from "../support/server.ts";

let backupDir: string;
let server: RunningServer | undefined;

beforeAll(() => {
  backupDir = mkdtempSync(path.join(tmpdir(), "site-small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", backupDir], { stdio: "pipe" });
  } catch (error) {
    throw new Error(`this test needs to mount a 64 KB tmpfs as BACKUP_DIR (as root): ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server);
  execFileSync("umount", [backupDir]);
  rmSync(backupDir, { recursive: true, force: true });
});

describe("the start-up backup", () => {
  it("is skipped with a warning naming the free space when the disk has less room than the database", async () => {
    server = await startServer({ env: { BACKUP_DIR: backupDir } });
    const isBackupLine = (line: string) => line.includes('"job":"backup"');
    const deadline = Date.now() + 30_000;
    while (!server.logs.some(isBackupLine)) {
      if (Date.now() > deadline) throw new Error("timed out waiting for the backup job");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const line = JSON.parse(server.logs.find(isBackupLine)!);
    expect(line).toMatchObject({ level: 40, warning: "backup skipped: the disk has less free space than the database needs" });
    expect(line.freeBytes).toBeLessThan(line.neededBytes);
    expect(readdirSync(backupDir)).toEqual([]);
  });
});
