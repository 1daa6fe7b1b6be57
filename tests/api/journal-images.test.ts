import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type RunningServer, call } from "../support/server.ts";
import { admin, bearer, imageDirectory, png, sampleBlog, signIn, upload, withDatabase, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

const dayMs = 24 * 3600 * 1000;

async function newPost(text = "Plain text."): Promise<string> {
  const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, content: [{ title: "", description: text }] });
  await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
  return _id;
}

async function uploadPicture(blogId: string, width = 1600, height = 900) {
  return upload(server, `/api/admin/blogs/images/${blogId}`, "image", { bytes: await png(width, height), name: "photo.png", type: "image/png" }, bearer(token));
}

function saveText(blogId: string, ...texts: string[]) {
  return call(
    server,
    "PUT",
    "/api/admin/blogs/update",
    { _id: blogId, ...sampleBlog, content: texts.map((description) => ({ title: "", description })) },
    bearer(token),
  );
}

async function publicPage(blogId: string): Promise<string> {
  const response = await fetch(`${server.url}/blogs/${blogId}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Makes every stored image a day and a minute older, as if uploaded yesterday, so the sweep's grace period is over. */
function ageImages() {
  withDatabase(server, (sqlite) => sqlite.prepare("UPDATE images SET created_at = ?").run(new Date(Date.now() - dayMs - 60_000).toISOString()));
}

/** Restarts the server, which runs the nightly jobs at start-up, and waits until the unused-images sweep has run. */
async function runNightlyJobs() {
  server = await server.restart();
  token = await signIn(server);
  const swept = () => server.logs.some((line) => line.includes('"job":"unused-images"'));
  for (let waited = 0; !swept() && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(swept(), server.logs.join("\n")).toBe(true);
}

describe("POST /api/admin/blogs/images/{id}", () => {
  it("stores a picture for the post's sections and answers its URL and size", async () => {
    const blogId = await newPost();
    const { status, body } = await uploadPicture(blogId, 1600, 900);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\/\d+\.jpg$/), width: 1600, height: 900 });
    expect((await fetch(server.url + body.data.url)).status).toBe(200);
    const activity = await admin(server, token, "POST", "/api/admin/activity", { pagesize: 5 });
    expect(activity.activity[0]).toMatchObject({ action: "blog.picture" });
  });

  it("follows the cover's rules: a field named image, an image file, an existing post, a signed-in admin", async () => {
    const blogId = await newPost();
    const wrongField = await upload(
      server,
      `/api/admin/blogs/images/${blogId}`,
      "blogimage",
      { bytes: await png(), name: "a.png", type: "image/png" },
      bearer(token),
    );
    expect(wrongField.status).toBe(400);
    const notImage = await upload(
      server,
      `/api/admin/blogs/images/${blogId}`,
      "image",
      { bytes: Buffer.from("hello"), name: "a.png", type: "image/png" },
      bearer(token),
    );
    expect(notImage.status).toBe(415);
    expect(notImage.body.success).toBe(false);
    const unknown = await upload(
      server,
      "/api/admin/blogs/images/0123456789abcdef01234567",
      "image",
      { bytes: await png(), name: "a.png", type: "image/png" },
      bearer(token),
    );
    expect(unknown.status).toBe(404);
    const anonymous = await upload(server, `/api/admin/blogs/images/${blogId}`, "image", { bytes: await png(), name: "a.png", type: "image/png" });
    expect(anonymous.status).toBe(401);
  });
});

describe("pictures in a post's Markdown", () => {
  it("show on the public page as <picture> with AVIF and WebP widths, width, height and lazy loading", async () => {
    const blogId = await newPost();
    const { body } = await uploadPicture(blogId, 1600, 900);
    const saved = await saveText(blogId, `Before.\n\n![A calm lake at dawn](${body.data.url})\n\nAfter.`);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const html = await publicPage(blogId);
    const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? "";
    expect(picture).toContain('type="image/avif"');
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(/srcset="[^"]*\d+w, [^"]*\d+w/);
    expect(picture).toContain('sizes="(min-width: 768px) 704px, calc(100vw - 2.5rem)"');
    const img = /<img [^>]*>/.exec(picture)?.[0] ?? "";
    expect(img).toContain(`src="${body.data.url}"`);
    expect(img).toContain('alt="A calm lake at dawn"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
  });

  it("refuses a picture without alt text, naming the section", async () => {
    const blogId = await newPost();
    const { body } = await uploadPicture(blogId);
    for (const missing of [`![](${body.data.url})`, `![  ](${body.data.url})`, "![][ref]\n\n[ref]: https://example.org/x.png"]) {
      const answer = await saveText(blogId, "Fine text.", `Look:\n\n${missing}`);
      expect(answer.status, missing).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors["content.1.description"]).toMatch(/Section 2 has a picture without a description/);
      expect(answer.body.message).toBe(answer.body.errors["content.1.description"]);
    }
    const created = await call(
      server,
      "POST",
      "/api/admin/blogs/create",
      { ...sampleBlog, content: [{ title: "", description: `![](${body.data.url})` }] },
      bearer(token),
    );
    expect(created.status).toBe(400);
    expect(created.body.errors["content.0.description"]).toBeTruthy();
    // Nothing was stored.
    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id: blogId });
    expect(blog.content).toEqual([{ title: "", description: "Plain text." }]);
  });

  it("never loads a picture from another site or one not stored here: a web address becomes a link, anything else its alt text", async () => {
    const blogId = await newPost();
    const saved = await saveText(
      blogId,
      "![A tracking pixel](https://tracker.example/pixel.png)",
      "![A forgotten picture](/uploads/0123456789abcdef01234567/1280.jpg)",
      "![A local file](file:///etc/passwd) and ![data](data:image/png;base64,AAAA)",
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const html = await publicPage(blogId);
    const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
    expect(article).not.toMatch(/<img|<picture|<source/);
    expect(article).toMatch(/<a href="https:\/\/tracker\.example\/pixel\.png"[^>]*>A tracking pixel<\/a>/);
    expect(article).toContain("A forgotten picture");
    expect(article).toContain("A local file");
    expect(article).not.toContain("file:");
    expect(article).not.toContain("data:image");
  });
});

describe("the nightly sweep of unused pictures", () => {
  it("keeps a fresh upload not yet saved, removes it after a day, and keeps pictures a section or a revision names", async () => {
    const blogId = await newPost();
    const unsaved = (await uploadPicture(blogId)).body.data.url as string;
    const inSection = (await uploadPicture(blogId)).body.data.url as string;
    const inRevision = (await uploadPicture(blogId)).body.data.url as string;
    expect((await saveText(blogId, `![In the text](${inSection})`, `![Taken out again](${inRevision})`)).status).toBe(200);
    // The sections no longer show it; the revision of the save before still does.
    expect((await saveText(blogId, `![In the text](${inSection})`)).status).toBe(200);
    const revisions = await admin(server, token, "POST", "/api/admin/blogs/revisions", { _id: blogId });
    expect(revisions.revisions.length).toBeGreaterThanOrEqual(3);

    // Within the grace period nothing goes, not even the picture never saved.
    await runNightlyJobs();
    for (const url of [unsaved, inSection, inRevision]) expect(existsSync(imageDirectory(server, url)), url).toBe(true);

    ageImages();
    await runNightlyJobs();
    expect(existsSync(imageDirectory(server, unsaved))).toBe(false);
    expect((await fetch(server.url + unsaved)).status).toBe(404);
    expect(existsSync(imageDirectory(server, inSection))).toBe(true);
    expect(existsSync(imageDirectory(server, inRevision))).toBe(true);
    expect(await publicPage(blogId)).toContain(`src="${inSection}"`);

    // Once no revision names it either (the history dropped them), it goes; the one in the text stays.
    withDatabase(server, (sqlite) => sqlite.prepare("DELETE FROM blog_revisions WHERE blog_id = ?").run(blogId));
    await runNightlyJobs();
    expect(existsSync(imageDirectory(server, inRevision))).toBe(false);
    expect(existsSync(imageDirectory(server, inSection))).toBe(true);
  });
});
