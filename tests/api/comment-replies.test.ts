// Issue 30: the doctor's replies to comments over HTTP: write, approve and reply, edit, delete, the refusals, what the
// public answers carry, the activity log, the filters and counts, and the one e-mail a commenter may ask for.
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { type TestSmtpServer, startSmtpServer } from "../support/smtp.ts";
import { admin, publishedBlog, sampleBlog, signIn, withSignedInServer } from "./helpers.ts";

const reader = { name: "Meera Iyer", email: "meera.iyer@reader.example", mobile: "+91 98111 22334" };

async function comment(server: RunningServer, blogid: string, message: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await call(server, "POST", "/api/user/comment/create", { ...reader, blogid, message, ...extra });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data._id as string;
}

async function publicComments(server: RunningServer, blogid: string) {
  const { status, body } = await call(server, "GET", `/api/user/comment/getall?blogid=${blogid}`);
  expect(status).toBe(200);
  return { comments: body.data as Record<string, unknown>[], text: JSON.stringify(body) };
}

describe("replies to comments", () => {
  let server: RunningServer;
  let token: string;
  let blogid: string;
  // The file writes more comments from one address than the public limit lets through in 10 minutes.
  withSignedInServer(
    (started, signedIn) => {
      server = started;
      token = signedIn;
    },
    { env: { PUBLIC_POST_LIMIT: "1000" } },
  );

  it("a reply to a published comment shows in the admin and public answers, never with the commenter's e-mail or mobile", async () => {
    blogid = await publishedBlog(server, token, "Sleep after starting medication");
    const id = await comment(server, blogid, "Is it normal to sleep badly in the first week?");
    await admin(server, token, "POST", "/api/admin/comment/published", { commentid: id, published: true });

    const { status, body } = await call(
      server,
      "POST",
      "/api/admin/comment/reply",
      { commentid: id, text: "It can be.\n\nPlease ask your doctor." },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe("Reply published");
    expect(body.data.comment).toMatchObject({ _id: id, published: true, email: reader.email, reply: { text: "It can be.\n\nPlease ask your doctor." } });
    expect(body.data.comment.reply.createdAt).toBe(body.data.comment.reply.updatedAt);

    const { comments, text } = await publicComments(server, blogid);
    const shown = comments.find((entry) => entry._id === id)!;
    expect(Object.keys(shown).sort()).toEqual(["_id", "blogid", "blogtitle", "createdAt", "message", "name", "published", "reply"]);
    expect(shown.reply).toEqual(body.data.comment.reply);
    for (const secret of [reader.email, "98111", "22334", "notifyReply", "urgent"]) expect(text).not.toContain(secret);
  });

  it("approve and reply: one call publishes a held comment with its reply", async () => {
    const id = await comment(server, blogid, "Can I stop my tablets when I feel better?");
    expect((await publicComments(server, blogid)).comments.some((entry) => entry._id === id)).toBe(false);
    const { status, body } = await call(
      server,
      "POST",
      "/api/admin/comment/reply",
      { commentid: id, text: "Please do not stop on your own." },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(status).toBe(200);
    expect(body.message).toBe("Comment published with your reply");
    expect(body.data.comment.published).toBe(true);
    const shown = (await publicComments(server, blogid)).comments.find((entry) => entry._id === id);
    expect(shown).toMatchObject({ published: true, reply: { text: "Please do not stop on your own." } });
  });

  it("a reply is edited and deleted; one level only: a second reply is refused, an absent one is not found", async () => {
    const id = await comment(server, blogid, "Does exercise help with anxiety?");
    const first = await admin(server, token, "POST", "/api/admin/comment/reply", { commentid: id, text: "Often, yes." });
    const again = await call(server, "POST", "/api/admin/comment/reply", { commentid: id, text: "Another answer" }, { authorization: `Bearer ${token}` });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain("already has a reply");

    const edited = await admin(server, token, "PUT", "/api/admin/comment/reply", { commentid: id, text: "Often, yes: regular walks help many people." });
    expect(edited.comment.reply.text).toBe("Often, yes: regular walks help many people.");
    expect(edited.comment.reply.createdAt).toBe(first.comment.reply.createdAt);
    expect(Date.parse(edited.comment.reply.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.comment.reply.createdAt));
    expect((await publicComments(server, blogid)).comments.find((entry) => entry._id === id)?.reply).toMatchObject({ text: edited.comment.reply.text });

    const deleted = await admin(server, token, "DELETE", "/api/admin/comment/reply", { commentid: id });
    expect(deleted.comment.reply).toBeNull();
    expect(deleted.comment.published).toBe(true);
    expect((await publicComments(server, blogid)).comments.find((entry) => entry._id === id)?.reply).toBeNull();
    for (const [method, body] of [
      ["PUT", { commentid: id, text: "Edit of nothing" }],
      ["DELETE", { commentid: id }],
    ] as const) {
      const answer = await call(server, method, "/api/admin/comment/reply", body, { authorization: `Bearer ${token}` });
      expect(answer.status, method).toBe(404);
      expect(answer.body.message).toBe("Reply not found");
    }
  });

  it("refuses an empty or over-long reply (400), an unknown comment (404) and a caller without a session (401)", async () => {
    const id = await comment(server, blogid, "A question for the limits");
    const auth = { authorization: `Bearer ${token}` };
    for (const text of ["", "   \n  ", "x".repeat(2001)]) {
      const answer = await call(server, "POST", "/api/admin/comment/reply", { commentid: id, text }, auth);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors.text).toMatch(/Reply (is required|must be at most 2,000 characters)/);
    }
    for (const unknown of ["0123456789abcdef01234567", "not-an-id"]) {
      for (const method of ["POST", "PUT"]) {
        const answer = await call(server, method, "/api/admin/comment/reply", { commentid: unknown, text: "Hello" }, auth);
        expect(answer.status, `${method} ${unknown}`).toBe(404);
      }
      expect((await call(server, "DELETE", "/api/admin/comment/reply", { commentid: unknown }, auth)).status).toBe(404);
    }
    for (const method of ["POST", "PUT", "DELETE"]) {
      const answer = await call(server, method, "/api/admin/comment/reply", { commentid: id, text: "Hello" });
      expect(answer.status, method).toBe(401);
    }
    const longest = await admin(server, token, "POST", "/api/admin/comment/reply", { commentid: id, text: "y".repeat(2000) });
    expect(longest.comment.reply.text).toHaveLength(2000);
  });

  it("records comment.reply, comment.reply-edit and comment.reply-delete in the activity log, without the words", async () => {
    const id = await comment(server, blogid, "A question for the log");
    await admin(server, token, "POST", "/api/admin/comment/reply", { commentid: id, text: "Words of the logged reply" });
    await admin(server, token, "PUT", "/api/admin/comment/reply", { commentid: id, text: "Words of the logged reply, edited" });
    await admin(server, token, "DELETE", "/api/admin/comment/reply", { commentid: id });
    const { activity } = await admin(server, token, "POST", "/api/admin/activity", { pagesize: 100 });
    const mine = activity.filter((entry: { target: string }) => entry.target === `comment ${id}`).map((entry: { action: string }) => entry.action);
    expect(mine).toEqual(["comment.reply-delete", "comment.reply-edit", "comment.reply"]);
    expect(JSON.stringify(activity)).not.toContain("logged reply");
  });

  it("filters the comments awaiting a reply and those replied to; the dashboard counts the published ones awaiting, urgent apart", async () => {
    const urgent = await comment(server, blogid, "I don't want to live any more");
    await admin(server, token, "POST", "/api/admin/comment/published", { commentid: urgent, published: true });
    const held = await comment(server, blogid, "A held question");

    const list = async (replies?: string) => (await admin(server, token, "POST", "/api/admin/comment", { pagesize: 100, replies })).comment as any[];
    const awaiting = await list("awaiting");
    expect(awaiting.every((entry) => entry.published && entry.reply === null)).toBe(true);
    expect(awaiting[0]._id).toBe(urgent);
    expect(awaiting.some((entry) => entry._id === held)).toBe(false);
    const replied = await list("replied");
    expect(replied.length).toBeGreaterThan(0);
    expect(replied.every((entry) => entry.reply !== null)).toBe(true);
    expect((await list()).length).toBe(awaiting.length + replied.length + (await list()).filter((entry) => entry.reply === null && !entry.published).length);
    const refused = await call(server, "POST", "/api/admin/comment", { replies: "someday" }, { authorization: `Bearer ${token}` });
    expect(refused.status).toBe(400);

    const stats = await admin(server, token, "GET", "/api/admin/stats");
    expect(stats.comments.awaitingReply).toEqual({ total: awaiting.length, urgent: 1 });
  });

  it("narrows the list to the held and the urgent comments, alone or together, each list as long as the dashboard's count", async () => {
    const heldUrgent = await comment(server, blogid, "I want to end my life");
    const held = await comment(server, blogid, "A question still held");
    const page = async (narrowing: Record<string, unknown>) => admin(server, token, "POST", "/api/admin/comment", { pagesize: 100, ...narrowing });
    const stats = await admin(server, token, "GET", "/api/admin/stats");

    const pending = await page({ published: false });
    expect(pending.total).toBe(stats.comments.pending);
    expect(pending.comment.every((entry: { published: boolean }) => !entry.published)).toBe(true);
    expect(pending.comment.map((entry: { _id: string }) => entry._id)).toEqual(expect.arrayContaining([heldUrgent, held]));

    const urgent = await page({ urgent: true });
    expect(urgent.comment.every((entry: { urgent: boolean }) => entry.urgent)).toBe(true);
    expect(urgent.comment.some((entry: { published: boolean }) => entry.published)).toBe(true);
    const urgentHeld = await page({ published: false, urgent: true });
    expect(urgentHeld.total).toBe(stats.urgent.comments);
    expect(urgentHeld.comment.map((entry: { _id: string }) => entry._id)).toEqual([heldUrgent]);
    expect((await page({ replies: "awaiting", urgent: true })).total).toBe(stats.comments.awaitingReply.urgent);
    expect((await page({ urgent: false })).comment.some((entry: { urgent: boolean }) => entry.urgent)).toBe(false);

    for (const refused of [{ published: "maybe" }, { urgent: 1 }]) {
      const answer = await call(server, "POST", "/api/admin/comment", refused, { authorization: `Bearer ${token}` });
      expect(answer.status, JSON.stringify(refused)).toBe(400);
    }
  });

  it("shows the reply on the post's page under its comment, linking only the site's own pages", async () => {
    const id = await comment(server, blogid, "Where can I book?");
    await admin(server, token, "POST", "/api/admin/comment/reply", {
      commentid: id,
      text: "Please book at /book-an-appointment.\n\nOther sites such as https://elsewhere.example/x stay text.",
    });
    const response = await fetch(`${server.url}/blogs/sleep-after-starting-medication`);
    const html = await response.text();
    const item = html.slice(html.indexOf(`id="comment-${id}"`));
    expect(item).toContain("Doctor&#x27;s reply");
    expect(item).toContain('<a href="/book-an-appointment"');
    expect(item).toContain("https://elsewhere.example/x stay text.");
    expect(html).not.toContain('href="https://elsewhere.example/x"');
    expect(html).not.toContain(reader.email);
  });

  it("a comment on an Urdu post carries its language, and its reply shows the page's Urdu name and dials its numbers", async () => {
    const { _id: urduId } = await admin(server, token, "POST", "/api/admin/blogs/create", {
      ...sampleBlog,
      title: "دوا شروع کرنے کے بعد نیند",
      lang: "ur",
      translationOf: blogid,
    });
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: urduId, published: true });
    const id = await comment(server, urduId, "کیا پہلے ہفتے نیند خراب ہونا عام بات ہے؟");
    const { comment: replied } = await admin(server, token, "POST", "/api/admin/comment/reply", {
      commentid: id,
      text: "براہِ کرم اپنی اپائنٹمنٹ بک کریں: /ur/book-an-appointment\n\nابھی 14416 یا 112 پر فون کریں، یا /.//evil.example/x پر نہیں۔",
    });
    expect(replied.lang).toBe("ur");
    const listed = await admin(server, token, "POST", "/api/admin/comment", { search: "دوا شروع کرنے" });
    expect(listed.comment.map((entry: { lang: string }) => entry.lang)).toEqual(["ur"]);
    expect(listed.comment[0]).toMatchObject({ _id: id, lang: "ur" });

    const html = await (await fetch(`${server.url}/ur/blogs/sleep-after-starting-medication`)).text();
    const item = html.slice(html.indexOf(`id="comment-${id}"`));
    expect(item).toContain(
      '<a href="/ur/book-an-appointment" class="text-accent-700 underline underline-offset-4 hover:text-accent-800"><bdi>اپائنٹمنٹ بک کریں</bdi></a>',
    );
    expect(item).toContain('<a href="tel:14416" dir="ltr"');
    expect(item).toContain('<a href="tel:112" dir="ltr"');
    expect(item).toContain("/.//evil.example/x پر نہیں");
    expect(html).not.toContain('href="//evil.example');
  });
});

