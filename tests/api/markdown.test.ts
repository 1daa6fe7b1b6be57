import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, publishedBlog, sampleBlog, signIn, withDatabase, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

// Tests below restart the server; the helper stops only the one it started, so the last restart is stopped here.
afterAll(async () => {
  await server.stop();
});

// Within every limit, yet the parser's time grows with the square of its length: about 30 s unbounded.
const slowToRender = "a\n=\n".repeat(12_000);

const nestedQuotes = (levels: number) => `${"> ".repeat(levels)}deep thought`;
const nestedList = (levels: number) => Array.from({ length: levels }, (_, level) => `${"  ".repeat(level)}- level ${level + 1}`).join("\n");

/** Creates a blog whose second section is `description`, on `target` (the file's server unless said otherwise). */
function createWith(description: string, target: RunningServer = server, adminToken = token) {
  return call(
    target,
    "POST",
    "/api/admin/blogs/create",
    {
      ...sampleBlog,
      content: [
        { title: "Fine", description: "Fine." },
        { title: "Hostile", description },
      ],
    },
    bearer(adminToken),
  );
}

describe("Markdown that would make the renderer slow or crash", () => {
  for (const [name, description] of [
    ['"_*" 25,000 times', "_*".repeat(25_000)],
    ['"a_*" 5,000 times', "a_*".repeat(5_000)],
    ["3 KB of >", ">".repeat(3_000)],
    ["block quotes 11 deep", nestedQuotes(11)],
    ["lists 11 deep", nestedList(11)],
    ["5,000 link brackets", "[a](".repeat(5_000)],
    ['"- " 6,000 times on one line', `${"- ".repeat(6_000)}a`],
    ['"1. " 3,000 times on one line', `${"1. ".repeat(3_000)}a`],
    ['"+ " 3,000 times on one line', `${"+ ".repeat(3_000)}a`],
    ['"- > " 3,000 times on one line', `${"- > ".repeat(3_000)}a`],
  ]) {
    // Refused by the linear checks before any rendering, not by the renderer's time limit: how fast that is, is
    // `npm run bench`'s figure (before the limits, the first input took over a minute).
    it(`is refused with a 400 naming the field, before it is rendered: ${name}`, async () => {
      const { status, body } = await createWith(description!);
      expect(status, JSON.stringify(body).slice(0, 300)).toBe(400);
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors)).toEqual(["content.1.description"]);
      expect(body.message).toMatch(/^Section text .*; please simplify it$/);
      expect(body.message).not.toMatch(/took too long/);
    });
  }

  it("says clearly why deep nesting is refused, on update too, and the blog keeps its text", async () => {
    const id = await publishedBlog(server, token, "Nesting");
    const { status, body } = await call(
      server,
      "PUT",
      "/api/admin/blogs/update",
      { _id: id, ...sampleBlog, content: [{ title: "Deep", description: nestedQuotes(12) }] },
      bearer(token),
    );
    expect(status).toBe(400);
    expect(body.errors["content.0.description"]).toBe("Section text nests quotes or lists more than 10 levels deep; please simplify it");
    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id: id });
    expect(blog.content).toEqual(sampleBlog.content);
  });

  it("accepts ten levels of quotes and lists and renders them", async () => {
    const { status, body } = await createWith(`${nestedQuotes(10)}\n\n${nestedList(10)}`);
    expect(status).toBe(201);
    const id = body.data._id as string;
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true });
    const page = await fetch(`${server.url}/blogs/${id}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html.match(/<blockquote>/g)).toHaveLength(10);
    expect(html).toContain("level 10");
  });

  it("stored before the limits existed, falls back to its escaped text: page and editor open, no 500", async () => {
    const id = await publishedBlog(server, token, "Stored hostile text");
    const hostile = `${">".repeat(3_000)} <script>alert(1)</script>`;
    await server.stop();
    withDatabase(server, (sqlite) => {
      sqlite.prepare("UPDATE blog_sections SET description = ?, html = NULL WHERE blog_id = ? AND position = 0").run(hostile, id);
      sqlite.prepare("UPDATE blog_sections SET description = ?, html = NULL WHERE blog_id = ? AND position = 1").run("_*".repeat(25_000), id);
    });
    // Rendered at start-up, this text once kept the server from listening for minutes; now it starts within the
    // test's time limit and shows the text escaped.
    server = await server.restart();
    token = await signIn(server);
    const page = await fetch(`${server.url}/blogs/${id}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("&gt;&gt;&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id: id });
    expect(blog.rendered[0]).toContain("&lt;script&gt;");
  });
});

