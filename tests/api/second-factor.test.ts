// Issue 18: the back office's second factor over real HTTP: the authenticator app (TOTP), recovery codes, the second
// step of signing in, the lock, the fresh check before dangerous acts, the password change and the lost-phone path.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";
import { type TestSmtpServer, startSmtpServer } from "../support/smtp.ts";
import { bearer, signIn, withDatabase } from "./helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The code an authenticator app shows `stepsAhead` steps after the server's now (the server's clock offset included). */
function codeAt(secret: string, offsetSeconds: number, stepsAhead: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 + stepsAhead * 30_000 });
}

let smtp: TestSmtpServer;
let server: RunningServer;
let offset = 0;
let secret = "";
let recoveryCodes: string[] = [];

/** Restarts the server on the same data with its clock `seconds` ahead of the machine's. */
async function moveClock(seconds: number) {
  offset = seconds;
  server = await restartWith({ CLOCK_OFFSET_SECONDS: String(seconds) });
}

/**
 * A code of the step now or the next that no earlier test used (enabling and each sign-in use one up); when both are
 * used, the next step's turn is awaited. Never the step before: should the step change while the request travels, it
 * would be two behind and rightly refused.
 */
async function unusedCodeNow(): Promise<string> {
  for (;;) {
    const used = withDatabase(server, (sqlite) => sqlite.prepare("SELECT step FROM totp_used_steps").all() as { step: number }[]).map((row) => row.step);
    const now = Date.now() + offset * 1000;
    const stepNow = Math.floor(now / 30_000);
    const stepsAhead = [0, 1].find((delta) => !used.includes(stepNow + delta));
    if (stepsAhead !== undefined) return codeAt(secret, offset, stepsAhead);
    await new Promise((resolve) => setTimeout(resolve, (stepNow + 1) * 30_000 - now + 50));
  }
}

let baseEnv: Record<string, string> = {};
async function restartWith(env: Record<string, string>) {
  await server.stop();
  baseEnv = { ...baseEnv, ...env };
  return startServer({ dataDir: server.dataDir, env: baseEnv });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The server in India time while this process keeps the machine's (UTC in CI): codes and expiries must not depend on either.
  baseEnv = {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Practice website <site@practice.example>",
    NOTIFY_EMAIL: "doctor@practice.example",
    NOTIFY_RETRY_SECONDS: "1",
    TZ: "Asia/Kolkata",
  };
  server = await startServer({ env: baseEnv });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
  await smtp.close();
});

async function passwordStep(extra: Record<string, unknown> = {}) {
  return call(server, "POST", "/api/auth/signin", { ...testAdmin, ...extra });
}

