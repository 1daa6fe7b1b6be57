import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, sampleBlog, signIn } from "./helpers.ts";

// Behind one proxy, so each test searches from an address of its own and the per-address limit counts only its own.
let server: RunningServer;
let token: string;
let reader = 0;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
  token = await signIn(server);
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server);
});
beforeEach(() => {
  reader += 1;
});

type Post = { title: string; text: string; category?: string; keywords?: string };

async function createPost(post: Post, published = true): Promise<string> {
  const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", {
    ...sampleBlog,
    title: post.title,
    category: post.category ?? "",
    keywords: post.keywords ?? "",
    content: [{ title: "", description: post.text }],
  });
  if (published) await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
  return _id;
}

async function search(q: string) {
  return call(server, "GET", `/api/user/blog/search?q=${encodeURIComponent(q)}`, undefined, { "x-forwarded-for": `198.51.100.${reader}` });
}

async function foundTitles(q: string): Promise<string[]> {
  const { status, body } = await search(q);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
  return (body.data.results as { title: string }[]).map((result) => result.title);
}

let anxietyId: string;

beforeAll(async () => {
  anxietyId = await createPost({
    title: "Anxiety & Sleep: 5 tips",
    text: "When **anxiety** keeps you awake, try a calm [routine](https://example.org/guide) before bed.",
    category: "Sleep",
  });
  await createPost({ title: "Lentils for the mind", text: "दाल बनाने की विधि, and why a warm meal helps." });
  await createPost({ title: "A heart to heart", text: "दिल की बात: talking about feelings." });
  await createPost({ title: "Signs of depression", text: "अवसाद के लक्षण क्या हैं? Early signs matter." });
  await createPost({ title: "Delhi clinic", text: "दिल्ली में क्लिनिक का पता" });
  await createPost({ title: "A draft about insomnia", text: "Insomnia notes, not ready." }, false);
});

