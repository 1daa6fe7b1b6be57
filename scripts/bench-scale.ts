// `npm run bench:scale` (issue 20): is the site as fast with 10,000 posts as with the demo's few? Builds a throw-away
// database (10,000 published posts of about 1,000 words, 100,000 comments, 1,000,000 counted reads, 2,000 gallery
// items), starts the built server on it with the page cache off (as after every edit), and reports p50/p95 of each
// route's time to the last byte over localhost, the server's memory and its start-up time; then the same on the demo
// data. Needs `npm run build` first, and a quiet machine.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { markdownRendererVersion, renderSection } from "#app/lib/markdown.server.ts";
import { openDatabase } from "../server/db/connection.ts";
import { createJournalSearch } from "../server/services/journal-search.ts";
import { type BulkSection, insertComments, insertImageRecord, insertMedia, insertPosts, minutesBefore } from "./support/bulk-content.ts";
import { type ServerProcess, startServerProcess } from "./support/server-process.ts";

const port = Number(process.env.BENCH_PORT ?? 3320);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const scale = { posts: 10_000, comments: 100_000, reads: 1_000_000, media: 2_000, commentsOnArticle: 300 };
const admin = { email: "bench@example.com", password: randomBytes(18).toString("base64url") };

// ---------------------------------------------------------------------------------------------------------------
// The content

const vocabulary = (
  "sleep anxiety mood therapy family memory stress routine medicine doctor patient clinic evening morning walk " +
  "breathing worry habit support recovery question answer partner child parent habit screen light caffeine rest " +
  "appointment follow-up dose review symptom signal craving trigger relapse progress counselling listening calm"
).split(" ");

/** About 250 words of Markdown: paragraphs, a list and emphasis, like a real section. */
function sectionText(seed: number): string {
  const word = (index: number) => vocabulary[(seed * 31 + index * 7) % vocabulary.length]!;
  const sentence = (start: number) => `${Array.from({ length: 12 }, (_, index) => word(start + index)).join(" ")}.`;
  const paragraph = (start: number) => Array.from({ length: 5 }, (_, index) => sentence(start + index * 12)).join(" ");
  return `${paragraph(0)} **${word(3)}** matters.\n\n- ${sentence(70)}\n- ${sentence(90)}\n\n${paragraph(120)}\n\n${paragraph(200)}`;
}

/** Twenty distinct sections rendered once by the site's own renderer and shared by all posts (four per post). */
function renderedSections(): BulkSection[] {
  return Array.from({ length: 20 }, (_, seed) => {
    const description = sectionText(seed);
    return { title: `Part ${(seed % 4) + 1}`, description, html: renderSection(description).html };
  });
}

