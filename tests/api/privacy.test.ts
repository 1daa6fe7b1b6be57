// Patient safety and privacy over the real API: urgent messages, a person's copy and erasure, retention, logs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { freePort, smtpUrlFor } from "../support/smtp.ts";
import { admin, bearer, publishedBlog, signIn, withDatabase } from "./helpers.ts";

let server: RunningServer;
let token: string;
let blogid: string;
beforeAll(async () => {
  // The mail server is down for the whole file, so failed sends are logged too (and must hold no personal data).
  server = await startServer({
    env: {
      PUBLIC_POST_LIMIT: "1000",
      LOG_LEVEL: "trace",
      SMTP_URL: smtpUrlFor(await freePort()),
      MAIL_FROM: "site@practice.example",
      NOTIFY_EMAIL: "doctor@practice.example",
      NOTIFY_RETRY_SECONDS: "1",
    },
  });
  token = await signIn(server);
  blogid = await publishedBlog(server, token, "Privacy test article");
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

function postContact(person: { name: string; email: string; mobile: string }, message: string) {
  return call(server, "POST", "/api/user/contact/create", { ...person, message });
}

function postComment(person: { name: string; email: string; mobile: string }, message: string) {
  return call(server, "POST", "/api/user/comment/create", { ...person, blogid, message });
}

describe("urgent messages", () => {
  it("are stored urgent, told to the visitor, listed first and marked for the admin, and never published", async () => {
    const calm = { name: "Calm Writer", email: "calm@visitor.example", mobile: "9000000001" };
    const worried = { name: "Worried Writer", email: "worried@visitor.example", mobile: "9000000002" };
    const urgentContact = await postContact(worried, "I want to end my life");
    expect(urgentContact.status).toBe(201);
    expect(urgentContact.body.data.urgent).toBe(true);
    const urgentComment = await postComment(worried, "मैं मरना चाहता हूँ");
    expect(urgentComment.body.data.urgent).toBe(true);
    // Newer, calm ones: the urgent ones still come first.
    const calmContact = await postContact(calm, "Is there parking near the clinic?");
    expect(calmContact.body.data.urgent).toBe(false);
    await postComment(calm, "Thank you for this article");

    const contacts = await admin(server, token, "POST", "/api/admin/contact", { pagesize: 100 });
    expect(contacts.contact[0]).toMatchObject({ _id: urgentContact.body.data._id, urgent: true });
    expect(contacts.contact.find((contact: any) => contact._id === calmContact.body.data._id).urgent).toBe(false);
    const oldestFirst = await admin(server, token, "POST", "/api/admin/contact", { pagesize: 100, order: "asc", sortby: "name" });
    expect(oldestFirst.contact[0].urgent).toBe(true);

    const comments = await admin(server, token, "POST", "/api/admin/comment", { pagesize: 100 });
    expect(comments.comment[0]).toMatchObject({ _id: urgentComment.body.data._id, urgent: true, published: false });
    const publicList = await call(server, "GET", `/api/user/comment/getall?blogid=${blogid}`);
    expect(publicList.body.data).toEqual([]);

    const stats = await admin(server, token, "GET", "/api/admin/stats");
    expect(stats.urgent).toEqual({ contacts: 1, comments: 1 });
  });
});

describe("a person's copy and erasure", () => {
  const meera = { name: "Meera Shah", email: "Meera.Shah@Visitor.example", mobile: "+91 98200-11223" };
  const namesake = { name: "Meera Other", email: "other.meera@visitor.example", mobile: "9820011224" };

  it("answer 401 without a session and 400 without an e-mail or a mobile", async () => {
    for (const path of ["/api/admin/privacy/export", "/api/admin/privacy/erase"]) {
      const refused = await call(server, "POST", path, { email: "x@visitor.example" });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, message: "Unauthorized" });
      const empty = await call(server, "POST", path, { email: "", mobile: " " }, bearer(token));
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ email: "Enter an e-mail address or a mobile number" });
      const bad = await call(server, "POST", path, { mobile: "call me" }, bearer(token));
      expect(bad.status).toBe(400);
      expect(bad.body.errors.mobile).toBeDefined();
    }
  });

  it("find every record by e-mail (any case) or mobile (by its digits), and erase exactly those", async () => {
    await postContact(meera, "First message");
    await postComment({ ...meera, email: "meera.shah@visitor.example", mobile: "9820011223" }, "A comment");
    await postContact({ ...meera, email: "new.address@visitor.example", mobile: "098200 11223" }, "From another address, same phone");
    await postContact(namesake, "Someone else entirely");

    const byEmail = await admin(server, token, "POST", "/api/admin/privacy/export", { email: "MEERA.SHAH@visitor.example" });
    expect(byEmail.contacts.map((contact: any) => contact.message)).toEqual(["First message"]);
    expect(byEmail.comments.map((comment: any) => comment.message)).toEqual(["A comment"]);
    expect(byEmail.comments[0]).toMatchObject({ email: "meera.shah@visitor.example", blogtitle: "Privacy test article" });

    const byMobile = await admin(server, token, "POST", "/api/admin/privacy/export", { mobile: "98200 11223" });
    expect(byMobile.contacts.map((contact: any) => contact.message).sort()).toEqual(["First message", "From another address, same phone"]);
    expect(byMobile.comments).toHaveLength(1);

    const erased = await admin(server, token, "POST", "/api/admin/privacy/erase", { email: "meera.shah@visitor.example", mobile: "+919820011223" });
    expect(erased).toEqual({ comments: 1, contacts: 2 });
    expect(await admin(server, token, "POST", "/api/admin/privacy/export", { email: meera.email, mobile: meera.mobile })).toEqual({
      comments: [],
      contacts: [],
    });
    const left = await admin(server, token, "POST", "/api/admin/privacy/export", { mobile: namesake.mobile });
    expect(left.contacts.map((contact: any) => contact.message)).toEqual(["Someone else entirely"]);
    expect(await admin(server, token, "POST", "/api/admin/privacy/erase", { email: "nobody@visitor.example" })).toEqual({ comments: 0, contacts: 0 });
  });
});

