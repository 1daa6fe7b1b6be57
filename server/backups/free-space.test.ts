import { mkdtempSync, rmSync, statfsSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { roomForBackup } from "./free-space.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "site-free-space-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("roomForBackup", () => {
  it("finds room for a database smaller than the disk's free space", async () => {
    const database = path.join(dir, "site.sqlite");
    writeFileSync(database, Buffer.alloc(64 * 1024));
    writeFileSync(`${database}-wal`, Buffer.alloc(32 * 1024));
    const room = await roomForBackup(database, path.join(dir, "backups"));
    expect(room).toMatchObject({ enough: true, neededBytes: 96 * 1024 });
    expect(room.freeBytes).toBeGreaterThan(room.neededBytes);
  });

  it("finds none for a database larger than the free space (a sparse file, so the test fills no disk)", async () => {
    const database = path.join(dir, "site.sqlite");
    writeFileSync(database, "");
    const disk = statfsSync(dir);
    truncateSync(database, disk.bavail * disk.bsize + 1024 ** 3);
    const room = await roomForBackup(database, path.join(dir, "backups"));
    expect(room.enough).toBe(false);
    expect(room.neededBytes).toBeGreaterThan(room.freeBytes);
  });
});
