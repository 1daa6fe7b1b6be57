// The journal search at 10,000 published posts (issue 17): the posts are written straight into the database, the
// server indexes them at start-up, and each kind of search is asked over HTTP from many addresses (the API's
// per-address limit is not what is measured); then an autosave round trip among the same posts.
import { markdownRendererVersion } from "#app/lib/markdown.server.ts";
import { openDatabase } from "../../server/db/connection.ts";
import { type BuiltServer, startBuiltServer } from "./built-server.ts";

const posts = 10_000;
const rounds = 300;

const common = ["anxiety", "sleep", "mood", "stress", "therapy", "family", "work", "habits", "worry", "calm", "breathing", "support"];
const devanagari = ["चिंता", "नींद", "दिल", "लक्षण", "अवसाद", "मन", "परिवार", "तनाव"];

/** A deterministic stream of pseudo-random numbers, so every run indexes the same text. */
function randomStream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Writes `posts` published posts of about 400 words each: common words, Devanagari ones and many rare made-up ones. */
function writePosts(dataDir: string) {
  const { sqlite } = openDatabase(dataDir);
  const random = randomStream(17);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const rare = () => `w${Math.floor(random() * 200_000).toString(36)}`;
  const paragraph = (words: number) =>
    Array.from({ length: words }, () => {
      const draw = random();
      return draw < 0.2 ? pick(common) : draw < 0.3 ? pick(devanagari) : rare();
    }).join(" ");
  const insertBlog = sqlite.prepare("INSERT INTO blogs (id, title, category, keywords, published, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)");
  const insertSection = sqlite.prepare("INSERT INTO blog_sections (blog_id, position, title, description, html) VALUES (?, ?, ?, ?, ?)");
  const now = new Date().toISOString();
  sqlite.transaction(() => {
    for (let index = 0; index < posts; index += 1) {
      const id = index.toString(16).padStart(24, "0");
      insertBlog.run(id, `${pick(common)} ${paragraph(5)}`, pick(common), `${pick(common)}, ${pick(common)}`, now, now);
      for (let position = 0; position < 2; position += 1) {
        insertSection.run(id, position, paragraph(4), `${paragraph(100)}\n\n**${paragraph(10)}**\n\n- ${paragraph(90)}`, "<p>…</p>");
      }
    }
    // The sections already have their HTML; the search index is built at start-up, as after migration 012.
    sqlite.prepare("INSERT OR REPLACE INTO app_state (key, value) VALUES ('markdown_renderer_version', ?)").run(String(markdownRendererVersion));
    sqlite.prepare("DELETE FROM app_state WHERE key = 'search_text_version'").run();
  })();
  sqlite.close();
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * share) - 1]! * 10) / 10;
}

const searches: [string, () => string][] = [
  ["a common word (anxiety)", () => "anxiety"],
  ["a three-letter prefix (anx)", () => "anx"],
  ["a two-letter prefix (wo)", () => "wo"],
  ["two common words", () => "sleep calm"],
  ["a Devanagari word (लक्षण)", () => "लक्षण"],
  ["a rare word", () => "w1a2b"],
  ["eight words, no hit", () => "anxiety sleep mood stress therapy family work nothinglikethis"],
];

const autosaves = 100;

/**
 * The editor's save by itself among the same 10,000 posts: a PUT of a 1,000-word post with a new text each time, as
 * typing makes it, rendered, stored, re-indexed for search and kept in the history.
 */
async function benchAutosave(server: BuiltServer) {
  const call = async (method: string, pathname: string, body: unknown, token?: string) => {
    const response = await fetch(server.url + pathname, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const token = String((await call("POST", "/api/auth/signin", server.admin)).encoded_token);
  const random = randomStream(23);
  const text = (words: number) => Array.from({ length: words }, () => common[Math.floor(random() * common.length)]).join(" ");
  const draft = (round: number) => ({
    title: `Notes, draft ${round}`,
    content: Array.from({ length: 4 }, (_, part) => ({ title: `Part ${part + 1}`, description: text(250) })),
  });
  const created = (await call("POST", "/api/admin/blogs/create", draft(0), token)) as { _id: string };
  const times: number[] = [];
  for (let round = 1; round <= autosaves; round += 1) {
    const begun = performance.now();
    await call("PUT", "/api/admin/blogs/update", { _id: created._id, ...draft(round), autosave: true }, token);
    times.push(performance.now() - begun);
  }
  console.log(
    `\n| autosave round trip (PUT update, 1,000 words, ${autosaves} saves) | p50 ${percentile(times, 0.5)} ms | p95 **${percentile(times, 0.95)} ms** | max ${percentile(times, 1)} ms |`,
  );
}

export async function benchJournalSearch(port: number) {
  console.log(`\n## Journal search at ${posts.toLocaleString("en-IN")} posts\n`);
  const started = performance.now();
  let indexedIn = 0;
  const server = await startBuiltServer(port, { TRUST_PROXY: "1" }, (dataDir) => {
    writePosts(dataDir);
    indexedIn = performance.now();
  });
  const startUpMs = Math.round(performance.now() - indexedIn);
  console.log(`Written in ${Math.round(indexedIn - started)} ms; the server's start-up, which indexes them all, took ${startUpMs} ms.\n`);
  try {
    let address = 0;
    console.log("| search | results | p50 (ms) | p95 (ms) | max (ms) |");
    console.log("|---|---:|---:|---:|---:|");
    const all: number[] = [];
    for (const [name, query] of searches) {
      const times: number[] = [];
      let results = 0;
      for (let round = 0; round < rounds; round += 1) {
        address += 1;
        const begun = performance.now();
        const response = await fetch(`${server.url}/api/user/blog/search?q=${encodeURIComponent(query())}`, {
          headers: { "x-forwarded-for": `10.9.${(address >> 8) & 255}.${address & 255}` },
        });
        const body = (await response.json()) as { data: { results: unknown[] } };
        times.push(performance.now() - begun);
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        results = body.data.results.length;
      }
      all.push(...times.slice(10));
      console.log(`| ${name} | ${results} | ${percentile(times, 0.5)} | ${percentile(times, 0.95)} | ${percentile(times, 1)} |`);
    }
    console.log(`| **all searches** | | ${percentile(all, 0.5)} | **${percentile(all, 0.95)}** | ${percentile(all, 1)} |`);
    await benchAutosave(server);
  } finally {
    await server.stop();
  }
}
