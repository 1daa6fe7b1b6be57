import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import type { OffsiteConfig } from "../config.ts";

/** A restic run that failed: `message` is safe to log and show (credentials in the repository's address are masked). */
export class ResticError extends Error {}

export type Snapshot = { id: string; time: string; tags: string[] };

/** The tag of this site's snapshots, so a repository shared with other backups is never confused with them. */
const siteTag = "practice-site";

/** The process's own secrets, which restic has no use for. */
const withheldVariables = new Set(["ADMIN_PASSWORD", "SECRET_KEY", "SMTP_URL", "BACKUP_PASSWORD"]);

/** What restic says on stderr when there is no repository at the address (restic 0.14 has no exit code of its own for it). */
const noRepository = /unable to open config file|does not exist|Is there a repository at the following location/i;

/** `sftp:user:secret@host:/x` or `s3:https://key:secret@host/x` → the same with `***` for the secret. */
function maskCredentials(text: string): string {
  return text.replace(/(\/\/|sftp:|rest:)([^\s:@/]+):[^\s@/]+@/g, "$1$2:***@");
}

/**
 * The restic program as a child process (decision 35): no shell, arguments as a list, the password handed over in
 * RESTIC_PASSWORD_FILE or RESTIC_PASSWORD (never on the command line, where `ps` shows it), a time limit after
 * which restic gets SIGTERM (it removes its lock on the way out) and, 10 s later, SIGKILL.
 */
export function createRestic(config: OffsiteConfig, { timeoutMs = 2 * 3600 * 1000 }: { timeoutMs?: number } = {}) {
  const options = config.sftpCommand ? ["-o", `sftp.command=${config.sftpCommand}`] : [];

  function environment(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {};
    for (const [name, value] of Object.entries(process.env)) if (!withheldVariables.has(name) && !name.startsWith("RESTIC_")) env[name] = value;
    // restic reads and writes snapshot times in the local zone; UTC keeps `--time` and the answers unambiguous.
    env.TZ = "UTC";
    env.RESTIC_REPOSITORY = config.repository;
    env.RESTIC_CACHE_DIR = config.cacheDir;
    if ("file" in config.password) env.RESTIC_PASSWORD_FILE = config.password.file;
    else env.RESTIC_PASSWORD = config.password.text;
    return env;
  }

  function run(args: string[], { cwd }: { cwd?: string } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn("restic", [...options, ...args], { cwd, env: environment(), stdio: ["ignore", "pipe", "pipe"] });
      const stdout: Buffer[] = [];
      let stderr = "";
      let timedOut = false;
      child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
      // Only the end of stderr matters: restic's error comes last, after any progress.
      child.stderr.on("data", (chunk: Buffer) => {
        stderr = (stderr + chunk.toString("utf8")).slice(-4000);
      });
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }, timeoutMs);
      timer.unref();
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(new ResticError(`restic could not start (${(error as NodeJS.ErrnoException).code ?? error.message}); is it installed?`));
      });
      child.once("close", (code, signal) => {
        clearTimeout(timer);
        if (code === 0) return resolve(Buffer.concat(stdout).toString("utf8"));
        const said = lastLines(stderr);
        const how = timedOut ? `timed out after ${Math.round(timeoutMs / 1000)} s` : signal ? `was stopped by ${signal}` : `exited with ${code}`;
        const command = args.find((arg) => !arg.startsWith("-"));
        reject(new ResticError(maskCredentials(`restic ${command} ${how}${said ? `: ${said}` : ""}`)));
      });
    });
  }

  return {
    /**
     * Opens the repository, or creates it when there is none at the address; answers which. On a local disk only in
     * a folder that exists: restic would make the whole path, and a backup disk that is not mounted would quietly
     * become a folder on the server's own disk.
     */
    async ensureRepository(): Promise<"opened" | "created"> {
      try {
        await run(["cat", "config"]);
        return "opened";
      } catch (error) {
        if (!(error instanceof ResticError) || !noRepository.test(error.message)) throw error;
      }
      const folder = localFolder(config.repository);
      if (folder && !existsSync(folder)) {
        throw new ResticError(
          `the repository's folder ${folder} does not exist: is the backup disk mounted? Create the folder (empty) to start a repository there`,
        );
      }
      await run(["init"]);
      return "created";
    },

    /** Removes locks left by a restic that was killed (only stale ones: a running restic's lock stays). */
    async unlock(): Promise<void> {
      await run(["unlock"]);
    },

    /** Stores the contents of `folder` as one snapshot at its top level, dated `time`; answers the snapshot's id. */
    async backup(folder: string, time: Date, backupName: string): Promise<{ snapshotId: string; bytesAdded: number }> {
      const stamp = time.toISOString().slice(0, 19).replace("T", " ");
      const output = await run(["backup", "--json", "--tag", siteTag, "--tag", `backup=${backupName}`, "--time", stamp, "."], { cwd: folder });
      const summary = output
        .split("\n")
        .filter((line) => line.includes('"summary"'))
        .map((line) => JSON.parse(line) as { snapshot_id?: string; data_added?: number })
        .at(-1);
      if (!summary?.snapshot_id) throw new ResticError("restic backup finished without naming its snapshot");
      return { snapshotId: summary.snapshot_id, bytesAdded: summary.data_added ?? 0 };
    },

    /** The site's newest snapshot, or null when the repository holds none. */
    async newestSnapshot(): Promise<Snapshot | null> {
      const output = await run(["snapshots", "--json", "--tag", siteTag, "--latest", "1"]);
      const snapshots = JSON.parse(output || "[]") as { short_id: string; time: string; tags?: string[] }[];
      const newest = snapshots.sort((a, b) => a.time.localeCompare(b.time)).at(-1);
      return newest ? { id: newest.short_id, time: newest.time, tags: newest.tags ?? [] } : null;
    },

    /**
     * Restores a snapshot into `target`, reading every pack from the repository itself (no cache) and verifying each
     * restored file against the snapshot: a damaged pack fails here.
     */
    async restore(snapshotId: string, target: string): Promise<void> {
      await run(["--no-cache", "restore", snapshotId, "--target", target, "--verify"]);
    },
  };
}

export type Restic = ReturnType<typeof createRestic>;

/** The backup folder's name a snapshot was tagged with. */
export function backupNameOf(snapshot: Snapshot): string | null {
  return snapshot.tags.find((tag) => tag.startsWith("backup="))?.slice("backup=".length) ?? null;
}

/** The folder of a repository on a local or mounted disk; null for one on another machine (`sftp:`, `s3:`, ...). */
function localFolder(repository: string): string | null {
  if (repository.startsWith("local:")) return repository.slice("local:".length);
  return /^[a-z0-9]+:/i.test(repository) ? null : repository;
}

function lastLines(text: string): string {
  return text.trim().split("\n").slice(-3).join(" / ").slice(0, 500);
}
