// The journal's calls from the browser (API.md "Public calls"), made only after the page has loaded.
import type { ApiAnswer, Blog, PublicComment } from "~/lib/entities.ts";
import type { CommentInput } from "~/lib/schemas.ts";

/** A refused or failed call; `fieldErrors` carries the server's per-field messages of a 400. */
export class ApiCallError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { Accept: "application/json", ...init?.headers } });
  const answer = (await response.json().catch(() => null)) as ApiAnswer<T> | null;
  if (!response.ok || !answer?.success) {
    throw new ApiCallError(answer && !answer.success ? answer.message : `HTTP ${response.status}`, answer && !answer.success ? answer.errors : {});
  }
  return answer.data;
}

/** Fetches the blog, counting one read unless `count` is false; answers the readers after the call. */
export async function fetchReaders(blogId: string, count: boolean): Promise<number> {
  const query = count ? "" : "?noIncrement=true";
  const { blog } = await call<{ blog: Blog }>(`/api/user/blog/${encodeURIComponent(blogId)}${query}`);
  return blog.readers;
}

/** The readers of a published blog, without counting a read (a card's 'Read Count'). */
export async function fetchReaderCount(blogId: string): Promise<number> {
  const { readers } = await call<{ readers: number }>(`/api/user/blog/readers/${encodeURIComponent(blogId)}`);
  return readers;
}

/** The blog's published comments, newest first; entries for other blogs are dropped as SPEC.md asks. */
export async function fetchPublishedComments(blogId: string): Promise<PublicComment[]> {
  const comments = await call<PublicComment[]>(`/api/user/comment/getall?blogid=${encodeURIComponent(blogId)}`);
  return comments.filter((comment) => comment.published && (!comment.blogid || comment.blogid === blogId));
}

export async function postComment(input: CommentInput): Promise<void> {
  await call<{ _id: string }>("/api/user/comment/create", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
}
