import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { type RunningServer, type ServerOptions, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, everything, signIn } from "./helpers.ts";

const run = promisify(execFile);
// These tests start the server two or three times each.
const restartingTimeout = 60_000;
const noConfiguredAdmin = { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };

type Start = (options?: ServerOptions) => Promise<RunningServer>;

/** Runs a scenario that may start several servers on one data directory; all are stopped and the directory removed. */
async function withServers(use: (start: Start) => Promise<void>) {
  const started: RunningServer[] = [];
  let dataDir: string | undefined;
  const start: Start = async (options = {}) => {
    const server = await startServer({ ...options, dataDir: options.dataDir ?? dataDir });
    dataDir = server.dataDir;
    started.push(server);
    return server;
  };
  try {
    await use(start);
  } finally {
    for (const server of started) await server.stop();
    if (started[0]) removeDataDir(started[0]);
  }
}

function printedPassword(server: RunningServer): string | undefined {
  return server.logs.map((line) => /^\s*password:\s+(\S+)$/.exec(line)?.[1]).find(Boolean);
}

async function adminScript(server: RunningServer, ...args: string[]) {
  return run(process.execPath, ["scripts/admin.ts", ...args], { env: { PATH: process.env.PATH, DATA_DIR: server.dataDir } });
}

describe("the first admin", () => {
  it(
    "is created as admin@example.com with a random password printed once when none is configured",
    () =>
      withServers(async (start) => {
        const server = await start({ env: noConfiguredAdmin });
        const password = printedPassword(server);
        expect(password).toMatch(/^\S{20,}$/);
        expect(server.logs.some((line) => line.includes("admin@example.com"))).toBe(true);
        const token = await signIn(server, { email: "admin@example.com", password: password! });
        await server.stop();

        const again = await start({ env: noConfiguredAdmin });
        expect(printedPassword(again)).toBeUndefined();
        expect((await call(again, "GET", "/api/auth/session", undefined, bearer(token))).status).toBe(200);
      }),
    restartingTimeout,
  );

  it(
    "comes from ADMIN_EMAIL and ADMIN_PASSWORD: created, then updated when the password changes",
    () =>
      withServers(async (start) => {
        const configured = (password: string) => ({ env: { ADMIN_EMAIL: "Owner@Test.Example", ADMIN_PASSWORD: password } });
        const server = await start(configured("first password here"));
        expect(printedPassword(server)).toBeUndefined();
        const first = await signIn(server, { email: "owner@test.example", password: "first password here" });
        await server.stop();

        const same = await start(configured("first password here"));
        expect((await call(same, "GET", "/api/auth/session", undefined, bearer(first))).status).toBe(200);
        await same.stop();

        const changed = await start(configured("second password here"));
        expect((await call(changed, "POST", "/api/auth/signin", { email: "owner@test.example", password: "first password here" })).status).toBe(401);
        await signIn(changed, { email: "owner@test.example", password: "second password here" });
        expect((await call(changed, "GET", "/api/auth/session", undefined, bearer(first))).status).toBe(401);
      }),
    restartingTimeout,
  );

  it(
    "can be given a new password with `npm run admin -- set-password`, which signs the admin out everywhere",
    () =>
      withServers(async (start) => {
        const server = await start({ env: noConfiguredAdmin });
        const token = await signIn(server, { email: "admin@example.com", password: printedPassword(server)! });
        await server.stop();

        const chosen = await adminScript(server, "set-password", "admin@example.com", "a brand new password");
        expect(chosen.stdout).toContain("Updated the admin admin@example.com");
        const generated = await adminScript(server, "set-password", "second@test.example");
        expect(generated.stdout).toContain("Created the admin second@test.example");
        const password = /Password: (\S+)/.exec(generated.stdout)?.[1];
        expect(password).toBeTruthy();
        await expect(adminScript(server, "set-password", "not-an-email")).rejects.toMatchObject({ code: 1 });
        // The same minimum as the Security screen's: 11 characters are one too few.
        await expect(adminScript(server, "set-password", "admin@example.com", "eleven char")).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining("at least 12 characters"),
        });
        await expect(adminScript(server, "set-password", "admin@example.com", "1qaz2wsx3edc")).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining("one of the most common"),
        });

        const restarted = await start({ env: noConfiguredAdmin });
        expect((await call(restarted, "GET", "/api/auth/session", undefined, bearer(token))).status).toBe(401);
        await signIn(restarted, { email: "admin@example.com", password: "a brand new password" });
        await signIn(restarted, { email: "second@test.example", password: password! });
      }),
    restartingTimeout,
  );
});

