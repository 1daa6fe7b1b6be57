// Issue 31: a full disk is a clear message, not a dead site. The data directory is a small tmpfs that the test fills
// with a file of its own: the health check says `degraded` once too little is free for the writes (issue 36: before
// any write failed), writes answer 507 and keep nothing, reads and signing in keep working, and nothing acknowledged
// before is lost. Mounting needs root (or CAP_SYS_ADMIN): without it this test fails and says so, since a full disk
// cannot be faked honestly any other way.
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, startServer, testAdmin } from "../support/server.ts";
import { admin, bearer, png, sampleBlog, signIn, upload, withDatabase } from "./helpers.ts";

const diskFull = { success: false, message: "The server's disk is full; nothing was saved" };

let mountPoint = "";
let backupDir = "";
let server: RunningServer;
let token = "";
/** Every post the server answered 201 for. */
const acknowledged: string[] = [];

function mountSmallDisk(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=32m", "tmpfs", directory], { stdio: "pipe" });
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    throw new Error(`This test needs to mount a 32 MB tmpfs (run it as root, or in a container with CAP_SYS_ADMIN): ${reason}`);
  }
  return directory;
}

/** Writes a file until the file system has no block left: 1 MiB at a time, then ever smaller pieces. */
function fillDisk(): void {
  const file = openSync(path.join(mountPoint, "filler"), "a");
  try {
    for (const size of [1024 * 1024, 64 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(file, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    closeSync(file);
  }
}

const emptyDisk = () => rmSync(path.join(mountPoint, "filler"), { force: true });
const fullDiskLines = () => server.logs.filter((line) => line.includes('"level":50') && line.includes("the disk is full"));
/** The lines once `count` arrived (the server's output comes through a pipe, after the answer at times), or as they are after 5 s. */
async function fullDiskLinesOnce(count: number): Promise<string[]> {
  for (let waited = 0; fullDiskLines().length < count && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return fullDiskLines();
}
const health = async () => {
  const answer = await call(server, "GET", "/api/health");
  return { status: answer.status, body: answer.body };
};
const createPost = (title: string) =>
  call(server, "POST", "/api/admin/blogs/create", { ...sampleBlog, title, content: [{ title: "Long", description: "Words. ".repeat(3000) }] }, bearer(token));

beforeAll(async () => {
  mountPoint = mountSmallDisk();
  backupDir = mkdtempSync(path.join(tmpdir(), "full-disk-backups-"));
  server = await startServer({ dataDir: path.join(mountPoint, "data"), env: { BACKUP_DIR: backupDir } });
  token = await signIn(server);
});

afterAll(async () => {
  await server?.stop();
  if (mountPoint) {
    execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
  rmSync(backupDir, { recursive: true, force: true });
});

describe("a full disk", () => {
  it("finds the practice document written at start-up, before any page was viewed", () => {
    expect(withDatabase(server, (sqlite) => sqlite.prepare("SELECT count(*) AS n FROM practice").get())).toEqual({ n: 1 });
  });

  it("says degraded as soon as the disk is full, then answers an upload 507 with a clear message and keeps none of it, logging once with the free space", async () => {
    const blogId = (await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "Before the disk filled" }))._id;
    acknowledged.push(blogId);
    const imagesBefore = withDatabase(server, (sqlite) => sqlite.prepare("SELECT count(*) AS n FROM images").get());
    expect((await health()).body).toEqual({ status: "ok" });

    fillDisk();
    // Before any write has found the disk full: a monitor hears of it before a patient's message is refused.
    expect(await health()).toEqual({ status: 503, body: { status: "degraded" } });
    expect(fullDiskLines()).toEqual([]);
    const picture = { bytes: await png(1200, 800), name: "cover.png", type: "image/png" };
    const refused = await upload(server, `/api/admin/blogs/blogimage/${blogId}`, "blogimage", picture, bearer(token));
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual(diskFull);
    expect(withDatabase(server, (sqlite) => sqlite.prepare("SELECT count(*) AS n FROM images").get())).toEqual(imagesBefore);

    const contact = await call(server, "POST", "/api/user/contact/create", { name: "A reader", email: "reader@example.com", message: "Hello" });
    expect(contact.status).toBe(507);
    expect(contact.body).toEqual(diskFull);
    expect(await fullDiskLinesOnce(1)).toHaveLength(1);
    expect(JSON.parse(fullDiskLines()[0]!)).toMatchObject({ code: "ENOSPC", freeBytes: expect.any(Number), url: `/api/admin/blogs/blogimage/${blogId}` });
  });

  it("keeps reads, signing in and deleting working, and the health check says degraded", async () => {
    expect(await health()).toEqual({ status: 503, body: { status: "degraded" } });
    // What Caddy asks: it would stop sending visitors on a 503, and reading and signing in still work.
    expect((await call(server, "GET", "/api/health?proxy")).status).toBe(200);
    for (const page of ["/", "/blogs", "/about-me", "/hi/blogs"]) expect((await fetch(server.url + page)).status, page).toBe(200);
    // The dashboard's figures: the 8 MiB reserve given back is about all that is free of the 32 MB, far below 10 %.
    const { disk } = await admin(server, token, "GET", "/api/admin/stats");
    expect(disk).toMatchObject({ totalBytes: 32 * 1024 * 1024, low: true });
    expect(disk.freeBytes).toBeLessThanOrEqual(8 * 1024 * 1024 + 64 * 1024);
    expect((await call(server, "GET", "/api/user/blog")).status).toBe(200);
    expect((await call(server, "POST", "/api/admin/blogs", { page: 1 }, bearer(token))).status).toBe(200);

    token = await signIn(server);
    const doomed = acknowledged.pop()!;
    expect((await call(server, "DELETE", "/api/admin/blogs/delete", { _id: doomed }, bearer(token))).status).toBe(200);
    expect((await createPost("Refused while full")).body).toEqual(diskFull);
    expect(fullDiskLines()).toHaveLength(1);
  });

  it("takes writes again once there is room, and refuses them again when a database write finds the disk full", async () => {
    emptyDisk();
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
    const created = await createPost("After the room came back");
    expect(created.status).toBe(201);
    acknowledged.push(created.body.data._id);

    fillDisk();
    let answer = created;
    // The WAL's space already on disk takes a few writes; then the database can grow no further.
    for (let attempt = 0; attempt < 400 && answer.status === 201; attempt += 1) {
      answer = await createPost(`Written on a filling disk ${attempt}`);
      if (answer.status === 201) acknowledged.push(answer.body.data._id);
    }
    expect(answer.status).toBe(507);
    expect(answer.body).toEqual(diskFull);
    expect(await fullDiskLinesOnce(2)).toHaveLength(2);
    expect(JSON.parse(fullDiskLines()[1]!)).toMatchObject({ code: "SQLITE_FULL", url: "/api/admin/blogs/create" });
  });

  it("loses nothing it acknowledged, across a restart on a disk with room again", async () => {
    emptyDisk();
    server = await server.restart();
    token = await signIn(server, testAdmin);
    for (const id of acknowledged) expect((await call(server, "POST", "/api/admin/blogs/get", { _id: id }, bearer(token))).status, id).toBe(200);
    expect(withDatabase(server, (sqlite) => sqlite.pragma("integrity_check", { simple: true }))).toBe("ok");
  });
});
