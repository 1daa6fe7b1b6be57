// A scripted admin session against the built server: signs in, calls a representative set of admin and public
// endpoints (every area, its refusals included), and writes each answer's status, telling headers and body to a file,
// with ids, times, tokens and the disk's free bytes replaced by stable names. Two runs of the same code write the
// same file, so a change that must keep API.md's wire format is checked by comparing the file before and after it.
//
//   npm run build && node scripts/api-session.ts before.txt   (change the code, build again)
//   node scripts/api-session.ts after.txt && cmp before.txt after.txt
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startServerProcess } from "./support/server-process.ts";

const output = process.argv[2];
if (!output) throw new Error("usage: node scripts/api-session.ts <output file>");

const admin = { email: "session@example.com", password: "a long session password 42" };
const dataDir = mkdtempSync(path.join(tmpdir(), "api-session-"));
const server = await startServerProcess({
  port: 0,
  dataDir,
  env: { SEED_DEMO: "false", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: "info" },
});
const base = `http://127.0.0.1:${server.port}`;
const lines: string[] = [];
const shownHeaders = ["content-type", "allow", "retry-after", "content-disposition"];
let token = "";

type Answer = { status: number; data: Record<string, unknown> };

async function record(method: string, pathname: string, request: { body?: unknown; form?: FormData; auth?: boolean } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: "application/json", origin: base };
  if (request.auth !== false && token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(base + pathname, {
    method,
    headers,
    body: request.form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
  });
  const text = await response.text();
  const shown = shownHeaders.map((name) => [name, response.headers.get(name)]).filter(([, value]) => value !== null);
  lines.push(`${method} ${pathname}${request.body === undefined ? "" : ` ${JSON.stringify(request.body)}`}${request.form ? " (multipart)" : ""}`);
  lines.push(`${response.status} ${shown.map(([name, value]) => `${name}: ${value}`).join("; ")}`);
  lines.push(text, "");
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text).data ?? {};
  } catch {
    data = {};
  }
  return { status: response.status, data };
}

async function withFile(field: string, width: number, height: number): Promise<FormData> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 47, g: 111, b: 107 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "picture.png");
  return form;
}

const post = {
  title: "A session post",
  category: "Sessions",
  metatitle: "Session meta title",
  metadescription: "Session meta description",
  author: "Dr. Session",
  keywords: "session",
  content: [{ title: "First", description: "Some **bold** text." }],
};
const list = { pageno: 0, pagesize: 20, sortby: "createdAt", order: "desc", search: "" };

