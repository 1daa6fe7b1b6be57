// Off-site backups with a real restic: into a repository in a folder and over SFTP to a real sshd on loopback. The
// copy is encrypted, the restore drill proves it (and fails on a damaged pack), a backup killed with kill -9 leaves
// the repository usable, and a failure is e-mailed to the doctor once.
import { execFile, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
  closeSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { type TestSmtpServer, startSmtpServer } from "../support/smtp.ts";
import { type TestSshd, startSshd } from "../support/sshd.ts";
import { admin, signIn, withDatabase } from "./helpers.ts";

const run = promisify(execFile);
const doctor = "doctor@practice.example";

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The backup job's log line of this server, once its off-site copy is done (or failed). */
async function backupJob(server: RunningServer): Promise<Record<string, unknown>> {
  const isBackupLine = (line: string) => line.includes('"job":"backup"');
  await waitFor(() => server.logs.some(isBackupLine), "the start-up backup");
  return JSON.parse(server.logs.find(isBackupLine)!);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const activity = (server: RunningServer) =>
  withDatabase(server, (sqlite) => sqlite.prepare("SELECT actor, action, target FROM activity WHERE action LIKE 'backup.%' ORDER BY rowid").all()) as {
    actor: string;
    action: string;
    target: string;
  }[];

// restic encrypts and packs in a child process: seconds each, and several times that on a loaded two-core machine.
describe("off-site backups to a restic repository in a folder", { timeout: 60_000 }, () => {
  let dir: string;
  let repository: string;
  let env: Record<string, string>;
  let mail: TestSmtpServer;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "site-offsite-"));
    repository = path.join(dir, "repository");
    // As the README asks: an empty folder on the backup disk, where the site starts the repository.
    mkdirSync(repository);
    writeFileSync(path.join(dir, "password"), "a long repository passphrase\n", { mode: 0o600 });
    mail = await startSmtpServer();
    env = {
      SEED_DEMO: "true",
      BACKUP_REPOSITORY: repository,
      BACKUP_PASSWORD_FILE: path.join(dir, "password"),
      SMTP_URL: mail.url,
      MAIL_FROM: "site@practice.example",
      NOTIFY_EMAIL: doctor,
      NOTIFY_RETRY_SECONDS: "1",
    };
    server = await startServer({ env });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server);
    await mail?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates the repository, copies the start-up backup into it encrypted, and a drill restores it intact", async () => {
    const job = await backupJob(server);
    expect(job).toMatchObject({ offsite: "copied", repository: "created" });
    expect(existsSync(path.join(repository, "config"))).toBe(true);
    // Encrypted: the admin's e-mail address, in the database in plain text, is in no file of the repository.
    for (const file of filesUnder(repository)) expect(readFileSync(file).includes("admin@test.example"), file).toBe(false);

    const status = await admin(server, token, "GET", "/api/admin/backup/status");
    expect(status.offsite).toMatchObject({ configured: true, lastBackup: { ok: true, snapshotId: job.snapshotId }, problems: [] });
    const recorded = status.offsite.lastBackup.counts;
    expect(recorded.posts).toBeGreaterThan(0);

    // A message after the backup: the drill compares with the live database at the backup's time, not now.
    const sent = await call(server, "POST", "/api/user/contact/create", {
      name: "Late Writer",
      mobile: "+91 90000 12345",
      email: "late@example.com",
      message: "After the backup",
    });
    expect(sent.status).toBe(201);

    const answer = await admin(server, token, "POST", "/api/admin/backup/drill");
    expect(answer.drill).toMatchObject({ ok: true, snapshotId: job.snapshotId, problems: [], found: recorded, expected: recorded });
    expect(answer.drill.images.named).toBeGreaterThan(0);
    expect(answer.drill.images.present).toBe(answer.drill.images.named);
    expect(answer.offsite.lastDrill).toMatchObject({ ok: true, snapshotId: job.snapshotId });
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("practice-restore-drill-"))).toEqual([]);

    expect(activity(server).map((entry) => [entry.actor, entry.action])).toEqual([
      ["nightly backup", "backup.offsite"],
      ["admin@test.example", "backup.drill"],
    ]);
  });

  it("runs the weekly drill by itself once the last one is a week old on the server's clock", async () => {
    await server.stop();
    // The server runs a week and a day ahead from here on, and so does `npm run backup` below.
    env = { ...env, CLOCK_OFFSET_SECONDS: String(8 * 24 * 3600) };
    server = await startServer({ dataDir: server.dataDir, env });
    token = await signIn(server);
    await waitFor(() => server.logs.some((line) => line.includes('"job":"restore-drill"')), "the restore drill job");
    expect(JSON.parse(server.logs.find((line) => line.includes('"job":"restore-drill"'))!)).toMatchObject({ drill: "passed" });
    await backupJob(server);
    expect(
      activity(server)
        .filter((entry) => entry.actor === "weekly restore drill")
        .map((entry) => entry.action),
    ).toEqual(["backup.drill"]);
  });

  it("stays usable after a backup killed with kill -9: the next backup and drill succeed", async () => {
    const bulk = path.join(dir, "bulk");
    mkdirSync(bulk);
    writeFileSync(path.join(bulk, "random.bin"), randomBytes(96 * 1024 * 1024));
    const locks = path.join(repository, "locks");
    const packs = path.join(repository, "data");
    const packsBefore = new Set(filesUnder(packs));
    const restic = spawn("restic", ["backup", bulk], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: path.join(dir, "password") },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => restic.once("exit", resolve));
    // Killed while it writes its packs: its lock and a partial upload are left behind.
    await waitFor(() => filesUnder(packs).some((file) => !packsBefore.has(file)), "restic's first new pack");
    restic.kill("SIGKILL");
    await exited;
    expect(readdirSync(locks).length, "the killed backup's lock is left behind").toBeGreaterThan(0);

    const { stdout, stderr } = await run(process.execPath, ["scripts/backup.ts"], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: server.dataDir, ...env },
    });
    const folder = stdout.trim();
    expect(stderr).toMatch(/Copied off-site as snapshot [0-9a-f]{8}\./);
    const answer = await admin(server, token, "POST", "/api/admin/backup/drill");
    expect(answer.drill).toMatchObject({ ok: true, backupName: path.basename(folder), problems: [] });
    expect(readdirSync(locks)).toEqual([]);
  });

  it("fails the drill on a damaged pack, shows it, and e-mails the doctor once", async () => {
    for (const pack of filesUnder(path.join(repository, "data"))) {
      chmodSync(pack, 0o600);
      const descriptor = openSync(pack, "r+");
      writeSync(descriptor, Buffer.alloc(64, 0xff), 0, 64, Math.floor(statSync(pack).size / 2));
      closeSync(descriptor);
    }
    const failed = await call(server, "POST", "/api/admin/backup/drill", undefined, { authorization: `Bearer ${token}` });
    expect(failed.status).toBe(200);
    expect(failed.body.message).toBe("The restore drill failed");
    expect(failed.body.data.drill.ok).toBe(false);
    expect(failed.body.data.drill.problems.join(" ")).toMatch(
      /^the newest snapshot could not be restored intact \(restic restore exited with 1: .*ciphertext verification failed/,
    );
    expect(failed.body.data.offsite.problems).toEqual([expect.objectContaining({ alert: "drill-failed" })]);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("practice-restore-drill-"))).toEqual([]);

    const again = await admin(server, token, "POST", "/api/admin/backup/drill");
    expect(again.drill.ok).toBe(false);
    // A contact message's e-mail is queued after both drills: once it is in, any second alert would be too.
    await call(server, "POST", "/api/user/contact/create", { name: "Marker", mobile: "+91 90000 54321", email: "m@example.com", message: "Marker" });
    await waitFor(() => mail.received.some((received) => received.subject.includes("Marker")), "the marker e-mail");
    const alerts = mail.received.filter((received) => received.subject.startsWith("Backups:"));
    expect(alerts.map((received) => received.subject)).toEqual([
      "Backups: the website's weekly restore drill failed: the newest off-site backup could not be restored intact",
    ]);
    expect(alerts[0]!.text).not.toMatch(/password|repository/i);
    expect(activity(server).at(-1)).toMatchObject({ action: "backup.drill.failed" });
  });
});

