// Issue 29: the journal search in each language's posts and script, over HTTP against a real server and database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, sampleBlog, signIn } from "./helpers.ts";

let server: RunningServer;
let token: string;
const ids: Record<string, string> = {};

async function post(key: string, lang: string, title: string, text: string, translationOf?: string) {
  const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", {
    ...sampleBlog,
    title,
    lang,
    translationOf,
    keywords: "",
    category: "",
    content: [{ title: "", description: text }],
  });
  await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
  ids[key] = _id;
}

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
  token = await signIn(server);
  await post("english", "en", "Sleep and the heart", "A racing heart at night is common after a hard week.");
  await post("hindi", "hi", "नींद और दिल", "रात में दिल की धड़कन तेज़ होना आम है।", ids.english);
  await post("milk", "te", "పాలు మరియు నిద్ర", "రాత్రి వెచ్చని పాలు కొందరికి నిద్రకు సహాయపడతాయి.");
  await post("tiger", "te", "పులి కల", "కలలో పులి కనిపిస్తే భయపడాల్సిన అవసరం లేదు.");
  await post("heart", "ur", "دِل کی بات", "رات کو دِل کی دھڑکن تیز ہونا عام ہے۔");
  await post("book", "ur", "ایک كتاب", "يہ كتاب نیند کے بارے میں ہے۔");
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server);
});

let reader = 0;
async function search(query: string, headers: Record<string, string> = {}) {
  reader += 1;
  return call(server, "GET", `/api/user/blog/search?${query}`, undefined, { "x-forwarded-for": `198.51.100.${reader}`, ...headers });
}

async function found(q: string, lang?: string, headers: Record<string, string> = {}): Promise<string[]> {
  const { status, body } = await search(`q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ""}`, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.results.map((result: { _id: string }) => Object.entries(ids).find(([, id]) => id === result._id)?.[0]);
}

describe("search in each language", () => {
  it("finds a language's posts only, the page's language when none is named", async () => {
    expect(await found("दिल", "hi")).toEqual(["hindi"]);
    expect(await found("दिल", "en")).toEqual([]);
    expect(await found("heart")).toEqual(["english"]);
    expect(await found("heart", "hi")).toEqual([]);
    expect(await found("दिल", undefined, { referer: `${server.url}/hi/blogs` })).toEqual(["hindi"]);
  });

  it("keeps Telugu's vowel signs: 'పాలు' (milk) does not find 'పులి' (tiger)", async () => {
    expect(await found("పాలు", "te")).toEqual(["milk"]);
    expect(await found("పులి", "te")).toEqual(["tiger"]);
  });

  it("normalises Urdu the same way in the index and the search: marks dropped, Arabic letter forms folded", async () => {
    expect(await found("دل", "ur")).toEqual(["heart"]);
    expect(await found("دِل", "ur")).toEqual(["heart"]);
    // Stored with Arabic kāf and yē, found by the Urdu letters a reader's keyboard types, and the other way round.
    expect(await found("کتاب", "ur")).toEqual(["book"]);
    expect(await found("یہ", "ur")).toEqual(["book"]);
    expect(await found("دل\u200c", "ur")).toEqual(["heart"]);
    const { body } = await search(`q=${encodeURIComponent("کتاب")}&lang=ur`);
    expect(body.data.results[0].snippet).toContain("<mark>کتاب</mark>");
  });

  it("never answers 500 to a hostile search", async () => {
    const hostile = [
      `q=${encodeURIComponent('"دل" OR *')}&lang=ur`,
      `q=${encodeURIComponent("\u064B\u064C\u064D\u0670")}&lang=ur`,
      `q=${encodeURIComponent("NEAR(పాలు పులి)")}&lang=te`,
      "q=a&q=b&lang=hi",
      `q=${encodeURIComponent("ि".repeat(300))}&lang=hi`,
      "q=heart&lang=fr",
      "q=heart&lang=hi&lang=ur",
      // A lone surrogate, as bytes no encoder would make.
      "q=%ED%A0%80%ED%A0%80&lang=en",
    ];
    for (const query of hostile) {
      const { status } = await search(query);
      expect([200, 400], query).toContain(status);
    }
    expect((await search("q=heart&lang=fr")).status).toBe(400);
  });

  it("searches from /hi/blogs without JavaScript, the results linking to the Hindi addresses", async () => {
    const response = await fetch(`${server.url}/hi/blogs?q=${encodeURIComponent("दिल")}`, { headers: { "x-forwarded-for": "198.51.100.250" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<a[^>]*href="\/hi\/blogs\/[^"]+"[^>]*>नींद और दिल<\/a>/);
    expect(html).not.toContain("Sleep and the heart");
  });
});