describe("the e-mail a commenter may ask for", () => {
  const siteUrl = "https://practice.example";
  const running: { server?: RunningServer; smtp?: TestSmtpServer } = {};
  afterEach(async () => {
    if (running.server) {
      await running.server.stop();
      removeDataDir(running.server);
    }
    await running.smtp?.close();
  });

  async function site() {
    running.smtp = await startSmtpServer();
    running.server = await startServer({
      env: { SMTP_URL: running.smtp.url, MAIL_FROM: "Dr Mehta Psychiatry <site@practice.example>", NOTIFY_EMAIL: "doctor@clinic.example", SITE_URL: siteUrl },
    });
    return { server: running.server, mail: running.smtp, token: await signIn(running.server) };
  }

  async function outboxEmpty(server: RunningServer, token: string) {
    const started = Date.now();
    while ((await admin(server, token, "GET", "/api/admin/stats")).notifications.waiting > 0) {
      if (Date.now() - started > 20_000) throw new Error("the outbox did not empty");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("goes once, on the first reply, naming neither the post nor anyone's words; an edit or a new reply sends nothing more", async () => {
    const { server, mail, token } = await site();
    const blogid = await publishedBlog(server, token, "Lithium and pregnancy");
    const id = await comment(server, blogid, "My private question about my dose", { notifyReply: true });
    expect((await admin(server, token, "POST", "/api/admin/comment", { pagesize: 10 })).comment[0].notifyReply).toBe(true);
    const exported = await admin(server, token, "POST", "/api/admin/privacy/export", { email: reader.email });
    expect(exported.comments[0]).toMatchObject({ _id: id, notifyReply: true });

    await admin(server, token, "POST", "/api/admin/comment/reply", { commentid: id, text: "The doctor's private answer" });
    const received = await mail.waitFor(2);
    const toReader = received.filter((entry) => entry.to.includes(reader.email));
    expect(toReader).toHaveLength(1);
    const [sent] = toReader;
    expect(sent!.to).toEqual([reader.email]);
    expect(sent!.subject).toBe("A reply on The Wellness Journal");
    expect(sent!.raw).toMatch(/^From: The Wellness Journal <site@practice\.example>/m);
    expect(sent!.text).toContain(`${siteUrl}/blogs/${blogid}#comment-${id}`);
    // The link leads to the comment: the post's id answers with its address, and the browser keeps the #comment.
    const followed = await fetch(`${server.url}/blogs/${blogid}`, { redirect: "manual" });
    expect(followed.status).toBe(301);
    expect(followed.headers.get("location")).toMatch(/\/blogs\/lithium-and-pregnancy$/);
    for (const secret of ["Lithium", "pregnancy", "private question", "dose", "private answer", "Psychiatry", "Mehta", "Meera", "Iyer"]) {
      expect(sent!.subject, secret).not.toContain(secret);
      expect(sent!.raw, secret).not.toContain(secret);
    }
    // The request is spent: nothing more for an edit, or for a reply written again after a deletion.
    expect((await admin(server, token, "POST", "/api/admin/comment", { pagesize: 10 })).comment[0].notifyReply).toBe(false);
    await admin(server, token, "PUT", "/api/admin/comment/reply", { commentid: id, text: "The answer, edited" });
    await admin(server, token, "DELETE", "/api/admin/comment/reply", { commentid: id });
    await admin(server, token, "POST", "/api/admin/comment/reply", { commentid: id, text: "The answer, again" });
    await outboxEmpty(server, token);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mail.received.filter((entry) => entry.to.includes(reader.email))).toHaveLength(1);
  });

  it("does not go when not asked for; the erasure takes the request with the comment", async () => {
    const { server, mail, token } = await site();
    const blogid = await publishedBlog(server, token, "Sleep hygiene");
    const id = await comment(server, blogid, "A question without e-mail");
    const asked = await comment(server, blogid, "A question with e-mail, to be erased", { notifyReply: true, email: "erased@reader.example" });
    await admin(server, token, "POST", "/api/admin/privacy/erase", { email: "erased@reader.example" });
    await admin(server, token, "POST", "/api/admin/comment/reply", { commentid: id, text: "An answer" });
    expect((await call(server, "POST", "/api/admin/comment/reply", { commentid: asked, text: "Too late" }, { authorization: `Bearer ${token}` })).status).toBe(
      404,
    );
    await outboxEmpty(server, token);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mail.received.every((entry) => entry.to.includes("doctor@clinic.example"))).toBe(true);
  });
});
