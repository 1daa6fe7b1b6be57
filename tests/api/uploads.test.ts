import { existsSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call } from "../support/server.ts";
import { admin, bearer, filesOf, hasGpsTag, imageDirectory, jpegWithGps, png, publishedBlog, upload, withDatabase, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

const imageRows = () => withDatabase(server, (sqlite) => (sqlite.prepare("SELECT count(*) AS n FROM images").get() as { n: number }).n);

describe("blog cover uploads", () => {
  it("re-encodes a camera JPEG without its EXIF and GPS, keeps several widths and serves them safely", async () => {
    const original = await jpegWithGps(1200, 800);
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const blogId = await publishedBlog(server, token, "With a cover");

    const { status, body } = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "blogimage",
      { bytes: original, name: "photo.jpg", type: "image/jpeg" },
      bearer(token),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    const { coverimage } = body.data;
    expect(coverimage).toMatch(/^\/uploads\/[0-9a-f]{24}\/\d+\.jpg$/);

    const served = await fetch(server.url + coverimage);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/max-age=\d{7,}/);
    const stored = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("Exif\0\0"))).toBe(false);
    expect(stored.includes(Buffer.from("Secret Model 7"))).toBe(false);

    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id: blogId });
    expect(blog.coverimage).toBe(coverimage);
    expect(blog.cover.sources.length).toBeGreaterThanOrEqual(2);
    const widths = new Set(filesOf(server, coverimage).map((file) => file.split(".")[0]));
    expect(widths.size).toBeGreaterThanOrEqual(2);
    const publicBlog = await call(server, "GET", `/api/user/blog/${blogId}?noIncrement=true`);
    expect(publicBlog.body.data.blog.coverimage).toBe(coverimage);
  });

  it("accepts a PNG on the detail page's path and deletes the replaced cover's files", async () => {
    const blogId = await publishedBlog(server, token, "Replaced cover");
    const first = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "blogimage",
      { bytes: await png(800, 600), name: "one.png", type: "image/png" },
      bearer(token),
    );
    expect(first.status).toBe(200);
    const firstFiles = imageDirectory(server, first.body.data.coverimage);
    expect(existsSync(firstFiles)).toBe(true);
    const rowsBefore = imageRows();

    const second = await upload(
      server,
      `/api/admin/blog/blogimage/${blogId}`,
      "blogimage",
      { bytes: await jpegWithGps(640, 480), name: "two.jpg", type: "image/jpeg" },
      bearer(token),
    );
    expect(second.status).toBe(200);
    expect(second.body.data.coverimage).not.toBe(first.body.data.coverimage);
    expect(existsSync(firstFiles)).toBe(false);
    expect(imageRows()).toBe(rowsBefore);
    expect((await fetch(server.url + first.body.data.coverimage)).status).toBe(404);
  });

  it("deletes the cover's files with the blog", async () => {
    const blogId = await publishedBlog(server, token, "Deleted with its cover");
    const { body } = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "blogimage",
      { bytes: await png(), name: "c.png", type: "image/png" },
      bearer(token),
    );
    const directory = imageDirectory(server, body.data.coverimage);
    const rowsBefore = imageRows();
    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: blogId });
    expect(existsSync(directory)).toBe(false);
    expect(imageRows()).toBe(rowsBefore - 1);
  });

  it("answers 404 for an upload to an unknown or malformed blog id and stores nothing", async () => {
    const rowsBefore = imageRows();
    for (const id of ["0123456789abcdef01234567", "nope"]) {
      const { status } = await upload(
        server,
        `/api/admin/blogs/blogimage/${id}`,
        "blogimage",
        { bytes: await png(), name: "c.png", type: "image/png" },
        bearer(token),
      );
      expect(status).toBe(404);
    }
    expect(imageRows()).toBe(rowsBefore);
  });
});