describe("the authenticator app", () => {
  it("is set up from a secret and a QR code, and turned on only by a right code", async () => {
    const token = await signIn(server);
    const before = await call(server, "GET", "/api/admin/security", undefined, bearer(token));
    expect(before.body.data).toMatchObject({ totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect(before.body.data.sessions).toEqual([expect.objectContaining({ current: true, device: expect.any(String) })]);

    const setup = await call(server, "POST", "/api/admin/security/totp/setup", {}, bearer(token));
    expect(setup.status).toBe(200);
    secret = setup.body.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*algorithm=SHA1&digits=6&period=30/);
    expect(setup.body.data.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await call(
      server,
      "POST",
      "/api/admin/security/totp/enable",
      { code: "000000" === codeAt(secret, 0, 0) ? "111111" : "000000" },
      bearer(token),
    );
    expect(wrong.status).toBe(400);
    expect((await call(server, "GET", "/api/admin/security", undefined, bearer(token))).body.data.totp).toBe(false);

    const enabled = await call(server, "POST", "/api/admin/security/totp/enable", { code: codeAt(secret, 0, 0) }, bearer(token));
    expect(enabled.status).toBe(200);
    recoveryCodes = enabled.body.data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const after = await call(server, "GET", "/api/admin/security", undefined, bearer(token));
    expect(after.body.data).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  });

  it("makes the password alone give no session, whatever else the request says", async () => {
    for (const extra of [{}, { mfa: true }, { skip: true }, { code: "" }, { code: "123456" }, { remember: true }, { mfaToken: "x" }, { encoded_token: "x" }]) {
      const answer = await passwordStep(extra);
      expect(answer.status, JSON.stringify(extra)).toBe(200);
      expect(Object.keys(answer.body.data).sort()).toEqual(["mfaRequired", "mfaToken"]);
      expect(answer.body.data.mfaRequired).toBe(true);
      expect(answer.response.headers.get("set-cookie") ?? "").not.toMatch(/admin_session=/);
    }
  });

  it("accepts a code of the next step once, refuses its replay and a code two steps away", async () => {
    const first = (await passwordStep()).body.data.mfaToken;
    const twoAhead = await call(server, "POST", "/api/auth/signin/mfa", { mfaToken: first, code: codeAt(secret, offset, 2) });
    expect(twoAhead.status).toBe(401);
    const code = codeAt(secret, offset, 1);
    const signedIn = await call(server, "POST", "/api/auth/signin/mfa", { mfaToken: first, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.encoded_token).toMatch(/^[\w-]{40,}$/);
    expect(signedIn.response.headers.get("set-cookie")).toMatch(/admin_session=/);
    // The token worked once, and the code's step is used up for this admin.
    expect((await call(server, "POST", "/api/auth/signin/mfa", { mfaToken: first, code })).status).toBe(401);
    const second = (await passwordStep()).body.data.mfaToken;
    expect((await call(server, "POST", "/api/auth/signin/mfa", { mfaToken: second, code })).status).toBe(401);
  });

  it("works again at once when a clock that ran 2 hours ahead is corrected, and keeps every used step used", async () => {
    const signInWith = async (code: string) => call(server, "POST", "/api/auth/signin/mfa", { mfaToken: (await passwordStep()).body.data.mfaToken, code });
    await moveClock(2 * 60 * 60);
    const usedWhileAhead = await unusedCodeNow();
    expect((await signInWith(usedWhileAhead)).status).toBe(200);

    await moveClock(0);
    const code = await unusedCodeNow();
    expect((await signInWith(code)).status).toBe(200);
    // The server's log reaches the test through a pipe, a moment after the answer.
    await expect.poll(() => server.logs.join("\n"), { timeout: 5_000, interval: 50 }).toMatch(/"minutesAhead":12\d.*far ahead of the server's clock/);
    expect((await signInWith(code)).status).toBe(401);

    // The clock wrong again: the code used then is still used up.
    await moveClock(2 * 60 * 60);
    expect((await signInWith(usedWhileAhead)).status).toBe(401);
    await moveClock(0);
  }, 60_000);

  it("takes each recovery code once, and tells the practice by e-mail", async () => {
    const mfaToken = (await passwordStep()).body.data.mfaToken;
    const used = await call(server, "POST", "/api/auth/signin/mfa", { mfaToken, code: recoveryCodes[0]!.toUpperCase() });
    expect(used.status).toBe(200);
    const again = await call(server, "POST", "/api/auth/signin/mfa", { mfaToken: (await passwordStep()).body.data.mfaToken, code: recoveryCodes[0] });
    expect(again.status).toBe(401);
    const security = await call(server, "GET", "/api/admin/security", undefined, bearer(used.body.data.encoded_token));
    expect(security.body.data.recoveryCodesLeft).toBe(9);
    const mails = await smtp.waitFor(1);
    expect(mails.map((mail) => mail.subject)).toContain("Security: a recovery code was used to sign in to the back office");
  });

  it("keeps neither the secret nor a recovery code readable in the database or a backup", async () => {
    await server.stop();
    const backups = path.join(server.dataDir, "backups");
    execFileSync(process.execPath, ["scripts/backup.ts"], { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: server.dataDir }, stdio: "ignore" });
    const newest = readdirSync(backups).sort().at(-1)!;
    server = await startServer({ dataDir: server.dataDir, env: baseEnv });
    for (const file of [path.join(server.dataDir, "site.sqlite"), path.join(backups, newest, "site.sqlite")]) {
      const bytes = readFileSync(file).toString("latin1");
      expect(bytes).not.toContain(secret);
      for (const code of recoveryCodes) expect(bytes).not.toContain(code);
    }
  });
});

describe("a fresh check before dangerous acts", () => {
  it("asks to confirm it's you 15 minutes after the last factor, and carries on after reauth", async () => {
    const mfaToken = (await passwordStep()).body.data.mfaToken;
    const token = (await call(server, "POST", "/api/auth/signin/mfa", { mfaToken, code: recoveryCodes[1] })).body.data.encoded_token;
    expect((await call(server, "GET", "/api/admin/backup", undefined, bearer(token))).status).toBe(200);

    await moveClock(16 * 60);
    const stale = await call(server, "GET", "/api/admin/backup", undefined, bearer(token));
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ success: false, message: "Confirm it's you", reauth: true });
    expect((await call(server, "GET", "/api/admin/security", undefined, bearer(token))).status).toBe(200);
    const erase = await call(server, "POST", "/api/admin/privacy/erase", { email: "nobody@example.com" }, bearer(token));
    expect(erase.body.reauth).toBe(true);

    expect((await call(server, "POST", "/api/auth/reauth", { code: "000000" }, bearer(token))).status).toBe(401);
    const confirmed = await call(server, "POST", "/api/auth/reauth", { code: codeAt(secret, offset, 0) }, bearer(token));
    expect(confirmed.status).toBe(200);
    expect((await call(server, "GET", "/api/admin/backup", undefined, bearer(token))).status).toBe(200);
    // The password is not enough once a second factor exists.
    expect((await call(server, "POST", "/api/auth/reauth", { password: testAdmin.password }, bearer(token))).status).toBe(401);
  });
});

describe("the password change", () => {
  it("refuses weak passwords, then signs out every other session", async () => {
    const signInWithCode = async (code: string) =>
      (await call(server, "POST", "/api/auth/signin/mfa", { mfaToken: (await passwordStep()).body.data.mfaToken, code })).body.data.encoded_token as string;
    const mine = await signInWithCode(recoveryCodes[2]!);
    const other = await signInWithCode(recoveryCodes[3]!);
    const change = (next: string, current = testAdmin.password) => call(server, "PUT", "/api/admin/security/password", { current, next }, bearer(mine));
    expect((await change("short-pass")).body.errors.next).toMatch(/at least 12 characters/);
    expect((await change(testAdmin.email)).body.errors.next).toMatch(/cannot be your e-mail/);
    expect((await change("qwerty123456")).body.errors.next).toMatch(/most common/);
    expect((await change("a long new passphrase", "not the password")).body.errors.current).toMatch(/not right/);
    expect((await change("a long new passphrase")).status).toBe(200);
    expect((await call(server, "GET", "/api/auth/session", undefined, bearer(other))).status).toBe(401);
    expect((await call(server, "GET", "/api/auth/session", undefined, bearer(mine))).status).toBe(200);
    expect((await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "a long new passphrase" })).body.data.mfaRequired).toBe(true);
    // A restart with the same ADMIN_PASSWORD keeps the password the admin chose.
    server = await restartWith({});
    expect((await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "a long new passphrase" })).body.data.mfaRequired).toBe(true);
    expect((await call(server, "POST", "/api/auth/signin", testAdmin)).status).toBe(401);
    const newStep = (await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "a long new passphrase" })).body.data.mfaToken;
    const again = (await call(server, "POST", "/api/auth/signin/mfa", { mfaToken: newStep, code: recoveryCodes[5] })).body.data.encoded_token;
    const activity = await call(server, "POST", "/api/admin/activity", { pagesize: 100 }, bearer(again));
    const actions = activity.body.data.activity.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["2fa.enable", "signin.recovery-code", "signin.code-failed", "password.change", "reauth.failed"]));
    // Four recovery-code e-mails so far (one per code used), then this one.
    const mails = await smtp.waitFor(5).catch(() => smtp.received);
    expect(mails.map((mail) => mail.subject)).toContain("Security: the back office's password was changed");
    for (const mail of mails) expect(mail.text).not.toContain("a long new passphrase");
  });
});