describe("HTML rendered when a blog is saved", () => {
  it("is stored beside the Markdown on create and update", async () => {
    const id = await publishedBlog(server, token, "Stored HTML");
    const stored = () =>
      withDatabase(server, (sqlite) => sqlite.prepare("SELECT html FROM blog_sections WHERE blog_id = ? ORDER BY position").all(id) as { html: string }[]);
    expect(stored().map((row) => row.html)).toEqual([
      '<p>Some <strong>bold</strong> text and a <a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a>.</p>',
      "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    ]);
    await admin(server, token, "PUT", "/api/admin/blogs/update", { _id: id, ...sampleBlog, content: [{ title: "Only", description: "## Changed" }] });
    expect(stored().map((row) => row.html)).toEqual(["<h2>Changed</h2>"]);
  });

  it("is rendered again at start-up when the renderer's version changed", async () => {
    const id = await publishedBlog(server, token, "Re-rendered");
    await server.stop();
    withDatabase(server, (sqlite) => {
      sqlite.prepare("UPDATE blog_sections SET html = '<p>made by an old renderer</p>' WHERE blog_id = ?").run(id);
      sqlite.prepare("UPDATE app_state SET value = '1' WHERE key = 'markdown_renderer_version'").run();
    });
    server = await server.restart();
    token = await signIn(server);
    const html = await (await fetch(`${server.url}/blogs/${id}`)).text();
    expect(html).not.toContain("made by an old renderer");
    expect(html).toContain("Some <strong>bold</strong> text");
    expect(server.logs.join("\n")).toMatch(/rendered stored blog sections/);
    const version = withDatabase(server, (sqlite) => sqlite.prepare("SELECT value FROM app_state WHERE key = 'markdown_renderer_version'").get()) as {
      value: string;
    };
    expect(version.value).not.toBe("1");
  });
});

/**
 * Saves `description` as a second section on `target` and, while it renders, reads the public journal: the read is
 * answered before the save is, which a render on the server's event loop would not allow, and the save is then
 * refused as too slow to format, naming its section.
 */
async function expectRefusedWhileReadsAnswer(description: string, target: RunningServer = server, adminToken = token) {
  let saveAnswered = false;
  const save = createWith(description, target, adminToken).finally(() => {
    saveAnswered = true;
  });
  // Let the render start in its worker before reading; it then runs for its whole 1 s limit.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const meanwhile = await call(target, "GET", "/api/user/blog");
  expect(meanwhile.status).toBe(200);
  expect(saveAnswered).toBe(false);
  const refused = await save;
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual({ "content.1.description": expect.stringMatching(/took too long to format/) });
}

describe("Markdown within the limits but slow to render", () => {
  it("is refused at its 1 s limit while other requests are answered at once, and the next save works", async () => {
    await expectRefusedWhileReadsAnswer(slowToRender);
    expect((await createWith("Now **fine**.")).status).toBe(201);
  });
});

describe("a renderer that never finishes (MARKDOWN_WORKER, a test-only module)", () => {
  it("is stopped at its time limit and the save refused, other requests are answered meanwhile, and the next save works", async () => {
    const stuckServer = await startServer({ env: { MARKDOWN_WORKER: "tests/support/stuck-markdown-worker.ts" } });
    try {
      const stuckToken = await signIn(stuckServer);
      await expectRefusedWhileReadsAnswer("STUCK", stuckServer, stuckToken);
      expect((await admin(stuckServer, stuckToken, "POST", "/api/admin/blogs", {})).total).toBe(0);
      const next = await call(
        stuckServer,
        "POST",
        "/api/admin/blogs/create",
        { ...sampleBlog, content: [{ title: "Fine", description: "Now **fine**." }] },
        bearer(stuckToken),
      );
      expect(next.status).toBe(201);
      expect(next.body.data.blog.content).toEqual([{ title: "Fine", description: "Now **fine**." }]);
    } finally {
      await stuckServer.stop();
      removeDataDir(stuckServer);
    }
  });
});