describe("retention", () => {
  it("deletes contact messages and unpublished comments older than RETENTION_DAYS at start-up; published comments stay", async () => {
    const local = await startServer({ env: { RETENTION_DAYS: "30" } });
    try {
      const localToken = await signIn(local);
      const localBlog = await publishedBlog(local, localToken, "Kept article");
      const person = { name: "Old Writer", email: "old@visitor.example", mobile: "9000000009" };
      const ids: Record<string, string> = {};
      for (const label of ["oldContact", "newContact"]) {
        ids[label] = (await call(local, "POST", "/api/user/contact/create", { ...person, message: label })).body.data._id;
      }
      for (const label of ["oldPending", "oldPublished", "newPending"]) {
        ids[label] = (await call(local, "POST", "/api/user/comment/create", { ...person, blogid: localBlog, message: label })).body.data._id;
      }
      await admin(local, localToken, "POST", "/api/admin/comment/published", { commentid: ids.oldPublished, published: true });
      const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
      withDatabase(local, (sqlite) => {
        sqlite.prepare("UPDATE contacts SET created_at = ? WHERE id = ?").run(longAgo, ids.oldContact);
        sqlite.prepare("UPDATE comments SET created_at = ? WHERE id IN (?, ?)").run(longAgo, ids.oldPending, ids.oldPublished);
      });

      const restarted = await local.restart();
      try {
        const again = await signIn(restarted);
        const contacts = await admin(restarted, again, "POST", "/api/admin/contact", { pagesize: 100 });
        expect(contacts.contact.map((contact: any) => contact.message)).toEqual(["newContact"]);
        const comments = await admin(restarted, again, "POST", "/api/admin/comment", { pagesize: 100 });
        expect(comments.comment.map((comment: any) => comment.message).sort()).toEqual(["newPending", "oldPublished"]);
        expect(restarted.logs.some((line) => line.includes('"contacts":1,"comments":1') && line.includes("retention"))).toBe(true);
      } finally {
        await restarted.stop();
      }
    } finally {
      removeDataDir(local);
    }
  });

  it("refuses RETENTION_DAYS under 30", async () => {
    const failure = await startServer({ env: { RETENTION_DAYS: "7" } }).catch((error: Error) => error);
    expect(String(failure)).toMatch(/Invalid configuration[\s\S]*RETENTION_DAYS: must be at least 30/);
  });
});

describe("the server's log", () => {
  it("never holds a visitor's message text, e-mail address or mobile number", async () => {
    const secretPerson = { name: "Logcheck Person", email: "logcheck.secret@visitor.example", mobile: "+91 93333 77777" };
    const secretText = "secret-diagnosis-text-4471";
    await postContact(secretPerson, `${secretText} and I want to die`);
    await postComment(secretPerson, `${secretText} in a comment`);
    await call(server, "POST", "/api/user/contact/create", { ...secretPerson, email: "not-an-address", message: secretText });
    await call(server, "POST", "/api/user/comment/create", { ...secretPerson, blogid: "0".repeat(24), message: secretText });
    await call(server, "POST", "/api/user/contact/create", { ...secretPerson, message: secretText, website: "spam" });
    // The sender tries (and fails: the mail server is down) to tell the doctor about these messages, and logs that.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await admin(server, token, "POST", "/api/admin/contact", { search: secretPerson.email });
    await admin(server, token, "POST", "/api/admin/privacy/export", { email: secretPerson.email });
    await admin(server, token, "POST", "/api/admin/privacy/erase", { email: secretPerson.email, mobile: secretPerson.mobile });

    const log = server.logs.join("\n");
    expect(log).toContain("notification e-mail not sent");
    expect(log).toContain("privacy: erased");
    for (const secret of [secretText, "logcheck.secret", "93333", "77777", "Logcheck", "want to die"]) {
      expect(log).not.toContain(secret);
    }
  });
});
