import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../../scripts/support/server-process.ts";
import { serverStarted, serverStopped } from "./server-registry.ts";

export type RunningServer = {
  url: string;
  port: number;
  /** The process, to stop it as a crash would (SIGKILL). */
  pid: number;
  dataDir: string;
  /** Every line the server logged so far. */
  logs: string[];
  /** Stops with SIGTERM (and any server a restart started in its place) and resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** Stops and starts again on the same data directory. */
  restart: () => Promise<RunningServer>;
};

export type ServerOptions = {
  env?: Record<string, string>;
  dataDir?: string;
  /** A fixed port (a free one when absent), for an origin that must not change across restarts. */
  port?: number;
};

export const testAdmin = { email: "admin@test.example", password: "correct horse battery staple" };

/**
 * Starts the built production server (`node server.ts`, which loads build/) on a free port with its own
 * data directory. Needs `npm run build` first; `npm test` does that.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "site-test-"));
  let pid = 0;
  const {
    port,
    logs,
    stop: stopProcess,
  } = await startServerProcess({
    port: options.port ?? 0,
    dataDir,
    env: {
      SEED_DEMO: "false",
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      LOG_LEVEL: "info",
      ...options.env,
    },
    onSpawn: (spawned) => {
      pid = spawned;
      serverStarted(pid);
    },
  });
  const stop = async () => {
    const code = await stopProcess();
    serverStopped(pid);
    return code;
  };
  // After a restart, stopping this server stops the one that replaced it: a test file's afterAll that holds the
  // first server never leaves the last one running.
  let successor: RunningServer | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid,
    dataDir,
    logs,
    stop: async () => {
      const code = await stop();
      return successor ? successor.stop() : code;
    },
    restart: async () => {
      await stop();
      successor = await startServer({ ...options, dataDir });
      return successor;
    },
  };
}

export function removeDataDir(server: RunningServer) {
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** fetch with a JSON body; answers the parsed JSON beside the raw Response. */
export async function call<T = any>(
  server: { url: string },
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; response: Response }> {
  const response = await fetch(server.url + pathname, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed as T, response };
}
