// Every server process a test starts is written down as it is spawned and crossed out when it stops; what is left when
// the run ends (a test that timed out before it held its server, a worker that was ended) is stopped by the teardown.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** One folder per run of Vitest, named by the run's main process, which the workers inherit. */
function registry() {
  const folder = path.join(tmpdir(), `site-test-servers-${process.env.SITE_TEST_RUN ?? process.pid}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

export function serverStarted(pid: number) {
  writeFileSync(path.join(registry(), String(pid)), "");
}

export function serverStopped(pid: number) {
  rmSync(path.join(registry(), String(pid)), { force: true });
}

/** Stops every server still written down and removes the folder; answers how many were left running. */
export function stopLeftoverServers(): number {
  const folder = registry();
  let stopped = 0;
  for (const name of readdirSync(folder)) {
    // A number the system has since given to another process is left alone.
    if (!commandOf(name).includes("server.ts")) continue;
    process.kill(Number(name), "SIGKILL");
    stopped += 1;
  }
  rmSync(folder, { recursive: true, force: true });
  return stopped;
}

function commandOf(pid: string) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}