async function buildDatabase(dataDir: string): Promise<{ article: string; words: number }> {
  const handle = openDatabase(dataDir);
  const sqlite = handle.sqlite;
  try {
    sqlite.pragma("synchronous = OFF");
    // The stored HTML is the current renderer's, so the server does not render it all again at start-up.
    sqlite
      .prepare("INSERT INTO app_state (key, value) VALUES ('markdown_renderer_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .run(String(markdownRendererVersion));
    const sections = renderedSections();
    const times = minutesBefore(new Date(Date.now() - 3_600_000), scale.posts);
    // Reads spread unevenly over the posts, 1,000,000 in all.
    const readers = times.map((_, index) => (index * 7919) % 200);
    const spread = readers.reduce((sum, count) => sum + count, 0);
    readers[0]! += scale.reads - spread;
    const posts = insertPosts(
      sqlite,
      times.map((createdAt, index) => ({
        title: `${vocabulary[index % vocabulary.length]} and ${vocabulary[(index * 3) % vocabulary.length]}: notes ${index}`,
        category: vocabulary[index % 7]!,
        author: "Dr. Bench",
        featured: index === 3,
        readers: readers[index]!,
        createdAt,
        coverImageId: insertImageRecord(sqlite, createdAt),
        sections: Array.from({ length: 4 }, (_, part) => sections[(index + part * 5) % sections.length]!),
      })),
    );
    const article = posts[10]!;
    const commentTimes = minutesBefore(new Date(), scale.comments);
    insertComments(
      sqlite,
      commentTimes.map((createdAt, index) => ({
        blogId: index < scale.commentsOnArticle ? article : posts[(index * 104_729) % posts.length]!,
        name: `Reader ${index}`,
        message: `Thank you for writing about ${vocabulary[index % vocabulary.length]}; it helped me (${index}).`,
        published: index < scale.commentsOnArticle || index % 20 !== 0,
        createdAt,
      })),
    );
    insertMedia(
      sqlite,
      minutesBefore(new Date(), scale.media).map((createdAt, index) => ({
        title: `Clinic photograph ${index}`,
        description: "A room of the clinic.",
        createdAt,
      })),
    );
    // Indexed for search here, as the services index every save, so start-up does not index 10,000 posts at once.
    await createJournalSearch(handle.db).reindexStale();
    const words = sections.slice(0, 4).reduce((sum, section) => sum + section.description.split(/\s+/).length, 0);
    return { article, words };
  } finally {
    // Closes the connection too.
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The measurements

type Route = { name: string; request: (base: string, token: string) => Promise<Response> };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

/** `rounds` requests one after another, after five to warm up; p50 and p95 of the time to the last byte. */
async function measure(route: Route, base: string, token: string): Promise<{ p50: number; p95: number; status: number; bytes: number }> {
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let round = 0; round < rounds + 5; round += 1) {
    const started = performance.now();
    const response = await route.request(base, token);
    const body = await response.arrayBuffer();
    if (round >= 5) times.push(performance.now() - started);
    status = response.status;
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), status, bytes };
}

const get = (pathname: string) => (base: string) => fetch(base + pathname);
const adminList = (pathname: string, body: Record<string, unknown>) => (base: string, token: string) =>
  fetch(base + pathname, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

const blogSorts = ["createdAt", "updatedAt", "title", "category", "author", "readers", "featuredOrder"];

function routesFor(content: { article: string; lastAdminPage: number; deepJournalPage: number | null; readerIds: string[] }): Route[] {
  return [
    { name: "/blogs", request: get("/blogs") },
    ...(content.deepJournalPage ? [{ name: `/blogs?page=${content.deepJournalPage}`, request: get(`/blogs?page=${content.deepJournalPage}`) }] : []),
    { name: "article with its comments", request: get(`/blogs/${content.article}`) },
    { name: "/media (gallery)", request: get("/media") },
    { name: "/sitemap.xml", request: get("/sitemap.xml") },
    { name: "/rss.xml", request: get("/rss.xml") },
    { name: "GET /api/user/blog", request: get("/api/user/blog") },
    { name: "GET /api/user/blog/readers?ids= (12)", request: get(`/api/user/blog/readers?ids=${content.readerIds.join(",")}`) },
    ...blogSorts.map((sortby) => ({ name: `admin blogs by ${sortby}`, request: adminList("/api/admin/blogs", { sortby }) })),
    { name: "admin blogs, search", request: adminList("/api/admin/blogs", { search: "sleep" }) },
    { name: "admin blogs, last page", request: adminList("/api/admin/blogs", { pageno: content.lastAdminPage }) },
    { name: "admin comments", request: adminList("/api/admin/comment", {}) },
    { name: "admin comments by blog title", request: adminList("/api/admin/comment", { sortby: "blogtitle" }) },
    // Last: it rewrites the article. An editor's save by itself of a 1,000-word post, rendered and kept in the history.
    { name: "autosave round trip (PUT update, 1,000 words)", request: autosave(content.article) },
  ];
}

const autosaveSections = Array.from({ length: 4 }, (_, seed) => ({ title: `Part ${seed + 1}`, description: sectionText(seed) }));
let autosaves = 0;
const autosave = (id: string) => (base: string, token: string) =>
  fetch(`${base}/api/admin/blogs/update`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    // Each save a new text, as typing makes it.
    body: JSON.stringify({ _id: id, title: `Notes, draft ${autosaves++}`, content: autosaveSections, autosave: true }),
  });

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
  const answer = (await response.json()) as { data?: { encoded_token?: string } };
  if (!answer.data?.encoded_token) throw new Error(`sign-in answered ${response.status}`);
  return answer.data.encoded_token;
}