describe("off-site backups over SFTP to a real sshd", { timeout: 60_000 }, () => {
  let sshd: TestSshd;
  let remote: string;
  let server: RunningServer;

  beforeAll(async () => {
    sshd = await startSshd();
    remote = mkdtempSync(path.join(tmpdir(), "site-sftp-remote-"));
    server = await startServer({
      env: {
        BACKUP_REPOSITORY: `sftp:${sshd.user}@127.0.0.1:${path.join(remote, "practice")}`,
        BACKUP_PASSWORD: "another long passphrase",
        BACKUP_SFTP_COMMAND: sshd.sftpCommand,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server);
    await sshd?.stop();
    rmSync(remote, { recursive: true, force: true });
  });

  it("copies the backup to the other machine and a drill restores it from there", async () => {
    expect(await backupJob(server)).toMatchObject({ offsite: "copied", repository: "created" });
    expect(existsSync(path.join(remote, "practice", "config"))).toBe(true);
    const token = await signIn(server);
    const answer = await admin(server, token, "POST", "/api/admin/backup/drill");
    expect(answer.drill).toMatchObject({ ok: true, problems: [], found: { posts: 0, comments: 0, messages: 0 } });
    // The passphrase went to restic in its environment, never in its arguments or the log.
    expect(server.logs.join("\n")).not.toContain("another long passphrase");
  });
});
