// E-mail to the doctor about every new message, through a real SMTP server started by each test.
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { type TestSmtpServer, freePort, smtpUrlFor, startSmtpServer } from "../support/smtp.ts";
import { admin, bearer, publishedBlog, signIn } from "./helpers.ts";

const doctor = "doctor@clinic.example";
const siteUrl = "https://practice.example";

const running: { servers: RunningServer[]; smtp: TestSmtpServer[] } = { servers: [], smtp: [] };
afterEach(async () => {
  for (const server of running.servers.splice(0)) {
    await server.stop();
    removeDataDir(server);
  }
  for (const smtp of running.smtp.splice(0)) await smtp.close();
});

async function site(smtpUrl: string, env: Record<string, string> = {}) {
  const server = await startServer({
    env: {
      SMTP_URL: smtpUrl,
      MAIL_FROM: "Practice website <site@practice.example>",
      NOTIFY_EMAIL: doctor,
      SITE_URL: siteUrl,
      NOTIFY_RETRY_SECONDS: "1",
      ...env,
    },
  });
  running.servers.push(server);
  return server;
}

async function smtp(port?: number) {
  const server = await startSmtpServer(port);
  running.smtp.push(server);
  return server;
}

const visitor = { name: "Asha Rao", email: "asha.rao@visitor.example", mobile: "+91 98765 43210" };

