import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { type RunningServer, type ServerOptions, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, signIn } from "./helpers.ts";

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
  it("is created as admin@example.com with a random password printed once when none is configured", () =>
    withServer({ env: noConfiguredAdmin }, async (server) => {
      const password = printedPassword(server);
      expect(password).toMatch(/^\S{20,}$/);
      expect(server.logs.some((line) => line.includes("admin@example.com"))).toBe(true);
      const token = await signIn(server, { email: "admin@example.com", password: password! });
      expect(token).toBeTruthy();

      const again = await server.restart();
      expect(printedPassword(again)).toBeUndefined();
      expect((await call(again, "GET", "/api/auth/session", undefined, bearer(token))).status).toBe(200);
      return again;
    }), restartingTimeout);

  it("comes from ADMIN_EMAIL and ADMIN_PASSWORD: created, then updated when the password changes", () =>
    withServer({ env: { ADMIN_EMAIL: "Owner@Test.Example", ADMIN_PASSWORD: "first password here" } }, async (server) => {
      expect(printedPassword(server)).toBeUndefined();
      const first = await signIn(server, { email: "owner@test.example", password: "first password here" });

      await server.stop();
      const same = await startServer({ dataDir: server.dataDir, env: { ADMIN_EMAIL: "owner@test.example", ADMIN_PASSWORD: "first password here" } });
      expect((await call(same, "GET", "/api/auth/session", undefined, bearer(first))).status).toBe(200);
      await same.stop();

      const changed = await startServer({ dataDir: server.dataDir, env: { ADMIN_EMAIL: "owner@test.example", ADMIN_PASSWORD: "second password here" } });
      expect((await call(changed, "POST", "/api/auth/signin", { email: "owner@test.example", password: "first password here" })).status).toBe(401);
      await signIn(changed, { email: "owner@test.example", password: "second password here" });
      expect((await call(changed, "GET", "/api/auth/session", undefined, bearer(first))).status).toBe(401);
      return changed;
    }), restartingTimeout);

  it("can be given a new password with `npm run admin -- set-password`, which signs the admin out everywhere", () =>
    withServer({ env: noConfiguredAdmin }, async (server) => {
      const token = await signIn(server, { email: "admin@example.com", password: printedPassword(server)! });
      await server.stop();

      const chosen = await adminScript(server, "set-password", "admin@example.com", "a brand new password");
      expect(chosen.stdout).toContain("Updated the admin admin@example.com");
      const generated = await adminScript(server, "set-password", "second@test.example");
      expect(generated.stdout).toContain("Created the admin second@test.example");
      const password = /Password: (\S+)/.exec(generated.stdout)?.[1];
      expect(password).toBeTruthy();
      await expect(adminScript(server, "set-password", "not-an-email")).rejects.toMatchObject({ code: 1 });

      const restarted = await startServer({ dataDir: server.dataDir, env: noConfiguredAdmin });
      expect((await call(restarted, "GET", "/api/auth/session", undefined, bearer(token))).status).toBe(401);
      await signIn(restarted, { email: "admin@example.com", password: "a brand new password" });
      await signIn(restarted, { email: "second@test.example", password: password! });
      return restarted;
    }), restartingTimeout);
});

describe("demo content", () => {
  it("is added once, quickly, to a new database and never again, even after everything was deleted", () =>
    withServer({ env: { SEED_DEMO: "true" } }, async (server) => {
      const seeded = server.logs.map((line) => JSON.parse(line.startsWith("{") ? line : "{}")).find((entry) => entry.msg === "seeded the demo content");
      expect(seeded).toMatchObject({ blogs: 8, media: 9 });
      // CPU time, not wall time: it measures the work itself whatever else the machine is doing.
      expect(seeded.cpuMs).toBeLessThan(3000);

      const token = await signIn(server);
      const restarted = await server.restart();
      const lists = async (target: RunningServer) => ({
        blogs: await admin(target, token, "POST", "/api/admin/blogs", { pagesize: 100 }),
        contacts: await admin(target, token, "POST", "/api/admin/contact", { pagesize: 100 }),
        media: await admin(target, token, "POST", "/api/admin/media", { pagesize: 100 }),
      });
      const content = await lists(restarted);
      expect(content.blogs.total).toBe(8);

      for (const blog of content.blogs.blogs) await admin(restarted, token, "DELETE", "/api/admin/blogs/delete", { _id: blog._id });
      for (const item of content.contacts.contact) await admin(restarted, token, "DELETE", "/api/admin/contact/delete", { _id: item._id });
      for (const item of content.media.media) await admin(restarted, token, "DELETE", "/api/admin/media/delete", { _id: item._id });

      const emptied = await restarted.restart();
      const after = await lists(emptied);
      expect([after.blogs.total, after.contacts.total, after.media.total]).toEqual([0, 0, 0]);
      return emptied;
    }), restartingTimeout);

  it("is not added when SEED_DEMO=false", () =>
    withServer({ env: { SEED_DEMO: "false" } }, async (server) => {
      const { body } = await call(server, "GET", "/api/user/blog");
      expect(body).toEqual({ success: true, data: [] });
    }), restartingTimeout);
});

describe("configuration", () => {
  it("stops with a clear message for a bad value", async () => {
    const failure = await startServer({ env: { SESSION_TTL_HOURS: "forever" } }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toContain("SESSION_TTL_HOURS");
  });

  it("ends sessions after SESSION_TTL_HOURS", () =>
    withServer({ env: { SESSION_TTL_HOURS: "0.0003" } }, async (server) => {
      const token = await signIn(server);
      expect((await call(server, "GET", "/api/admin/stats", undefined, bearer(token))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      const expired = await call(server, "GET", "/api/admin/stats", undefined, bearer(token));
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ success: false, message: "Unauthorized" });
    }), restartingTimeout);
});