describe("the lost-phone path and the lock", () => {
  it("keeps the recovery codes working when the database comes back without its key", async () => {
    await server.stop();
    rmSync(path.join(server.dataDir, "secret.key"));
    server = await startServer({ dataDir: server.dataDir, env: { ...baseEnv, ADMIN_PASSWORD: "a long new passphrase" } });
    const step = async (code: string) =>
      call(server, "POST", "/api/auth/signin/mfa", {
        mfaToken: (await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "a long new passphrase" })).body.data.mfaToken,
        code,
      });
    expect((await step(codeAt(secret, offset, 1))).status).toBe(401);
    expect((await step(recoveryCodes[4]!)).status).toBe(200);
  });

  it("reset-2fa gives password-only sign-in back", async () => {
    await server.stop();
    execFileSync(process.execPath, ["scripts/admin.ts", "reset-2fa", testAdmin.email], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: server.dataDir },
    });
    server = await startServer({ dataDir: server.dataDir, env: { ...baseEnv, ADMIN_PASSWORD: "a long new passphrase" } });
    const answer = await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "a long new passphrase" });
    expect(answer.body.data.encoded_token).toMatch(/^[\w-]{40,}$/);
    expect(withDatabase(server, (sqlite) => sqlite.prepare("SELECT count(*) AS n FROM recovery_codes").get())).toEqual({ n: 0 });
  });

  it("counts wrong codes toward the lock: after 5, even a right code is refused", async () => {
    const token = (await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "a long new passphrase" })).body.data.encoded_token;
    const setup = await call(server, "POST", "/api/admin/security/totp/setup", {}, bearer(token));
    const fresh = setup.body.data.secret as string;
    await call(server, "POST", "/api/admin/security/totp/enable", { code: codeAt(fresh, offset, 0) }, bearer(token));
    const mfaToken = (await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "a long new passphrase" })).body.data.mfaToken;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(server, "POST", "/api/auth/signin/mfa", { mfaToken, code: "000000" === codeAt(fresh, offset, 1) ? "111111" : "000000" })).status).toBe(
        401,
      );
    }
    const right = await call(server, "POST", "/api/auth/signin/mfa", { mfaToken, code: codeAt(fresh, offset, 1) });
    expect(right.status).toBe(429);
    expect(right.response.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("REQUIRE_2FA", () => {
  it("lets an admin without a second factor use only the Security screen until one is set up", async () => {
    const strict = await startServer({ env: { REQUIRE_2FA: "true" } });
    try {
      const token = await signIn(strict);
      const refused = await call(strict, "GET", "/api/admin/stats", undefined, bearer(token));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, secondFactorRequired: true });
      expect((await call(strict, "GET", "/api/admin/security", undefined, bearer(token))).status).toBe(200);
      const fresh = (await call(strict, "POST", "/api/admin/security/totp/setup", {}, bearer(token))).body.data.secret as string;
      expect((await call(strict, "POST", "/api/admin/security/totp/enable", { code: codeAt(fresh, 0, 0) }, bearer(token))).status).toBe(200);
      expect((await call(strict, "GET", "/api/admin/stats", undefined, bearer(token))).status).toBe(200);
    } finally {
      await strict.stop();
      removeDataDir(strict);
    }
  });
});
