// `npm run bench`: measurements that belong in a note, not in a test (run `npm run build` first; nothing else busy).
//  - hostile save (issue 22): while a save of each hostile Markdown runs, a public page and GET /api/user/blog are
//    fetched 100 times each; their p99 against the quiet figure, and how long the save took to be refused. The last
//    case is a renderer stuck in a loop (MARKDOWN_WORKER), which runs for its full 1 s limit in a worker thread.
//  - insights events (issue 19): goal beacons per second from many visitors, with the page's p99 meanwhile.
//  - journal search (issue 17): p50/p95 of each kind of search at 10,000 published posts, over HTTP.
//  - demo seeding (issue 32): wall and CPU time of adding the demo content to a new database, three times.
import autocannon from "autocannon";
import { type BuiltServer, startBuiltServer } from "./support/built-server.ts";
import { benchJournalSearch } from "./support/journal-search-bench.ts";

const port = Number(process.env.BENCH_PORT ?? 3310);

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.99) - 1]! * 10) / 10;
}

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** 100 fetches of each of the two reads, one after another; answers their p99s. */
async function readsP99(server: BuiltServer): Promise<{ page: number; api: number }> {
  const page: number[] = [];
  const api: number[] = [];
  for (let round = 0; round < 100; round += 1) {
    page.push(await timed(`${server.url}/`));
    api.push(await timed(`${server.url}/api/user/blog`));
  }
  return { page: p99(page), api: p99(api) };
}

async function signIn(server: BuiltServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(server.admin),
  });
  return ((await response.json()) as { data: { encoded_token: string } }).data.encoded_token;
}

/** Starts the save; the reads run while it does; answers the reads' p99s and the save's time and status. */
async function duringSave(server: BuiltServer, token: string, description: string) {
  const started = performance.now();
  const save = fetch(`${server.url}/api/admin/blogs/create`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: "Hostile", content: [{ title: "Hostile", description }] }),
  }).then(async (response) => ({ status: response.status, ms: performance.now() - started, body: await response.text() }));
  const reads = await readsP99(server);
  return { reads, save: await save };
}

const hostile: [string, string][] = [
  ['"- " × 6,000 on one line', `${"- ".repeat(6_000)}a`],
  ['"1. " × 3,000', `${"1. ".repeat(3_000)}a`],
  ['"+ " × 3,000', `${"+ ".repeat(3_000)}a`],
  ['"- > " × 3,000', `${"- > ".repeat(3_000)}a`],
  ['"_*" × 25,000', "_*".repeat(25_000)],
  ["3 KB of >", ">".repeat(3_000)],
  // Within every limit, so only the worker's 1 s stops it (about 30 s on the request thread before).
  ['"a\\n=\\n" × 12,000 (within the limits)', "a\n=\n".repeat(12_000)],
];

console.log("## Hostile save\n");
console.log("| input | save answered | in (ms) | page p99 (ms) | GET /api/user/blog p99 (ms) |");
console.log("|---|---:|---:|---:|---:|");
let server = await startBuiltServer(port);
try {
  const token = await signIn(server);
  await readsP99(server);
  const quiet = await readsP99(server);
  console.log(`| quiet, no save | — | — | ${quiet.page} | ${quiet.api} |`);
  for (const [name, description] of hostile) {
    const { reads, save } = await duringSave(server, token, description);
    console.log(`| ${name} | ${save.status} | ${Math.round(save.ms)} | ${reads.page} | ${reads.api} |`);
  }
} finally {
  await server.stop();
}

server = await startBuiltServer(port, { MARKDOWN_WORKER: "tests/support/stuck-markdown-worker.ts" });
try {
  const token = await signIn(server);
  await readsP99(server);
  const { reads, save } = await duringSave(server, token, "STUCK");
  console.log(`| a renderer stuck in a loop | ${save.status} | ${Math.round(save.ms)} | ${reads.page} | ${reads.api} |`);
} finally {
  await server.stop();
}

console.log("\n## Insights events\n");
server = await startBuiltServer(port, { TRUST_PROXY: "1" });
try {
  let visitor = 0;
  const agent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
  const events = autocannon({
    url: `${server.url}/api/user/event`,
    method: "POST",
    connections: 20,
    duration: 10,
    headers: { "content-type": "application/json", "user-agent": agent },
    body: JSON.stringify({ name: "whatsapp_tap", path: "/book-an-appointment", props: { clinic: "caspian" } }),
    // Many visitors, so the per-visitor cap does not short-cut the work.
    setupClient: (client) =>
      client.on("response", () =>
        client.setHeaders({
          "content-type": "application/json",
          "user-agent": agent,
          "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`,
        }),
      ),
  });
  const pages: number[] = [];
  const until = Date.now() + 9_000;
  while (Date.now() < until) pages.push(await timed(`${server.url}/`));
  const result = await events;
  console.log("| events/s (mean) | non-2xx | errors | page p99 meanwhile (ms) |");
  console.log("|---:|---:|---:|---:|");
  console.log(`| ${Math.round(result.requests.mean)} | ${result.non2xx} | ${result.errors} | ${p99(pages)} |`);
} finally {
  await server.stop();
}

await benchJournalSearch(port);

console.log("\n## Demo seeding\n");
console.log("| start | wall (ms) | CPU (ms) |");
console.log("|---:|---:|---:|");
for (let start = 1; start <= 3; start += 1) {
  server = await startBuiltServer(port);
  try {
    const seeded = server.logs
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg?: string; ms?: number; cpuMs?: number })
      .find((entry) => entry.msg === "seeded the demo content");
    if (!seeded) throw new Error("the server did not log the demo seeding");
    console.log(`| ${start} | ${seeded.ms} | ${seeded.cpuMs} |`);
  } finally {
    await server.stop();
  }
}
