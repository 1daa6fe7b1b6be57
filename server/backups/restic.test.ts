// restic itself, as the site runs it: stopped at its time limit, and never quoting a secret in an error.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OffsiteConfig } from "../config.ts";
import { createRestic } from "./restic.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "site-restic-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const configFor = (repository: string, extra: Partial<OffsiteConfig> = {}): OffsiteConfig => ({
  repository,
  password: { text: "a long repository passphrase" },
  sftpCommand: null,
  cacheDir: path.join(dir, "cache"),
  ...extra,
});

describe("createRestic", () => {
  it("creates a repository in an empty folder, and opens it the next time", async () => {
    mkdirSync(path.join(dir, "repository"));
    const restic = createRestic(configFor(path.join(dir, "repository")));
    expect(await restic.ensureRepository()).toBe("created");
    expect(await restic.ensureRepository()).toBe("opened");
    expect(await restic.newestSnapshot()).toBeNull();
  });

  it("creates none on a local disk whose folder is missing: the backup disk may not be mounted", async () => {
    const restic = createRestic(configFor(path.join(dir, "unmounted", "practice")));
    await expect(restic.ensureRepository()).rejects.toThrow(/unmounted\/practice does not exist: is the backup disk mounted\?/);
    expect(existsSync(path.join(dir, "unmounted"))).toBe(false);
  });

  it("stops a restic that hangs at its time limit", async () => {
    // An SFTP server that never answers: restic waits for it until it is stopped.
    const restic = createRestic(configFor("sftp:nobody@127.0.0.1:/practice", { sftpCommand: "sleep 60" }), { timeoutMs: 1000 });
    await expect(restic.ensureRepository()).rejects.toThrow(/^restic cat timed out after 1 s/);
  });

  it("masks the secret of a repository address in its errors", async () => {
    // restic quotes an sftp: address as it was given, a password in it included.
    const restic = createRestic(configFor("sftp:backup:hunter2-secret@127.0.0.1:/practice", { sftpCommand: "false" }), { timeoutMs: 30_000 });
    const failure = await restic.ensureRepository().then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^restic cat exited with 1: Fatal: unable to open repository at sftp:backup:\*\*\*@127\.0\.0\.1:\/practice/);
    expect(failure).not.toContain("hunter2-secret");
  });
});