async function sendContact(server: RunningServer, message: string, name = visitor.name) {
  const { status, body } = await call(server, "POST", "/api/user/contact/create", { ...visitor, name, message });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as { _id: string; urgent: boolean };
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waiting(server: RunningServer, token: string): Promise<number> {
  return (await admin(server, token, "GET", "/api/admin/stats")).notifications.waiting;
}

describe("notification e-mails", () => {
  it("by default say who (first name), what, when and where to read it; never the text, the e-mail or the phone", async () => {
    const mail = await smtp();
    const server = await site(mail.url);
    const token = await signIn(server);
    const blogid = await publishedBlog(server, token, "Sleep and mood");
    await sendContact(server, "Private words about my marriage");
    const comment = await call(server, "POST", "/api/user/comment/create", { ...visitor, blogid, message: "A private question on sleep" });
    expect(comment.status).toBe(201);

    const [first, second] = await mail.waitFor(2);
    const contactMail = [first, second].find((received) => received!.subject.includes("message"))!;
    const commentMail = [first, second].find((received) => received!.subject.includes("comment"))!;
    expect(contactMail.subject).toBe("New message from Asha");
    expect(commentMail.subject).toBe("New comment from Asha on “Sleep and mood”");
    expect(contactMail.text).toContain(`${siteUrl}/admin/contacts`);
    expect(commentMail.text).toContain(`${siteUrl}/admin/comments`);
    expect(contactMail.text).toMatch(/Asha sent a message through the Contact Me page on \d+ \w+ \d{4}/);
    for (const received of [contactMail, commentMail]) {
      expect(received.to).toEqual([doctor]);
      expect(received.from).toBe("site@practice.example");
      expect(received.user).toBe("site");
      for (const secret of ["Private words", "A private question", visitor.email, "98765", "43210", "Rao"]) {
        expect(received.raw).not.toContain(secret);
        expect(received.text).not.toContain(secret);
        expect(received.subject).not.toContain(secret);
      }
    }
    // Sent exactly once each: nothing more arrives, nothing waits.
    await until(async () => (await waiting(server, token)) === 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.received).toHaveLength(2);
  });

  it("put Urgent at the start of the subject when the words suggest a risk of self-harm, in English, Telugu and Urdu", async () => {
    const mail = await smtp();
    const server = await site(mail.url);
    const token = await signIn(server);
    const blogid = await publishedBlog(server, token, "Sleep and mood");
    const comment = async (name: string, message: string) => {
      const { status, body } = await call(server, "POST", "/api/user/comment/create", { ...visitor, name, blogid, message });
      expect(status, JSON.stringify(body)).toBe(201);
      return body.data as { _id: string; urgent: boolean };
    };

    // The answer's `urgent` is what makes the contact and comment forms show the crisis line again.
    expect((await sendContact(server, "I don't want to live any more")).urgent).toBe(true);
    expect((await sendContact(server, "నాకు ఇక బతకాలని లేదు, రాత్రిళ్లు చనిపోవాలనిపిస్తోంది", "Lakshmi Reddy")).urgent).toBe(true);
    expect((await sendContact(server, "میں اب جینا نہیں چاہتا، خودکشی کا سوچتا ہوں", "Sana Qureshi")).urgent).toBe(true);
    expect((await comment("Ravi Teja", "ఈ వ్యాసం చదివాక కూడా ఆత్మహత్యకు సంబంధించిన ఆలోచనలు వస్తున్నాయి")).urgent).toBe(true);
    expect((await comment("Imran Ali", "مجھے بس مر جانا ہے، نیند بھی نہیں آتی")).urgent).toBe(true);
    // The same languages' everyday "this deadline is killing me" stays an ordinary message.
    expect((await sendContact(server, "یہ ڈیڈ لائن مجھے مار رہی ہے، کیا ہفتے کو وقت مل سکتا ہے؟", "Zoya Khan")).urgent).toBe(false);
    expect((await comment("Kiran Rao", "ఈ డెడ్‌లైన్ నా ప్రాణం తీస్తోంది, నిద్ర పట్టడం లేదు")).urgent).toBe(false);

    const received = await mail.waitFor(7);
    expect(received.map((one) => one.subject).sort()).toEqual([
      "New comment from Kiran on “Sleep and mood”",
      "New message from Zoya",
      "Urgent: New comment from Imran on “Sleep and mood”",
      "Urgent: New comment from Ravi on “Sleep and mood”",
      "Urgent: New message from Asha",
      "Urgent: New message from Lakshmi",
      "Urgent: New message from Sana",
    ]);
    for (const one of received.filter((each) => each.subject.startsWith("Urgent:"))) {
      expect(one.text).toContain("URGENT: its words suggest a risk of suicide or self-harm");
    }
    // As every notification: the message text stays in the back office.
    for (const words of ["want to live", "బతకాలని", "خودکشی", "ఆత్మహత్య", "مر جانا"]) {
      for (const one of received) expect(`${one.subject}\n${one.text}\n${one.raw}`).not.toContain(words);
    }
  });

  it("carry the message text with NOTIFY_INCLUDE_TEXT=true, still without the e-mail or the phone", async () => {
    const mail = await smtp();
    const server = await site(mail.url, { NOTIFY_INCLUDE_TEXT: "true" });
    await sendContact(server, "Can I come on Saturday evening?");
    const [received] = await mail.waitFor(1);
    expect(received!.text).toContain("Can I come on Saturday evening?");
    expect(received!.raw).not.toContain(visitor.email);
    expect(received!.raw).not.toContain("98765");
  });

  it("are kept while the mail server is down and each sent exactly once when it is back", async () => {
    const port = await freePort();
    const server = await site(smtpUrlFor(port));
    const token = await signIn(server);
    for (const name of ["First One", "Second Two", "Third Three"]) await sendContact(server, "Hello", name);
    await until(() => server.logs.filter((line) => line.includes("notification e-mail not sent")).length >= 3);
    expect(await waiting(server, token)).toBe(3);

    const mail = await smtp(port);
    await mail.waitFor(3);
    await until(async () => (await waiting(server, token)) === 0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mail.received.map((received) => received.subject).sort()).toEqual(["New message from First", "New message from Second", "New message from Third"]);
  });

  it("survive a restart: written with the message, sent by the next process", async () => {
    const port = await freePort();
    const server = await site(smtpUrlFor(port));
    for (const name of ["Anil", "Bina", "Chetan"]) await sendContact(server, "Hello", name);
    await until(() => server.logs.filter((line) => line.includes("notification e-mail not sent")).length >= 3);
    await server.stop();

    const mail = await smtp(port);
    const restarted = await server.restart();
    running.servers.splice(running.servers.indexOf(server), 1, restarted);
    const token = await signIn(restarted);
    await mail.waitFor(3);
    await until(async () => (await waiting(restarted, token)) === 0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mail.received.map((received) => received.subject).sort()).toEqual(["New message from Anil", "New message from Bina", "New message from Chetan"]);
  });

  it("can be tried from the back office with a test e-mail, which reports a mail server that is down", async () => {
    const mail = await smtp();
    const server = await site(mail.url);
    const token = await signIn(server);
    expect((await call(server, "POST", "/api/admin/notifications/test")).status).toBe(401);
    const sent = await call(server, "POST", "/api/admin/notifications/test", undefined, bearer(token));
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: `Test e-mail sent to ${doctor}`, data: { to: doctor } });
    const [received] = await mail.waitFor(1);
    expect(received!.subject).toBe("Test e-mail from your website");

    await mail.close();
    running.smtp.splice(0);
    const failed = await call(server, "POST", "/api/admin/notifications/test", undefined, bearer(token));
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/^The mail server did not accept the e-mail \(E[A-Z]+\)\. Check SMTP_URL/);
  });

  it("are off without SMTP_URL: nothing waits, and the test e-mail says how to turn them on", async () => {
    const server = await startServer();
    running.servers.push(server);
    const token = await signIn(server);
    await sendContact(server, "Hello");
    expect((await admin(server, token, "GET", "/api/admin/stats")).notifications).toEqual({ enabled: false, waiting: 0, failed: 0 });
    const answer = await call(server, "POST", "/api/admin/notifications/test", undefined, bearer(token));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/SMTP_URL, MAIL_FROM and NOTIFY_EMAIL/);
  });

  it("refuse to start with SMTP_URL but no NOTIFY_EMAIL", async () => {
    const failure = await startServer({ env: { SMTP_URL: "smtp://127.0.0.1:25" } }).catch((error: Error) => error);
    expect(String(failure)).toMatch(/Invalid configuration[\s\S]*SMTP_URL: MAIL_FROM and NOTIFY_EMAIL must be set with SMTP_URL/);
  });
});
