// `npm run bench:files` (issue 41): the benchmark article at 50 connections, side by side in one run, from
//  - nginx sending a static copy of its bytes (the most this machine does for the page),
//  - nginx through the file path of deploy/nginx.conf (PAGE_FILES: try_files in the current generation, the site's
//    headers), and
//  - the Node server alone, from its page cache.
// Rounds interleave the three (ROUNDS, default 3; DURATION seconds each, default 10, after 2 s of warm-up); the medians
// are printed as a table. The load comes from wrk (Debian's package, `apt-get install wrk`), as in
// ../shared/tools/page-vs-nginx.sh: a load generator written in JavaScript takes most of one of the two cores and
// becomes the ceiling it measures. Plain HTTP throughout, no Accept-Encoding: the same bytes each time. Run
// `npm run build` first, with nothing else busy (`flock /tmp/heavy.lock npm run bench:files`).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { publishBenchArticle } from "./support/bench-article.ts";
import { type BuiltServer, startBuiltServer } from "./support/built-server.ts";
import { type RunningNginx, startNginx } from "./support/nginx.ts";

const sitePort = Number(process.env.BENCH_PORT ?? 3320);
const [httpPort, nginxPort, staticPort] = [sitePort + 1, sitePort + 2, sitePort + 3];
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.DURATION ?? 10);
const connections = 50;

/** One wrk run: requests per second, the median and 99th-percentile latency in ms, and the errors it counted. */
function wrk(url: string, seconds: number) {
  const out = execFileSync("wrk", ["-t2", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency", url], { encoding: "utf8" });
  const ms = (label: string) => {
    const [, value, unit] = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)$`, "m").exec(out) ?? [];
    if (!value) throw new Error(`wrk printed no ${label} latency:\n${out}`);
    return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit as "us" | "ms" | "s"];
  };
  const rps = Number(/^Requests\/sec:\s+([\d.]+)/m.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1) ?? [];
  const errors = non2xx + socket.reduce((sum, count) => sum + Number(count), 0);
  return { rps, p50: ms("50%"), p99: ms("99%"), errors };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let server: BuiltServer | undefined;
let nginx: RunningNginx | undefined;
const staticDir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
try {
  server = await startBuiltServer(sitePort, { PAGE_FILES: "true", TRUST_PROXY: "1", HOST: "127.0.0.1" });
  const article = await publishBenchArticle(server.url, server.admin);
  const slugPath = new URL((await fetch(server.url + article, { redirect: "manual" })).headers.get("location") ?? article, server.url).pathname;
  const bytes = Buffer.from(await (await fetch(server.url + slugPath, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  chmodSync(server.dataDir, 0o711);
  chmodSync(staticDir, 0o755);
  mkdirSync(path.join(staticDir, "www"));
  writeFileSync(path.join(staticDir, "www", "article.html"), bytes, { mode: 0o644 });
  chmodSync(path.join(staticDir, "www"), 0o755);
  nginx = await startNginx({
    upstreamPort: sitePort,
    httpPort,
    httpsPort: nginxPort,
    plain: true,
    dataDir: server.dataDir,
    // The static copy as tools/page-vs-nginx.sh serves it: the same nginx and worker, nothing but the file.
    extra: `server {
  listen 127.0.0.1:${staticPort};
  root ${staticDir}/www;
  location / { default_type text/html; charset utf-8; try_files $uri =404; }
}`,
  });
  const targets = {
    "nginx, static copy": `http://127.0.0.1:${staticPort}/article.html`,
    "nginx, page files": `http://127.0.0.1:${nginxPort}${slugPath}`,
    "Node alone": `http://127.0.0.1:${sitePort}${slugPath}`,
  };
  await fetch(targets["nginx, page files"]);
  const file = path.join(server.dataDir, "pages/current", decodeURIComponent(slugPath), "index.html");
  for (let wait = 0; !existsSync(file); wait += 1) {
    if (wait > 100) throw new Error(`the site did not write ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const [who, url] of Object.entries(targets)) {
    const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await answer.arrayBuffer());
    if (answer.status !== 200 || !body.equals(bytes)) throw new Error(`${who} did not answer the article's ${bytes.length} bytes`);
  }

  const results = Object.fromEntries(Object.keys(targets).map((who) => [who, { rps: [] as number[], p50: [] as number[], p99: [] as number[], errors: 0 }]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [who, url] of Object.entries(targets)) {
      wrk(url, 2);
      const result = wrk(url, duration);
      const row = results[who]!;
      row.rps.push(result.rps);
      row.p50.push(result.p50);
      row.p99.push(result.p99);
      row.errors += result.errors;
      console.error(`round ${round + 1}, ${who}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms`);
    }
  }
  const staticRps = median(results["nginx, static copy"]!.rps);
  console.log(
    `The benchmark article (${bytes.length} bytes), ${connections} connections, ${rounds} × ${duration} s each, medians; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}\n`,
  );
  console.log("| served by | requests/s | p50 (ms) | p99 (ms) | errors | share of the static copy |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const [who, row] of Object.entries(results)) {
    const rps = median(row.rps);
    console.log(
      `| ${who} | ${Math.round(rps)} | ${median(row.p50).toFixed(2)} | ${median(row.p99).toFixed(2)} | ${row.errors} | ${((100 * rps) / staticRps).toFixed(1)} % |`,
    );
  }
} finally {
  await nginx?.stop();
  await server?.stop();
  rmSync(staticDir, { recursive: true, force: true });
}