describe("demo content", () => {
  it(
    "is added once to a new database: 8 blogs and 9 translations, comments, messages, 9 media; never again, even after everything was deleted",
    () =>
      withServers(async (start) => {
        const seeding = { env: { SEED_DEMO: "true" } };
        const server = await start(seeding);
        const seeded = server.logs
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line))
          .find((entry) => entry.msg === "seeded the demo content");
        // How long it takes is `npm run bench`'s figure: a time here would fail on a slower machine.
        expect(seeded).toMatchObject({ blogs: 17, media: 9 });
        const token = await signIn(server);
        const { blogs, comments, contacts, media } = await everything(server, token);
        expect(blogs.total).toBe(17);
        // Three posts in each other language, every state of a translation shown: one outdated, one reviewed.
        for (const lang of ["hi", "te", "ur"]) expect(blogs.blogs.filter((blog: any) => blog.lang === lang && blog.translationOf).length, lang).toBe(3);
        expect(blogs.blogs.filter((blog: any) => blog.outdated)).toHaveLength(1);
        expect(blogs.blogs.filter((blog: any) => blog.reviewedBy && blog.reviewedOn)).toHaveLength(1);
        // The featured article in each language's journal.
        expect(blogs.blogs.filter((blog: any) => blog.featured && blog.published)).toHaveLength(4);
        expect(blogs.blogs.filter((blog: any) => !blog.published)).toHaveLength(1);
        expect(new Set(blogs.blogs.map((blog: any) => blog.category)).size).toBeGreaterThanOrEqual(5);
        expect(new Set(blogs.blogs.map((blog: any) => blog.readers)).size).toBeGreaterThanOrEqual(5);
        expect(blogs.blogs.every((blog: any) => blog.author === "Dr. Aarav Mehta" && blog.coverimage.startsWith("/uploads/"))).toBe(true);
        expect(blogs.blogs.every((blog: any) => blog.content.length >= 1)).toBe(true);
        expect(comments.comment.some((comment: any) => comment.published)).toBe(true);
        expect(comments.comment.some((comment: any) => !comment.published)).toBe(true);
        expect(comments.comment.every((comment: any) => comment.email.endsWith("@example.com"))).toBe(true);
        expect(contacts.total).toBeGreaterThanOrEqual(3);
        expect(media.total).toBe(9);
        expect(media.media.every((item: any) => item.image.startsWith("/uploads/"))).toBe(true);
        const cover = await fetch(server.url + blogs.blogs[0].coverimage);
        expect(cover.status).toBe(200);
        expect(cover.headers.get("content-type")).toBe("image/jpeg");
        await server.stop();

        const restarted = await start(seeding);
        const lists = async (target: RunningServer) => ({
          blogs: await admin(target, token, "POST", "/api/admin/blogs", { pagesize: 100 }),
          contacts: await admin(target, token, "POST", "/api/admin/contact", { pagesize: 100 }),
          media: await admin(target, token, "POST", "/api/admin/media", { pagesize: 100 }),
        });
        const content = await lists(restarted);
        expect(content.blogs.total).toBe(17);
        for (const blog of content.blogs.blogs) await admin(restarted, token, "DELETE", "/api/admin/blogs/delete", { _id: blog._id });
        for (const item of content.contacts.contact) await admin(restarted, token, "DELETE", "/api/admin/contact/delete", { _id: item._id });
        for (const item of content.media.media) await admin(restarted, token, "DELETE", "/api/admin/media/delete", { _id: item._id });
        await restarted.stop();

        const emptied = await start(seeding);
        const after = await lists(emptied);
        expect([after.blogs.total, after.contacts.total, after.media.total]).toEqual([0, 0, 0]);
      }),
    restartingTimeout,
  );

  it("is not added when SEED_DEMO=false", () =>
    withServers(async (start) => {
      const server = await start({ env: { SEED_DEMO: "false" } });
      const { body } = await call(server, "GET", "/api/user/blog");
      expect(body).toEqual({ success: true, data: [], total: 0 });
    }));
});

describe("configuration", () => {
  it("stops with a clear message for a bad value", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
    const failure = await startServer({ dataDir, env: { SESSION_TTL_HOURS: "forever" } }).catch((error: Error) => error);
    rmSync(dataDir, { recursive: true, force: true });
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toMatch(/exited with 1[\s\S]*Invalid configuration[\s\S]*SESSION_TTL_HOURS/);
  });

  it("ends sessions after SESSION_TTL_HOURS", () =>
    withServers(async (start) => {
      const server = await start({ env: { SESSION_TTL_HOURS: "0.0003" } });
      const token = await signIn(server);
      expect((await call(server, "GET", "/api/admin/stats", undefined, bearer(token))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      const expired = await call(server, "GET", "/api/admin/stats", undefined, bearer(token));
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ success: false, message: "Unauthorized" });
    }));
});
