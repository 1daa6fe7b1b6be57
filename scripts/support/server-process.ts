// Runs the built production server as a child process on a data directory of the caller's choosing.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { serverEnvironment } from "./server-runtime.ts";

const root = path.resolve(import.meta.dirname, "../..");

export type ServerProcessOptions = {
  /** 0 lets the system pick a free port. */
  port: number;
  dataDir: string;
  /** Settings beside production mode, the port and the data directory: SEED_DEMO, ADMIN_*, LOG_LEVEL and the like. */
  env: Record<string, string>;
  /** Sees each line the server writes, as it writes it. */
  onLine?: (line: string) => void;
  /** Told the process id as soon as it exists, before the server listens (or fails to). */
  onSpawn?: (pid: number) => void;
};

export type ServerProcess = {
  /** The process id, for what the system knows of it (its memory). */
  pid: number;
  /** The port it listens on, as the server logged it. */
  port: number;
  /** Every line the server logged so far. */
  logs: string[];
  /** Stops with SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/**
 * Starts `node server.ts` (which loads BUILD_DIR, default build/) and resolves once it logs that it is listening,
 * so its "listening" line needs LOG_LEVEL info or lower. Needs the site built first (npm run build).
 */
export async function startServerProcess({ port, dataDir, env, onLine, onSpawn }: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    // With the heap and malloc settings `npm start` gives the site, so what is measured is what runs.
    env: serverEnvironment({
      PATH: process.env.PATH,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid !== undefined) onSpawn?.(child.pid);
  const logs: string[] = [];
  const listeningPort = await waitForListening(child, logs, onLine);
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once("exit", (code) => resolve(code));
      child.kill("SIGTERM");
    });
  return { pid: child.pid!, port: listeningPort, logs, stop };
}

function waitForListening(child: ChildProcess, logs: string[], onLine?: (line: string) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within 30 s:\n${logs.join("\n")}`));
    }, 30_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on("line", (line) => {
        logs.push(line);
        onLine?.(line);
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