try {
  await record("GET", "/api/admin/stats");
  const signedIn = await record("POST", "/api/auth/signin", { body: admin });
  token = String(signedIn.data.encoded_token);
  await record("GET", "/api/auth/session");
  await record("POST", "/api/auth/reauth", { body: { password: admin.password } });

  // The journal.
  const created = await record("POST", "/api/admin/blogs/create", { body: post });
  const id = String(created.data._id);
  await record("POST", "/api/admin/blogs/create", { body: { ...post, slug: "a-session-post" } });
  await record("POST", "/api/admin/blogs/create", { body: { ...post, title: "" } });
  await record("POST", "/api/admin/blogs", { body: list });
  await record("POST", "/api/admin/blogs/get", { body: { _id: id } });
  await record("POST", "/api/admin/blogs/get", { body: { _id: "0123456789abcdef01234567" } });
  await record("PUT", "/api/admin/blogs/update", { body: { _id: id, ...post, title: "A session post, edited", revision: 1 } });
  await record("PUT", "/api/admin/blogs/update", { body: { _id: id, ...post, revision: 1 } });
  await record("PUT", "/api/admin/blogs/published", { body: { publishedid: id, published: true } });
  await record("POST", "/api/admin/blogs/published", { body: { publishedid: id, published: false } });
  await record("PUT", "/api/admin/blogs/published", { body: { publishedid: id, published: true } });
  await record("POST", "/api/admin/blogs/featured", { body: { featuredid: id, featured: true } });
  await record("POST", "/api/admin/blogs/preview", { body: { _id: id } });
  const revisions = await record("POST", "/api/admin/blogs/revisions", { body: { _id: id } });
  const first = (revisions.data.revisions as { _id: string }[]).at(-1)!._id;
  await record("POST", "/api/admin/blogs/revisions/get", { body: { _id: first } });
  await record("POST", "/api/admin/blogs/revisions/restore", { body: { _id: first } });
  await record("POST", `/api/admin/blogs/images/${id}`, { form: await withFile("image", 900, 600) });
  await record("POST", `/api/admin/blogs/blogimage/${id}`, { form: await withFile("blogimage", 1200, 630) });
  await record("POST", `/api/admin/blog/blogimage/${id}`, { form: await withFile("blogimage", 1200, 630) });
  await record("POST", `/api/admin/blogs/images/${id}`, { form: new FormData() });
  const translation = await record("POST", "/api/admin/blogs/create", { body: { ...post, lang: "hi", translationOf: id } });
  await record("POST", "/api/admin/blogs/create", { body: { ...post, lang: "hi", translationOf: id } });
  await record("POST", "/api/admin/blogs/translation/dismiss", { body: { _id: String(translation.data._id) } });
  await record("POST", "/api/admin/blogs/get", { body: { _id: String(translation.data._id) } });
  const other = await record("POST", "/api/admin/blogs/create", { body: { ...post, title: "Another session post" } });
  await record("PUT", "/api/admin/blogs/update", { body: { _id: String(other.data._id), ...post, slug: "a-session-post" } });
  await record("DELETE", "/api/admin/blogs/delete", { body: { _id: id } });
  await record("PATCH", "/api/admin/blogs/delete", { body: { _id: id } });

  // The public journal, comments and messages.
  await record("GET", "/api/user/blog", { auth: false });
  await record("GET", "/api/user/blog?pagesize=500", { auth: false });
  await record("GET", "/api/user/blog/a-session-post?noIncrement=true", { auth: false });
  await record("GET", `/api/user/blog/${id}`, { auth: false });
  await record("GET", `/api/user/blog/readers?ids=${id},${String(other.data._id)}`, { auth: false });
  await record("GET", `/api/user/blog/readers/${id}`, { auth: false });
  await record("POST", `/api/user/blog/readers/${id}`, { auth: false });
  await record("GET", "/api/user/blog/search?q=session&lang=en", { auth: false });
  const person = { name: "Asha Session", email: "asha@example.com", mobile: "9876543210" };
  const comment = await record("POST", "/api/user/comment/create", { auth: false, body: { blogid: id, ...person, message: "A kind comment." } });
  await record("POST", "/api/user/comment/create", { auth: false, body: { blogid: id, ...person, message: "" } });
  await record("POST", "/api/user/comment/create", { auth: false, body: { blogid: id, ...person, message: "Hi", website: "x" } });
  await record("POST", "/api/admin/comment", { body: { ...list, replies: "awaiting" } });
  await record("POST", "/api/admin/comment/published", { body: { commentid: String(comment.data._id), published: true } });
  await record("POST", "/api/admin/comment/reply", { body: { commentid: String(comment.data._id), text: "Thank you." } });
  await record("PUT", "/api/admin/comment/reply", { body: { commentid: String(comment.data._id), text: "Thank you, again." } });
  await record("GET", `/api/user/comment/getall?blogid=${id}`, { auth: false });
  await record("DELETE", "/api/admin/comment/reply", { body: { commentid: String(comment.data._id) } });
  await record("DELETE", "/api/admin/comment/delete", { body: { _id: String(comment.data._id) } });
  const contact = await record("POST", "/api/user/contact/create", { auth: false, body: { ...person, message: "Please call me." } });
  await record("POST", "/api/admin/contact", { body: list });
  await record("DELETE", "/api/admin/contact/delete", { body: { _id: String(contact.data._id) } });

  // Media, the practice document, the visit counter and the beacons.
  const media = await record("POST", "/api/admin/media/create", { body: { title: "A session talk", description: "On sleep." } });
  await record("POST", `/api/admin/media/upload/${String(media.data._id)}`, { form: await withFile("image", 800, 450) });
  await record("PUT", "/api/admin/media/update", { body: { _id: String(media.data._id), title: "A session talk, renamed", description: "On sleep." } });
  await record("POST", "/api/admin/media", { body: list });
  await record("GET", "/api/user/media", { auth: false });
  await record("DELETE", "/api/admin/media/delete", { body: { _id: String(media.data._id) } });
  const practice = await record("GET", "/api/admin/practice");
  await record("PUT", "/api/admin/practice", { body: practice.data });
  await record("PUT", "/api/admin/practice", { body: { ...practice.data, doctor: {} } });
  await record("POST", "/api/admin/practice/image", { form: await withFile("image", 600, 600) });
  await record("GET", "/api/user/practice", { auth: false });
  await record("GET", "/api/user/visitor?path=%2F&ref=", { auth: false });
  await record("GET", "/api/user/visitor/get", { auth: false });
  await record("POST", "/api/user/view", { auth: false, body: { path: "/blogs" } });
  await record("POST", "/api/user/event", { auth: false, body: { name: "call_tap", path: "/" } });
  await record("POST", "/api/user/vitals", { auth: false, body: { path: "/", lcp: 1200 } });

  // The back office's other screens.
  await record("POST", "/api/admin/activity", { body: list });
  await record("POST", "/api/admin/privacy/export", { body: { email: "asha@example.com" } });
  await record("POST", "/api/admin/privacy/erase", { body: { email: "asha@example.com" } });
  await record("POST", "/api/admin/privacy/erase", { body: {} });
  await record("GET", "/api/admin/security");
  await record("POST", "/api/admin/security/totp/setup", { body: {} });
  await record("POST", "/api/admin/security/totp/enable", { body: { code: "000000" } });
  await record("POST", "/api/admin/security/passkeys/options", { body: {} });
  await record("DELETE", "/api/admin/security/sessions", { body: { _id: "0123456789abcdef01234567" } });
  await record("PUT", "/api/admin/security/password", { body: { current: "wrong", next: "another long password 42" } });
  await record("GET", "/api/admin/backup/status");
  await record("POST", "/api/admin/backup/drill");
  await record("POST", "/api/admin/notifications/test");
  await record("POST", "/api/admin/insights", { body: { from: "2020-01-01", to: "2020-01-03" } });
  await record("GET", "/api/admin/insights.csv?from=2020-01-01&to=2020-01-03");
  await record("GET", "/api/admin/stats");
  await record("GET", "/api/admin/nothing-here");
  await record("POST", "/api/auth/signout");
  await record("GET", "/api/auth/session");
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(output, normalised(lines.join("\n")));

/** Ids by order of first appearance, times, tokens and the disk's figures: what differs between two runs of the same code. */
function normalised(text: string): string {
  const ids = new Map<string, string>();
  return text
    .replace(/[0-9a-f]{24}/g, (id) => {
      if (!ids.has(id)) ids.set(id, `<id ${ids.size + 1}>`);
      return ids.get(id)!;
    })
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
    .replace(/"(encoded_token|mfaToken|secret|otpauthUrl|qrSvg|challenge|freeBytes|totalBytes)":("(?:[^"\\]|\\.)*"|\d+)/g, '"$1":"<$1>"')
    .replace(/\/preview\/[\w-]+/g, "/preview/<token>")
    .replace(/"user":\{"id":"[^"]*"/g, '"user":{"id":"<user>"');
}
