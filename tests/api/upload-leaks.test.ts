// Upload files never outlive their database rows: parallel replacements leave one image, and start-up
// removes what a crash during an upload left behind.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RunningServer } from "../support/server.ts";
import { admin, bearer, png, sampleBlog, signIn, upload, withDatabase, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

const uploadsDir = () => path.join(server.dataDir, "uploads");
const imageFolders = () =>
  readdirSync(uploadsDir())
    .filter((name) => /^[0-9a-f]{24}$/.test(name))
    .sort();
const imageIds = () => withDatabase(server, (sqlite) => (sqlite.prepare("SELECT id FROM images ORDER BY id").all() as { id: string }[]).map((row) => row.id));

async function parallelUploads(pathname: string, field: string) {
  const pictures = await Promise.all(Array.from({ length: 6 }, (_, index) => png(400 + index * 10, 300)));
  return Promise.all(pictures.map((bytes, index) => upload(server, pathname, field, { bytes, name: `p${index}.png`, type: "image/png" }, bearer(token))));
}

describe("replacing an image under concurrency", () => {
  it("6 parallel uploads to one media item and 6 to one blog leave exactly one image each, with its files", async () => {
    const { _id: mediaId } = await admin(server, token, "POST", "/api/admin/media/create", { title: "Raced", description: "" });
    const { _id: blogId } = await admin(server, token, "POST", "/api/admin/blogs/create", sampleBlog);

    const mediaAnswers = await parallelUploads(`/api/admin/media/upload/${mediaId}`, "image");
    const blogAnswers = await parallelUploads(`/api/admin/blogs/blogimage/${blogId}`, "blogimage");
    expect([...mediaAnswers, ...blogAnswers].map((answer) => answer.status)).toEqual(Array(12).fill(200));

    const { media } = await admin(server, token, "POST", "/api/admin/media", { pagesize: 100 });
    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id: blogId });
    const kept = [media[0].image.split("/")[2], blog.coverimage.split("/")[2]].sort();
    expect(imageIds()).toEqual(kept);
    expect(imageFolders()).toEqual(kept);
    expect((await fetch(server.url + media[0].image)).status).toBe(200);
    expect((await fetch(server.url + blog.coverimage)).status).toBe(200);
  });
});

describe("start-up", () => {
  it("removes upload folders no database row names and stray *.tmp files, and keeps every stored image", async () => {
    const { _id: mediaId } = await admin(server, token, "POST", "/api/admin/media/create", { title: "Kept", description: "" });
    const kept = await upload(server, `/api/admin/media/upload/${mediaId}`, "image", { bytes: await png(), name: "k.png", type: "image/png" }, bearer(token));
    expect(kept.status).toBe(200);
    const keptId = kept.body.data.image.split("/")[2] as string;
    const before = imageFolders();
    await server.stop();

    // What a crash mid-upload leaves: a folder of encoded files with no row, and half-written files beside real ones.
    const orphan = path.join(uploadsDir(), "0123456789abcdef01234567");
    mkdirSync(orphan);
    writeFileSync(path.join(orphan, "640.jpg"), "encoded but never recorded");
    writeFileSync(path.join(orphan, ".320.webp.0a1b2c3d.tmp"), "half");
    writeFileSync(path.join(uploadsDir(), keptId, ".960.avif.deadbeef.tmp"), "half");
    writeFileSync(path.join(uploadsDir(), "stray.tmp"), "half");

    server = await server.restart();
    token = await signIn(server);
    expect(imageFolders()).toEqual(before);
    expect(readdirSync(uploadsDir()).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(readdirSync(path.join(uploadsDir(), keptId)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect((await fetch(server.url + kept.body.data.image)).status).toBe(200);
    expect(server.logs.some((line) => line.includes("removed upload files no database row refers to") && line.includes('"removed":3'))).toBe(true);
  });
});
