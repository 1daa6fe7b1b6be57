// Starts the built production server on a fresh data directory with the demo content, for measurements.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type BuiltServer = { url: string; stop: () => Promise<void> };

/**
 * Runs `node server.ts` (which loads BUILD_DIR, default build/) as a child process, so the
 * measuring tool never shares an event loop with the server. The server's own output goes to
 * stderr, leaving stdout to the report.
 */
export async function startBuiltServer(port: number): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-measure-"));
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      // A throwaway admin, so the server does not invent one and print its password.
      ADMIN_EMAIL: "measure@example.com",
      ADMIN_PASSWORD: randomBytes(18).toString("base64url"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", process.stderr, process.stderr],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  try {
    await waitUntilAnswering(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}; is the site built (npx react-router build)?`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`The server did not answer at ${url} within 30 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
