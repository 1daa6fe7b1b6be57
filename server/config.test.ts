import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configWarnings, loadConfig } from "./config.ts";

describe("ADMIN_PASSWORD", () => {
  const admin = (password: string) => ({ ADMIN_EMAIL: "owner@test.example", ADMIN_PASSWORD: password });

  it("takes the same minimum as the Security screen and the admin command, 12 characters", () => {
    expect(() => loadConfig(admin("eleven char"))).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(loadConfig(admin("twelve chars")).admin).toEqual({ email: "owner@test.example", password: "twelve chars" });
  });
});

describe("BACKUP_REPOSITORY", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-config-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is off when unset, and takes its password from a file or a variable, one of them", () => {
    expect(loadConfig({}).offsite).toBeNull();
    const file = path.join(dir, "password");
    writeFileSync(file, "a long repository passphrase\n");
    expect(loadConfig({ BACKUP_REPOSITORY: "/mnt/backups/practice", BACKUP_PASSWORD_FILE: file }).offsite).toMatchObject({
      repository: "/mnt/backups/practice",
      password: { file },
      sftpCommand: null,
    });
    expect(loadConfig({ BACKUP_REPOSITORY: "sftp:backup@nas:/practice", BACKUP_PASSWORD: "a long repository passphrase" }).offsite?.password).toEqual({
      text: "a long repository passphrase",
    });
    expect(() => loadConfig({ BACKUP_REPOSITORY: "/mnt/backups/practice" })).toThrow(/BACKUP_REPOSITORY: set one of BACKUP_PASSWORD_FILE or BACKUP_PASSWORD/);
    expect(() => loadConfig({ BACKUP_REPOSITORY: "/x", BACKUP_PASSWORD_FILE: file, BACKUP_PASSWORD: "a long repository passphrase" })).toThrow(/not both/);
    expect(() => loadConfig({ BACKUP_PASSWORD: "a long repository passphrase" })).toThrow(/need BACKUP_REPOSITORY/);
  });

  it("refuses at start-up a password file that cannot be read or is nearly empty, without showing its content", () => {
    expect(() => loadConfig({ BACKUP_REPOSITORY: "/x", BACKUP_PASSWORD_FILE: path.join(dir, "missing") })).toThrow(
      /BACKUP_PASSWORD_FILE: cannot read .*missing \(ENOENT\)/,
    );
    const short = path.join(dir, "short");
    writeFileSync(short, "secret\n");
    expect(() => loadConfig({ BACKUP_REPOSITORY: "/x", BACKUP_PASSWORD_FILE: short })).toThrow(/at least 12 characters/);
    expect(() => loadConfig({ BACKUP_REPOSITORY: "/x", BACKUP_PASSWORD_FILE: short })).not.toThrow(/secret/);
  });
});

describe("configWarnings", () => {
  it("warns at start-up when BACKUP_REPOSITORY is set and restic is not on the PATH", () => {
    const config = loadConfig({ BACKUP_REPOSITORY: "/mnt/backups/practice", BACKUP_PASSWORD: "a long repository passphrase" });
    const searchPath = process.env.PATH;
    try {
      process.env.PATH = "/nonexistent";
      expect(configWarnings(config)).toEqual([expect.stringMatching(/^BACKUP_REPOSITORY is set but restic is not installed/)]);
      process.env.PATH = searchPath;
      expect(configWarnings(config)).toEqual([]);
    } finally {
      process.env.PATH = searchPath;
    }
  });
});

describe("PAGE_FILES", () => {
  it("is off unless set, takes a boolean, and needs the page cache whose pages it writes", () => {
    expect(loadConfig({}).pageCache.files).toBe(false);
    expect(loadConfig({ PAGE_FILES: "true" }).pageCache).toMatchObject({ enabled: true, files: true });
    expect(() => loadConfig({ PAGE_FILES: "sometimes" })).toThrow(/PAGE_FILES: must be true or false/);
    expect(() => loadConfig({ PAGE_FILES: "true", PAGE_CACHE: "false" })).toThrow(/PAGE_FILES: PAGE_FILES writes the pages the page cache keeps/);
  });
});
