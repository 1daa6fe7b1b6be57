// Reads the seeded journal through the real API, so the specs know which posts exist without hard-coding ids.
import { type APIRequestContext, expect } from "@playwright/test";
import type { WireAdminComment, ApiAnswer, WireBlog, WireMedia } from "#app/contract/shapes.ts";
import { e2eAdmin } from "../support/admin.ts";

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const answer = (await response.json()) as ApiAnswer<T>;
  if (!answer.success) throw new Error(answer.message);
  return answer.data;
}

export async function publishedBlogs(request: APIRequestContext): Promise<WireBlog[]> {
  return dataOf<WireBlog[]>(await request.get("/api/user/blog"));
}

/** The seeded journal split the way SPEC.md describes it: one featured post, the others, and the draft. */
export async function journal(request: APIRequestContext) {
  const published = await publishedBlogs(request);
  const featured = published.filter((blog) => blog.featured);
  expect(featured, "the demo content has exactly one featured post").toHaveLength(1);
  const token = await adminToken(request);
  const all = await dataOf<{ blogs: WireBlog[] }>(
    await request.post("/api/admin/blogs", { headers: { Authorization: `Bearer ${token}` }, data: { pagesize: 100 } }),
  );
  const unpublished = all.blogs.filter((blog) => !blog.published);
  expect(unpublished.length, "the demo content has an unpublished draft").toBeGreaterThan(0);
  return { published, featured: featured[0]!, latest: published.filter((blog) => !blog.featured), unpublished: unpublished[0]! };
}

export async function readersOf(request: APIRequestContext, blogId: string): Promise<number> {
  return (await dataOf<{ readers: number }>(await request.get(`/api/user/blog/readers/${blogId}`))).readers;
}

export async function publicMedia(request: APIRequestContext): Promise<WireMedia[]> {
  return dataOf<WireMedia[]>(await request.get("/api/user/media"));
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const session = await dataOf<{ encoded_token: string }>(await request.post("/api/auth/signin", { data: e2eAdmin }));
  return session.encoded_token;
}

/** Publishes the comment whose text is `message`, as the admin would in the back office. */
export async function publishComment(request: APIRequestContext, message: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = await dataOf<{ comment: WireAdminComment[] }>(await request.post("/api/admin/comment", { headers, data: { search: message, pagesize: 100 } }));
  const comment = list.comment.find((entry) => entry.message === message);
  expect(comment, `the comment "${message}" reached the server`).toBeDefined();
  await dataOf(await request.post("/api/admin/comment/published", { headers, data: { commentid: comment!._id, published: true } }));
}

/** A different post for each Playwright project, so parallel runs never count reads on the same one. */
export function postFor<T>(posts: readonly T[], projectName: string, offset = 0): T {
  const index = (projectName === "phone" ? 0 : 1) + offset;
  const post = posts[index];
  expect(post, `the demo content has a post at index ${index}`).toBeDefined();
  return post!;
}
