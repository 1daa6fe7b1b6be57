// The journal's calls from the browser (API.md "Public calls"), made only after the page has loaded. Like every
// call of the browser (app/lib/api-client.ts), each answers a result and never throws.
import { type CallResult, requestJson } from "#app/lib/api-client.ts";
import type { Blog, PublicComment } from "#app/lib/entities.ts";
import type { CommentInput } from "#app/lib/schemas.ts";
import type { CommentView } from "#app/components/blog/comment-list.tsx";

function mapped<T, U>(result: CallResult<T>, map: (data: T) => U): CallResult<U> {
  return result.ok ? { ...result, data: map(result.data) } : result;
}

/** Fetches the blog, counting one read unless `count` is false; answers the readers after the call. */
export async function fetchReaders(blogId: string, count: boolean): Promise<CallResult<number>> {
  const query = count ? "" : "?noIncrement=true";
  const result = await requestJson<{ blog: Blog }>("GET", `/api/user/blog/${encodeURIComponent(blogId)}${query}`);
  return mapped(result, ({ blog }) => blog.readers);
}

/** The readers of a published blog, without counting a read (a card's 'Read Count'). */
export async function fetchReaderCount(blogId: string): Promise<CallResult<number>> {
  const result = await requestJson<{ readers: number }>("GET", `/api/user/blog/readers/${encodeURIComponent(blogId)}`);
  return mapped(result, ({ readers }) => readers);
}

/** The blog's published comments, newest first; entries for other blogs are dropped as SPEC.md asks. */
export async function fetchPublishedComments(blogId: string): Promise<CallResult<CommentView[]>> {
  const result = await requestJson<PublicComment[]>("GET", `/api/user/comment/getall?blogid=${encodeURIComponent(blogId)}`);
  return mapped(result, (comments) =>
    comments
      .filter((comment) => comment.published && (!comment.blogid || comment.blogid === blogId))
      .map((comment) => ({ id: comment._id, name: comment.name, message: comment.message, createdAt: comment.createdAt })),
  );
}

/** Answers whether the comment was marked urgent, so the thank-you can give the crisis line. */
export async function postComment(input: CommentInput): Promise<CallResult<{ urgent: boolean }>> {
  const result = await requestJson<{ _id: string; urgent?: boolean }>("POST", "/api/user/comment/create", { body: input });
  return mapped(result, (answer) => ({ urgent: answer.urgent === true }));
}
