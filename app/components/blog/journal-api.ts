// The journal's calls from the browser (API.md "Public calls"), made only after the page has loaded.
import { requestJson } from "#app/lib/api-client.ts";
import type { Blog, PublicComment } from "#app/lib/entities.ts";
import type { CommentInput } from "#app/lib/schemas.ts";
import type { CommentView } from "#app/components/blog/comment-list.tsx";

/** A refused or failed call; `fieldErrors` carries the server's per-field messages of a 400. */
export class ApiCallError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const result = await requestJson<T>(method, path, { body });
  if (!result.ok) throw new ApiCallError(result.message || `HTTP ${result.status}`, result.errors ?? {});
  return result.data;
}

/** Fetches the blog, counting one read unless `count` is false; answers the readers after the call. */
export async function fetchReaders(blogId: string, count: boolean): Promise<number> {
  const query = count ? "" : "?noIncrement=true";
  const { blog } = await call<{ blog: Blog }>("GET", `/api/user/blog/${encodeURIComponent(blogId)}${query}`);
  return blog.readers;
}

/** The readers of a published blog, without counting a read (a card's 'Read Count'). */
export async function fetchReaderCount(blogId: string): Promise<number> {
  const { readers } = await call<{ readers: number }>("GET", `/api/user/blog/readers/${encodeURIComponent(blogId)}`);
  return readers;
}

/** The blog's published comments, newest first; entries for other blogs are dropped as SPEC.md asks. */
export async function fetchPublishedComments(blogId: string): Promise<CommentView[]> {
  const comments = await call<PublicComment[]>("GET", `/api/user/comment/getall?blogid=${encodeURIComponent(blogId)}`);
  return comments
    .filter((comment) => comment.published && (!comment.blogid || comment.blogid === blogId))
    .map((comment) => ({ id: comment._id, name: comment.name, message: comment.message, createdAt: comment.createdAt }));
}

/** Answers whether the comment was marked urgent, so the thank-you can give the crisis line. */
export async function postComment(input: CommentInput): Promise<{ urgent: boolean }> {
  const answer = await call<{ _id: string; urgent?: boolean }>("POST", "/api/user/comment/create", input);
  return { urgent: answer.urgent === true };
}
