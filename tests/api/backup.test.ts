// Backups: taken while writes stream in, restored into a fresh data directory with every acknowledged write,
// made nightly by the server (and at start-up when missed), pruned, and downloadable as one archive.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { createGunzip } from "node:zlib";
import BetterSqlite3 from "better-sqlite3";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseFile } from "../../server/db/connection.ts";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, png, signIn, upload } from "./helpers.ts";

const run = promisify(execFile);
const backupName = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/;

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_POST_LIMIT: "100000" } });
  token = await signIn(server);
  await waitFor(() => server.logs.some((line) => line.includes('"job":"backup"')));
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

async function waitFor(condition: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function script(name: "backup" | "restore", env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, [`scripts/${name}.ts`, ...args], { env: { PATH: process.env.PATH, ...env } });
}

const contactIds = (dataDir: string): Set<string> => {
  const sqlite = new BetterSqlite3(path.join(dataDir, "site.sqlite"), { readonly: true });
  try {
    return new Set((sqlite.prepare("SELECT id FROM contacts").all() as { id: string }[]).map((row) => row.id));
  } finally {
    sqlite.close();
  }
};

describe("npm run backup and npm run restore", () => {
  it("copy every write acknowledged before the backup started, while writes go on, into a fresh data directory", async () => {
    const { _id: mediaId } = await admin(server, token, "POST", "/api/admin/media/create", { title: "Backed up", description: "" });
    const picture = await upload(
      server,
      `/api/admin/media/upload/${mediaId}`,
      "image",
      { bytes: await png(), name: "b.png", type: "image/png" },
      bearer(token),
    );
    expect(picture.status).toBe(200);

    const acknowledged: { id: string; at: number }[] = [];
    let writing = true;
    const writer = async (lane: number) => {
      for (let count = 0; writing; count += 1) {
        const answer = await call(server, "POST", "/api/user/contact/create", {
          name: `Writer ${lane}`,
          mobile: "+91 90000 44444",
          email: "writer@example.com",
          message: `Write ${lane}-${count}`,
        });
        if (answer.status === 201) acknowledged.push({ id: answer.body.data._id, at: performance.now() });
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    // Counted in writes, not in time, so a slow machine waits longer instead of failing.
    await waitFor(() => acknowledged.length >= 20);

    const backupStarted = performance.now();
    const { stdout } = await script("backup", { DATA_DIR: server.dataDir });
    const backupEnded = performance.now();
    await waitFor(() => acknowledged.some((write) => write.at > backupEnded));
    writing = false;
    await Promise.all(writers);

    const folder = stdout.trim().split("\n").at(-1)!;
    expect(path.dirname(folder)).toBe(path.join(server.dataDir, "backups"));
    expect(path.basename(folder)).toMatch(backupName);
    const before = acknowledged.filter((write) => write.at < backupStarted);
    const during = acknowledged.filter((write) => write.at >= backupStarted && write.at <= backupEnded);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(during.length).toBeGreaterThan(0);

    // The restore refuses while the server still has the database open.
    await expect(script("restore", { DATA_DIR: server.dataDir }, folder)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("stop the server first"),
    });

    const fresh = mkdtempSync(path.join(tmpdir(), "site-restore-"));
    try {
      const restored = await script("restore", { DATA_DIR: fresh }, folder);
      expect(restored.stdout).toMatch(/Signed out [1-9]\d* session/);
      const present = contactIds(fresh);
      const missing = before.filter((write) => !present.has(write.id));
      expect(missing).toEqual([]);
      console.log(
        `backup during writes: ${before.length} writes acknowledged before it started, all restored; ` +
          `${during.length} acknowledged while it ran; backup took ${Math.round(backupEnded - backupStarted)} ms`,
      );

      // Device cookies from the backup's time would exempt old browsers from the per-e-mail lock again.
      const restoredDb = new BetterSqlite3(databaseFile(fresh), { readonly: true });
      expect((restoredDb.prepare("SELECT count(*) AS n FROM admin_devices").get() as { n: number }).n).toBe(0);
      restoredDb.close();

      const revived = await startServer({ dataDir: fresh });
      try {
        expect((await call(revived, "GET", "/api/auth/session", undefined, bearer(token))).status).toBe(401);
        const newToken = await signIn(revived);
        const { media } = await admin(revived, newToken, "POST", "/api/admin/media", { pagesize: 100 });
        expect(media[0].image).toBe(picture.body.data.image);
        expect((await fetch(revived.url + media[0].image)).status).toBe(200);
        const { activity } = await admin(revived, newToken, "POST", "/api/admin/activity", { search: "backup.restore" });
        expect(activity).toHaveLength(1);
      } finally {
        await revived.stop();
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the server's nightly backup", () => {
  it("is made at start-up when the newest is older than a day, and keeps the newest BACKUP_KEEP", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-backups-"));
    const backups = path.join(dataDir, "elsewhere");
    for (const old of ["2026-01-01T21-30-00Z", "2026-01-02T21-30-00Z", "2026-01-03T21-30-00Z"]) {
      mkdirSync(path.join(backups, old), { recursive: true });
      writeFileSync(path.join(backups, old, "site.sqlite"), "");
    }
    const started = await startServer({ dataDir, env: { BACKUP_DIR: backups, BACKUP_KEEP: "2" } });
    try {
      await waitFor(() => started.logs.some((line) => line.includes('"job":"backup"')));
      const kept = readdirSync(backups).sort();
      expect(kept).toHaveLength(2);
      expect(kept[0]).toBe("2026-01-03T21-30-00Z");
      expect(kept[1]).toMatch(backupName);
      expect(existsSync(path.join(backups, kept[1]!, "site.sqlite"))).toBe(true);
      expect(started.logs.find((line) => line.includes('"job":"backup"'))).toContain('"removed":2');
    } finally {
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("GET /api/admin/backup", () => {
  it("answers the newest backup as one .tar.gz holding the database and the images, and logs the download", async () => {
    expect((await call(server, "GET", "/api/admin/backup")).status).toBe(401);
    const { stdout } = await script("backup", { DATA_DIR: server.dataDir });
    const newest = path.basename(stdout.trim().split("\n").at(-1)!);

    const response = await fetch(`${server.url}/api/admin/backup`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="practice-backup-${newest}.tar.gz"`);

    const files = new Map<string, Buffer>();
    const extract = tar.extract();
    extract.on("entry", (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk) => chunks.push(chunk as Buffer));
      stream.on("end", () => {
        files.set(header.name, Buffer.concat(chunks));
        next();
      });
    });
    const done = new Promise<void>((resolve, reject) => extract.on("finish", () => resolve()).on("error", reject));
    Readable.fromWeb(response.body as never)
      .pipe(createGunzip())
      .pipe(extract);
    await done;

    const names = [...files.keys()];
    expect(names).toContain(`${newest}/site.sqlite`);
    expect(names).toContain(`${newest}/backup.json`);
    expect(names.some((name) => new RegExp(`^${newest}/uploads/[0-9a-f]{24}/\\d+\\.jpg$`).test(name))).toBe(true);

    const copy = path.join(server.dataDir, "downloaded.sqlite");
    writeFileSync(copy, files.get(`${newest}/site.sqlite`)!);
    const sqlite = new BetterSqlite3(copy, { readonly: true });
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    expect((sqlite.prepare("SELECT count(*) AS n FROM admins").get() as { n: number }).n).toBe(1);
    sqlite.close();

    const { activity } = await admin(server, token, "POST", "/api/admin/activity", { search: "backup.download" });
    expect(activity[0]).toMatchObject({ action: "backup.download", target: `backup ${newest}` });
  });

  it("refuses a download the browser says another site asked for, and still serves the site's own", async () => {
    await script("backup", { DATA_DIR: server.dataDir });
    const crossSite = await call(server, "GET", "/api/admin/backup", undefined, { ...bearer(token), "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ success: false, message: "The back office answers only its own pages" });
    const sameOrigin = await fetch(`${server.url}/api/admin/backup`, { headers: { ...bearer(token), "sec-fetch-site": "same-origin" } });
    expect(sameOrigin.status).toBe(200);
    await sameOrigin.arrayBuffer();
  });

  it("answers 404 with a sentence when there is no backup, e.g. because BACKUP_DIR cannot be written; the server keeps running", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-nobackup-"));
    writeFileSync(path.join(dataDir, "a-file"), "");
    const blocked = await startServer({ dataDir, env: { BACKUP_DIR: path.join(dataDir, "a-file", "backups") } });
    try {
      await waitFor(() => blocked.logs.some((line) => line.includes('"job":"backup"')));
      expect(blocked.logs.find((line) => line.includes('"job":"backup"'))).toContain('"msg":"job failed"');
      const answer = await call(blocked, "GET", "/api/admin/backup", undefined, bearer(await signIn(blocked)));
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/no backup/i) });
    } finally {
      await blocked.stop();
      removeDataDir(blocked);
    }
  });
});