/** What the content offers to measure: the article with the most comments, the last admin page, a deep journal page. */
async function contentOf(base: string, token: string) {
  const list = await (await adminList("/api/admin/blogs", { pagesize: 12 })(base, token)).json();
  const total = list.data.total as number;
  const comments = await (await fetch(`${base}/api/user/comment/getall?pagesize=100`)).json();
  const counts = new Map<string, number>();
  for (const comment of comments.data as { blogid: string }[]) counts.set(comment.blogid, (counts.get(comment.blogid) ?? 0) + 1);
  const article = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? list.data.blogs[0]._id;
  return { article, total, lastAdminPage: Math.max(0, Math.ceil(total / 20) - 1), readerIds: (list.data.blogs as { _id: string }[]).map((blog) => blog._id) };
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kilobytes("VmRSS") / 1024, peak: kilobytes("VmHWM") / 1024 };
}

type Run = { startup: number; memory: { rss: number; peak: number }; results: Map<string, Awaited<ReturnType<typeof measure>>> };

async function run(dataDir: string, seedDemo: boolean, article?: string): Promise<Run> {
  const started = performance.now();
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      port,
      dataDir,
      env: { SEED_DEMO: String(seedDemo), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, PAGE_CACHE: "false", LOG_LEVEL: "info" },
      onLine: (line) => process.stderr.write(`${line}\n`),
    });
    const startup = performance.now() - started;
    await backupDone(server);
    const base = `http://localhost:${server.port}`;
    const token = await signIn(base);
    const content = await contentOf(base, token);
    const journalPages = Math.ceil(content.total / 12);
    const routes = routesFor({ ...content, article: article ?? content.article, deepJournalPage: journalPages >= 500 ? 500 : null });
    const results = new Map<string, Awaited<ReturnType<typeof measure>>>();
    for (const route of routes) results.set(route.name, await measure(route, base, token));
    return { startup, memory: memoryOf(server.pid), results };
  } finally {
    await server?.stop();
  }
}

/** The start-up backup runs in the background; measuring while it copies the database would measure the copy. */
async function backupDone(server: ServerProcess) {
  const until = Date.now() + 120_000;
  while (!server.logs.some((line) => line.includes('"job":"backup"'))) {
    if (Date.now() > until) throw new Error("the start-up backup did not finish within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------------------------------------------------------

const round1 = (value: number) => (Math.round(value * 10) / 10).toLocaleString("en-US");
const scaleDir = mkdtempSync(path.join(tmpdir(), "site-bench-scale-"));
const demoDir = mkdtempSync(path.join(tmpdir(), "site-bench-demo-"));
try {
  const built = performance.now();
  const { article, words } = await buildDatabase(scaleDir);
  process.stderr.write(`built the database in ${Math.round(performance.now() - built)} ms\n`);
  const big = await run(scaleDir, false, article);
  const demo = await run(demoDir, true);

  console.log(
    `## bench:scale: ${scale.posts.toLocaleString("en-US")} posts of about ${words} words, ${scale.comments.toLocaleString("en-US")} comments, ` +
      `${scale.reads.toLocaleString("en-US")} reads, ${scale.media.toLocaleString("en-US")} media; page cache off; ${rounds} requests a route, one at a time\n`,
  );
  console.log("| route | demo p50 | demo p95 | scale p50 | scale p95 | scale / demo (p95) | scale bytes | status |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, result] of big.results) {
    const small = demo.results.get(name);
    const ratio = small ? `${round1(result.p95 / small.p95)}×` : "—";
    console.log(
      `| ${name} | ${small ? round1(small.p50) : "—"} | ${small ? round1(small.p95) : "—"} | ${round1(result.p50)} | ${round1(result.p95)} | ${ratio} | ${result.bytes.toLocaleString("en-US")} | ${result.status} |`,
    );
  }
  console.log("\n(times in ms, time to the last byte over localhost)\n");
  console.log("| | demo | scale |");
  console.log("|---|---:|---:|");
  console.log(`| start-up (spawn to listening, ms) | ${Math.round(demo.startup)} | ${Math.round(big.startup)} |`);
  console.log(`| memory after the runs (RSS, MB) | ${Math.round(demo.memory.rss)} | ${Math.round(big.memory.rss)} |`);
  console.log(`| peak memory (VmHWM, MB) | ${Math.round(demo.memory.peak)} | ${Math.round(big.memory.peak)} |`);
} finally {
  rmSync(scaleDir, { recursive: true, force: true });
  rmSync(demoDir, { recursive: true, force: true });
}
