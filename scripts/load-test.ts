// `npm run loadtest`: 10 seconds of 10 connections against the built server, per endpoint.
import autocannon from "autocannon";
import { startBuiltServer } from "./support/built-server.ts";

const port = Number(process.env.LOADTEST_PORT ?? 3300);
const endpoints = ["/api/user/blog", "/"];

const server = await startBuiltServer(port);
const rows: string[] = [];
let failed = false;
try {
  for (const endpoint of endpoints) {
    console.error(`Loading ${endpoint} for 10 s...`);
    const result = await autocannon({ url: server.url + endpoint, connections: 10, duration: 10 });
    if (result.errors + result.non2xx > 0) failed = true;
    rows.push(
      `| GET ${endpoint} | ${Math.round(result.requests.mean)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.errors} | ${result.non2xx} |`,
    );
  }
} finally {
  await server.stop();
}

console.log("| endpoint | requests/s (mean) | p50 (ms) | p97.5 (ms) | p99 (ms) | errors | non-2xx |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
if (failed) {
  console.error("Some requests failed or answered with a non-2xx status.");
  process.exitCode = 1;
}