describe("refused uploads", () => {
  let blogId: string;
  beforeAll(async () => {
    blogId = await publishedBlog(server, token, "Refusals");
  });

  it("refuses a text file named x.png with 415", async () => {
    const rowsBefore = imageRows();
    const { status, body } = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "blogimage",
      { bytes: Buffer.from("just some text, not a picture"), name: "x.png", type: "image/png" },
      bearer(token),
    );
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, message: expect.any(String) });
    expect(imageRows()).toBe(rowsBefore);
  });

  it("refuses a file over 10 MiB with 413", async () => {
    const huge = Buffer.concat([await png(16, 16), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const { status, body } = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "blogimage",
      { bytes: huge, name: "big.png", type: "image/png" },
      bearer(token),
    );
    expect(status).toBe(413);
    expect(body.success).toBe(false);
  });

  it("refuses a request without the file field with 400", async () => {
    const { status, body } = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "wrongfield",
      { bytes: await png(), name: "a.png", type: "image/png" },
      bearer(token),
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it("refuses a JSON body where a file is expected with 400", async () => {
    const { status } = await call(server, "POST", `/api/admin/blogs/blogimage/${blogId}`, { blogimage: "x" }, bearer(token));
    expect(status).toBe(400);
  });
});

describe("media uploads", () => {
  it("stores the image, shows the item publicly, replaces and deletes its files", async () => {
    const { _id } = await admin(server, token, "POST", "/api/admin/media/create", { title: "Gallery item" });
    const first = await upload(
      server,
      `/api/admin/media/upload/${_id}`,
      "image",
      { bytes: await jpegWithGps(900, 600), name: "m.jpg", type: "image/jpeg" },
      bearer(token),
    );
    expect(first.status).toBe(200);
    expect(first.body.data.image).toMatch(/^\/uploads\/[0-9a-f]{24}\//);
    const { body: gallery } = await call(server, "GET", "/api/user/media");
    expect(gallery.data.find((item: any) => item._id === _id)?.image).toBe(first.body.data.image);

    const second = await upload(server, `/api/admin/media/upload/${_id}`, "image", { bytes: await png(), name: "n.png", type: "image/png" }, bearer(token));
    expect(second.status).toBe(200);
    expect(existsSync(imageDirectory(server, first.body.data.image))).toBe(false);

    await admin(server, token, "DELETE", "/api/admin/media/delete", { _id });
    expect(existsSync(imageDirectory(server, second.body.data.image))).toBe(false);
    const { body: after } = await call(server, "GET", "/api/user/media");
    expect(after.data.map((item: any) => item._id)).not.toContain(_id);
  });
});

describe("after a restart", () => {
  it("still has the blogs, comments, messages, media, images, sessions and visits", async () => {
    const blogId = await publishedBlog(server, token, "Survives restarts");
    await call(server, "POST", "/api/user/comment/create", { blogid: blogId, name: "R", email: "r@test.example", mobile: "9876543210", message: "still here" });
    await call(server, "POST", "/api/user/contact/create", { name: "R", email: "r@test.example", mobile: "9876543210", message: "still here" });
    const { _id: mediaId } = await admin(server, token, "POST", "/api/admin/media/create", { title: "Kept" });
    const { body } = await upload(
      server,
      `/api/admin/media/upload/${mediaId}`,
      "image",
      { bytes: await png(), name: "k.png", type: "image/png" },
      bearer(token),
    );
    await call(server, "GET", "/api/user/visitor", undefined, { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" });
    const before = {
      blogs: await admin(server, token, "POST", "/api/admin/blogs", { pagesize: 100 }),
      comments: await admin(server, token, "POST", "/api/admin/comment", { pagesize: 100 }),
      contacts: await admin(server, token, "POST", "/api/admin/contact", { pagesize: 100 }),
      media: await admin(server, token, "POST", "/api/admin/media", { pagesize: 100 }),
      visitors: (await call(server, "GET", "/api/user/visitor/get")).body.data,
    };

    server = await server.restart();

    const after = {
      blogs: await admin(server, token, "POST", "/api/admin/blogs", { pagesize: 100 }),
      comments: await admin(server, token, "POST", "/api/admin/comment", { pagesize: 100 }),
      contacts: await admin(server, token, "POST", "/api/admin/contact", { pagesize: 100 }),
      media: await admin(server, token, "POST", "/api/admin/media", { pagesize: 100 }),
      visitors: (await call(server, "GET", "/api/user/visitor/get")).body.data,
    };
    expect(after).toEqual(before);
    expect(after.visitors.totalCount).toBeGreaterThan(0);
    expect((await fetch(server.url + body.data.image)).status).toBe(200);
  });
});
