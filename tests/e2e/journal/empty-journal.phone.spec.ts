// A server of its own with no demo content: the journal's and the gallery's empty states, and the
// featured/latest split as the admin changes it, without disturbing the specs that share the seeded server.
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { test } from "../support/test.ts";
import { type RunningServer, removeDataDir, startServer, testAdmin } from "../../support/server.ts";

let server: RunningServer;
let api: APIRequestContext;
let auth: Record<string, string>;

test.beforeAll(async () => {
  server = await startServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const signin = await api.post("/api/auth/signin", { data: testAdmin });
  auth = { Authorization: `Bearer ${(await signin.json()).data.encoded_token}` };
});

test.afterAll(async () => {
  await api.dispose();
  await server.stop();
  removeDataDir(server);
});

async function createBlog(title: string, publish: boolean): Promise<string> {
  const created = await api.post("/api/admin/blogs/create", {
    headers: auth,
    data: {
      title,
      category: "Wellbeing",
      metatitle: "",
      metadescription: "",
      author: "Dr. Test",
      keywords: "",
      content: [{ title: "", description: "A **short** first section that [links](https://example.org) somewhere." }],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as string;
  if (publish) expect((await api.post("/api/admin/blogs/published", { headers: auth, data: { publishedid: id, published: true } })).ok()).toBe(true);
  return id;
}

test("empty journal, empty gallery, then a first post without comments, then featured", async ({ page }) => {
  await page.goto(`${server.url}/blogs`);
  await expect(page.getByText("No blogs available at the moment.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured Article" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Latest Articles" })).toHaveCount(0);

  const mediaResponse = await page.goto(`${server.url}/media`);
  expect(mediaResponse?.status()).toBe(200);
  await expect(page.getByText("No media uploaded yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);

  const rss = await api.get("/rss.xml");
  expect(await rss.text()).not.toContain("<item>");

  const draftId = await createBlog("A draft nobody sees", false);
  const id = await createBlog("A first post & its <title>", true);

  await page.goto(`${server.url}/blogs`);
  const latest = page.getByRole("region", { name: "Latest Articles" });
  await expect(latest.getByRole("link", { name: "A first post & its <title>" })).toHaveAttribute("href", "/blogs/a-first-post-its-title");
  await expect(latest.getByText("A short first section that links somewhere...")).toBeVisible();
  await expect(latest.getByText("Read Count: 0+")).toBeVisible();
  await expect(page.getByText("A draft nobody sees")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Featured Article" })).toHaveCount(0);

  await page.goto(`${server.url}/blogs/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A first post & its <title>");
  await expect(page.getByRole("main").getByRole("link", { name: "links" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText("No comments yet. Be the first to comment!")).toBeVisible();

  expect((await api.post("/api/admin/blogs/featured", { headers: auth, data: { featuredid: id, featured: true } })).ok()).toBe(true);
  await page.goto(`${server.url}/blogs`);
  await expect(page.getByRole("region", { name: "Featured Article" }).getByRole("link", { name: "A first post & its <title>" })).toBeVisible();
  // Its only post is featured, so the latest grid has nothing left to show.
  await expect(page.getByRole("region", { name: "Latest Articles" })).toHaveCount(0);
  expect((await page.goto(`${server.url}/blogs/${draftId}`))?.status()).toBe(404);
});