describe("GET /api/user/blog/search", () => {
  it("finds a published post by the beginning of a word, best first, with its id, slug and title", async () => {
    const { status, body } = await search("anx");
    expect(status).toBe(200);
    expect(body.data.results).toHaveLength(1);
    const [result] = body.data.results;
    expect(result).toMatchObject({ _id: anxietyId, title: "Anxiety & Sleep: 5 tips" });
    expect(Object.keys(result).sort()).toEqual(["_id", "slug", "snippet", "title"]);
    // Title hits outrank the same word in the text of another post.
    await createPost({ title: "Evening walks", text: "Walking lowers anxiety a little." });
    expect(await foundTitles("anxiety")).toEqual(["Anxiety & Sleep: 5 tips", "Evening walks"]);
  });

  it("searches category and keywords, every word required, whatever the case or accents", async () => {
    expect(await foundTitles("SLEEP")).toContain("Anxiety & Sleep: 5 tips");
    expect(await foundTitles("calm routine")).toEqual(["Anxiety & Sleep: 5 tips"]);
    expect(await foundTitles("calm lentils")).toEqual([]);
    await createPost({ title: "Café conversations", text: "Meeting friends helps.", keywords: "loneliness, friendship" });
    expect(await foundTitles("cafe")).toEqual(["Café conversations"]);
    expect(await foundTitles("friendship")).toEqual(["Café conversations"]);
  });

  it("indexes the text people read, not the Markdown's link addresses", async () => {
    expect(await foundTitles("example.org")).toEqual([]);
    expect(await foundTitles("guide")).toEqual([]);
  });

  it("matches Devanagari words whole: दिल finds neither दाल nor दिल्ली, लक्षण finds लक्षण", async () => {
    expect(await foundTitles("दिल")).toEqual(["A heart to heart"]);
    expect(await foundTitles("दाल")).toEqual(["Lentils for the mind"]);
    expect(await foundTitles("लक्षण")).toEqual(["Signs of depression"]);
    expect(await foundTitles("दिल्ली")).toEqual(["Delhi clinic"]);
  });

  it("normalises text and searches to NFC: a nukta typed as its own mark finds the precomposed letter", async () => {
    // "ज़िंदगी" with ज़ as U+095B (one code point) in the post, and as ज + ़ (U+091C U+093C) in the search.
    await createPost({ title: "Life", text: "\u095Bिंदगी और मन" });
    expect(await foundTitles("\u091C\u093Cिंदगी")).toEqual(["Life"]);
  });

  it("never finds drafts, unpublished or deleted posts, and finds a post again once it is published", async () => {
    expect(await foundTitles("insomnia")).toEqual([]);
    const id = await createPost({ title: "Temporary post about resilience", text: "Resilience grows." });
    expect(await foundTitles("resilience")).toEqual(["Temporary post about resilience"]);
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: false });
    expect(await foundTitles("resilience")).toEqual([]);
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true });
    expect(await foundTitles("resilience")).toEqual(["Temporary post about resilience"]);
    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: id });
    expect(await foundTitles("resilience")).toEqual([]);
  });

  it("follows every save: the old words are gone, the new ones found", async () => {
    const id = await createPost({ title: "Mindful mornings", text: "Start with gratitude." });
    expect(await foundTitles("gratitude")).toEqual(["Mindful mornings"]);
    await admin(server, token, "PUT", "/api/admin/blogs/update", {
      _id: id,
      ...sampleBlog,
      title: "Mindful evenings",
      content: [{ title: "", description: "End with journaling." }],
    });
    expect(await foundTitles("gratitude")).toEqual([]);
    expect(await foundTitles("journaling")).toEqual(["Mindful evenings"]);
  });

  it("marks the hits in <mark> and escapes everything else of the snippet", async () => {
    await createPost({ title: "Code safety", text: 'Never paste <script>alert("x")</script> from strangers & keep "calm".' });
    const { body } = await search("strangers");
    const [result] = body.data.results;
    expect(result.snippet).toContain("<mark>strangers</mark>");
    expect(result.snippet).not.toContain("<script");
    expect(result.snippet).toContain("&amp;");
    expect(result.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>"]/);
  });

  it("refuses a search of fewer than two characters with a sentence a person can read", async () => {
    for (const q of ["", "a", " ", "ज"]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBe("Please type at least 2 characters to search.");
      expect(body.errors.q).toBe(body.message);
    }
    const missing = await call(server, "GET", "/api/user/blog/search", undefined, { "x-forwarded-for": `198.51.100.${reader}` });
    expect(missing.status).toBe(400);
  });

  it("answers every hostile search with 200 or 400, never 500", async () => {
    const hostile = [
      '"',
      '"anxiety',
      "anxiety\"'",
      "*",
      "**",
      "anx*",
      "NEAR",
      "NEAR(anxiety sleep, 2)",
      "anxiety NEAR sleep",
      "-anxiety",
      "anxiety -sleep",
      "AND",
      "OR",
      "NOT",
      "anxiety AND OR NOT sleep",
      "^anxiety",
      "title:anxiety",
      "{title body}: anxiety",
      "(((",
      "anxiety)",
      "[[]]",
      "a".repeat(10 * 1024),
      "anxiety ".repeat(1000),
      "😀😀",
      "😀 anxiety",
      "\u0000\u0000",
      "anxiety\u0000sleep",
      "\uE000anxiety\uE001",
      "%%",
      "'; DROP TABLE blogs; --",
      "one two three four five six seven eight nine ten eleven",
    ];
    for (const q of hostile) {
      const { status, body } = await search(q);
      expect([200, 400], JSON.stringify(q.slice(0, 40))).toContain(status);
      expect(body.success).toBe(status === 200);
    }
    expect(await foundTitles('"anxiety')).toContain("Anxiety & Sleep: 5 tips");
    expect(await foundTitles("-anxiety")).toContain("Anxiety & Sleep: 5 tips");
    const tooLong = await search("a".repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Please shorten your search to at most 200 characters.");
  });

  it("holds back an address that searches far more than a reader would", async () => {
    let refused: Awaited<ReturnType<typeof search>> | undefined;
    for (let attempt = 0; attempt < 61 && !refused; attempt += 1) {
      const answer = await search("sleep");
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused?.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused?.body.message).toMatch(/Too many searches/);
    // Another reader is not held back.
    reader += 1;
    expect(await foundTitles("sleep")).toContain("Anxiety & Sleep: 5 tips");
  });
});

