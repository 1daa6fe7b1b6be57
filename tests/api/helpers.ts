// Shared by the API test files: signing in, admin calls, uploads and real image files made with sharp.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import sharp from "sharp";
import { expect } from "vitest";
import { databaseFile } from "../../server/db/connection.ts";
import { afterAll, beforeAll } from "vitest";
import { type RunningServer, type ServerOptions, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";

export const browserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

export async function signIn(server: RunningServer, credentials = testAdmin, headers: Record<string, string> = {}): Promise<string> {
  const { status, body } = await call(server, "POST", "/api/auth/signin", credentials, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.encoded_token as string;
}

/** One server for a test file: started with an admin signed in before its tests, stopped and its data removed after them. */
export function withSignedInServer(ready: (server: RunningServer, token: string) => void, options: ServerOptions = {}) {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    ready(server, await signIn(server));
  });
  afterAll(async () => {
    if (!server) return;
    await server.stop();
    removeDataDir(server);
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** An admin call that must succeed; answers `data`. */
export async function admin<T = any>(server: RunningServer, token: string, method: string, pathname: string, body?: unknown): Promise<T> {
  const { status, body: answer } = await call(server, method, pathname, body, bearer(token));
  expect(status, `${method} ${pathname}: ${JSON.stringify(answer)}`).toBeLessThan(300);
  expect(answer.success).toBe(true);
  return answer.data as T;
}

export const sampleBlog = {
  title: "A test article",
  category: "Testing",
  metatitle: "Test meta title",
  metadescription: "Test meta description",
  author: "Dr. Test",
  keywords: "test, article",
  content: [
    { title: "First", description: "Some **bold** text and a [link](https://example.com)." },
    { title: "Second", description: "- one\n- two" },
  ],
};

/** Creates a published blog through the admin API and answers its id. */
export async function publishedBlog(server: RunningServer, token: string, title = sampleBlog.title): Promise<string> {
  const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title });
  await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
  return _id;
}

export async function upload(
  server: RunningServer,
  pathname: string,
  field: string,
  file: { bytes: Buffer; name: string; type: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(server.url + pathname, { method: "POST", body: form, headers });
  return { status: response.status, body: (await response.json()) as any, response };
}

/** A camera-like JPEG carrying a maker, a model and a GPS position in its EXIF. */
export function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 120, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "Secret Model 7" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 3012/100", GPSLongitudeRef: "E", GPSLongitude: "72/1 52/1 4410/100" },
    })
    .toBuffer();
}

export function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 47, g: 111, b: 107, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** The files of a stored image, judged from the URL `/uploads/<id>/<file>`. */
export function imageDirectory(server: RunningServer, url: string): string {
  const id = url.split("/")[2]!;
  return path.join(server.dataDir, "uploads", id);
}

export function filesOf(server: RunningServer, url: string): string[] {
  const directory = imageDirectory(server, url);
  return existsSync(directory) ? readdirSync(directory) : [];
}

/** Every admin list at once, to prove that a refused call changed nothing. */
export async function everything(server: RunningServer, token: string) {
  const list = { pagesize: 100 };
  const [blogs, comments, contacts, media] = await Promise.all([
    admin(server, token, "POST", "/api/admin/blogs", list),
    admin(server, token, "POST", "/api/admin/comment", list),
    admin(server, token, "POST", "/api/admin/contact", list),
    admin(server, token, "POST", "/api/admin/media", list),
  ]);
  return { blogs, comments, contacts, media };
}

/** Opens the server's SQLite file beside it (WAL allows a second connection) for what the API cannot show. */
export function withDatabase<T>(server: RunningServer, use: (sqlite: BetterSqlite3.Database) => T): T {
  const sqlite = new BetterSqlite3(databaseFile(server.dataDir));
  try {
    return use(sqlite);
  } finally {
    sqlite.close();
  }
}
