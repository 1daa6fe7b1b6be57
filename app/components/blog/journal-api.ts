// The journal's calls from the browser (API.md "Public calls"), made only after the page has loaded. Like every
// call of the browser (app/lib/api-client.ts), each answers a result and never throws.
import type { CallResult } from "#app/lib/api-client.ts";
import { withPublicApi } from "#app/lib/public-api.ts";
import type { CommentInput } from "#app/lib/schemas.ts";
import type { CommentView } from "#app/components/blog/comment-list.tsx";

function mapped<T, U>(result: CallResult<T>, map: (data: T) => U): CallResult<U> {
  return result.ok ? { ...result, data: map(result.data) } : result;
}

/** Counts one read of the blog when `count` is true, and answers its readers: the count call, never the whole post. */
export async function fetchReaders(blogId: string, count: boolean): Promise<CallResult<number>> {
  const result = await withPublicApi((api) => (count ? api.countRead : api.readers)({ id: blogId }));
  return mapped(result, ({ readers }) => readers);
}

/** The readers of a page of cards in one call, by id, without counting a read; a post not published is left out. */
export async function fetchReaderCounts(blogIds: readonly string[]): Promise<CallResult<Record<string, number>>> {
  const result = await withPublicApi((api) => api.readerCounts({ ids: blogIds.join(",") }));
  return mapped(result, ({ readers }) => readers);
}

/** A page of the blog's published comments, newest first; entries for other blogs are dropped as SPEC.md asks. */
export async function fetchPublishedComments(blogId: string, page: { pageno: number; pagesize: number }): Promise<CallResult<CommentView[]>> {
  const result = await withPublicApi((api) => api.comments({ blogid: blogId, pageno: page.pageno, pagesize: page.pagesize }));
  return mapped(result, (comments) =>
    comments
      .filter((comment) => comment.published && (!comment.blogid || comment.blogid === blogId))
      .map((comment) => ({
        id: comment._id,
        name: comment.name,
        message: comment.message,
        createdAt: comment.createdAt,
        reply: comment.reply ? { text: comment.reply.text, createdAt: comment.reply.createdAt } : null,
      })),
  );
}

/** Answers whether the comment was marked urgent, so the thank-you can give the crisis line. */
export async function postComment(input: CommentInput): Promise<CallResult<{ urgent: boolean }>> {
  const result = await withPublicApi((api) => api.comment(input));
  return mapped(result, (answer) => ({ urgent: answer.urgent === true }));
}