describe("the /blogs page", () => {
  async function page(path: string) {
    const response = await fetch(server.url + path);
    return { status: response.status, html: await response.text(), response };
  }

  it("shows the results of ?q= instead of the list, with their count and a way back", async () => {
    const { status, html } = await page("/blogs?q=anx");
    expect(status).toBe(200);
    expect(html).toContain('name="q"');
    expect(html).toContain("found for “anx”");
    expect(html).toContain("<mark>Anxiety</mark>");
    expect(html).toContain("Clear search");
    expect(html).not.toContain("Latest Articles");
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it("shows a refused search as a hint above the usual list", async () => {
    const { status, html } = await page("/blogs?q=a");
    expect(status).toBe(200);
    expect(html).toContain("Please type at least 2 characters to search.");
    expect(html).toContain("Latest Articles");
  });

  it("takes the search API's per-address limit, with a friendly 429 in the page's language that no cache keeps", async () => {
    const from = { "x-forwarded-for": "198.51.100.250" };
    // The API's searches and the page's count together, as one reader's.
    for (let attempt = 0; attempt < 59; attempt += 1) {
      expect((await call(server, "GET", "/api/user/blog/search?q=sleep", undefined, from)).status).toBe(200);
    }
    expect((await fetch(`${server.url}/blogs?q=sleep`, { headers: from })).status).toBe(200);
    const refused = await fetch(`${server.url}/blogs?q=sleep`, { headers: from });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(html).toContain("You have searched many times in a short while. Please wait a minute, then search again.");
    expect(html).toContain("Latest Articles");
    for (const [lang, words] of [
      ["hi", "कृपया एक मिनट रुकें"],
      ["te", "దయచేసి ఒక నిమిషం ఆగి"],
      ["ur", "براہِ کرم ایک منٹ رکیں"],
    ] as const) {
      const answer = await fetch(`${server.url}/${lang}/blogs?q=sleep`, { headers: from });
      expect(answer.status, lang).toBe(429);
      expect(answer.headers.get("cache-control"), lang).toBe("private, no-store");
      expect(await answer.text(), lang).toContain(words);
    }
    expect((await call(server, "GET", "/api/user/blog/search?q=sleep", undefined, from)).status).toBe(429);
    // Another address is not held back, and the list without a search never counts.
    expect((await fetch(`${server.url}/blogs?q=sleep`, { headers: { "x-forwarded-for": "198.51.100.251" } })).status).toBe(200);
    expect((await fetch(`${server.url}/blogs`, { headers: from })).status).toBe(200);
  });

  it("is never kept in the page cache, while the plain list still is", async () => {
    // A page rendered for one request carries that request's CSP nonce; a cached page carries script hashes instead.
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    for (const path of ["/blogs?q=anxiety", "/blogs.data?q=anxiety", "/blogs?q=a"]) {
      const first = await page(path);
      const second = await page(path);
      expect(first.status, path).toBe(200);
      expect(nonceOf(first.response), path).toBeTruthy();
      expect(nonceOf(second.response), path).not.toBe(nonceOf(first.response));
    }
    await page("/blogs");
    const list = await page("/blogs");
    expect(nonceOf(list.response)).toBeUndefined();
    // The page cache's strong ETag, as nginx tags a file (decision 42): 31 bits of the SHA-256 of the bytes sent, and their length.
    const sent = await fetch(`${server.url}/blogs`, { headers: { "accept-encoding": "identity" } });
    const bytes = Buffer.from(await sent.arrayBuffer());
    const time = createHash("sha256").update(bytes).digest().readUInt32BE(0) >>> 1;
    expect(sent.headers.get("etag")).toBe(`"${time.toString(16)}-${bytes.length.toString(16)}"`);
  });
});
