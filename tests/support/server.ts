import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const root = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** Every line the server logged so far. */
  logs: string[];
  /** Stops with SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** Stops and starts again on the same data directory. */
  restart: () => Promise<RunningServer>;
};

export type ServerOptions = {
  env?: Record<string, string>;
  dataDir?: string;
};

export const testAdmin = { email: "admin@test.example", password: "correct horse battery staple" };

/**
 * Starts the built production server (`node server.ts`, which loads build/) on a free port with its own
 * data directory. Needs `npm run build` first; `npm test` does that.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "site-test-"));
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: "production",
      PORT: "0",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const port = await waitForListening(child, logs);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once("exit", (code) => resolve(code));
      child.kill("SIGTERM");
    });
  return {
    url,
    port,
    dataDir,
    logs,
    stop,
    restart: async () => {
      await stop();
      return startServer({ ...options, dataDir });
    },
  };
}

function waitForListening(child: ChildProcess, logs: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within 30 s:\n${logs.join("\n")}`));
    }, 30_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on("line", (line) => {
        logs.push(line);
        if (!line.includes('"listening"')) return;
        clearTimeout(timer);
        resolve(JSON.parse(line).port as number);
      });
    }
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`));
    });
  });
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
