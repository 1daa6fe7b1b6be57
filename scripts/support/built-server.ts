// Starts the built production server on a fresh data directory with the demo content, for measurements.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "./server-process.ts";

export type BuiltServer = { url: string; port: number; dataDir: string; admin: { email: string; password: string }; logs: string[]; stop: () => Promise<void> };

/**
 * Runs the server as a child process, so the measuring tool never shares an event loop with it.
 * The server's own output goes to stderr, leaving stdout to the report. `prepare` fills the data directory first
 * (e.g. thousands of posts written straight into the database).
 */
export async function startBuiltServer(port: number, env: Record<string, string> = {}, prepare?: (dataDir: string) => void): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-measure-"));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const admin = { email: "measure@example.com", password: randomBytes(18).toString("base64url") };
  try {
    prepare?.(dataDir);
    const server = await startServerProcess({
      port,
      dataDir,
      env: {
        SEED_DEMO: "true",
        // A throwaway admin, so the server does not invent one and print its password.
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: "info",
        ...env,
      },
      onLine: (line) => process.stderr.write(`${line}\n`),
    });
    return {
      url: `http://localhost:${server.port}`,
      port: server.port,
      dataDir,
      admin,
      logs: server.logs,
      stop: async () => {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
