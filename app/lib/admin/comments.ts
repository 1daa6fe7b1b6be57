import type { WireAdminComment, Paged } from "#app/contract/shapes.ts";
import type { ReplyFilter } from "#app/lib/domain.ts";
import { callApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";

/** The filters of the Comments screen (`?filter=`): published comments awaiting the doctor's reply, or those replied to. */
export const replyFilters = { awaiting: "Awaiting reply", replied: "Replied" } as const;

export function replyFilterOf(view: ListView): ReplyFilter | undefined {
  const filter = view.filter?.name === "filter" ? view.filter.value : undefined;
  return filter === "awaiting" || filter === "replied" ? filter : undefined;
}

export function listComments(view: ListView) {
  return callApi<Paged & { comment: WireAdminComment[] }>("POST", "/api/admin/comment", { ...listBody(view), replies: replyFilterOf(view) });
}

/** The first reply; it publishes a comment that was held. */
export function replyToComment(id: string, text: string) {
  return callApi<{ comment: WireAdminComment }>("POST", "/api/admin/comment/reply", { commentid: id, text });
}

export function editReply(id: string, text: string) {
  return callApi<{ comment: WireAdminComment }>("PUT", "/api/admin/comment/reply", { commentid: id, text });
}

export function deleteReply(id: string) {
  return callApi<{ comment: WireAdminComment }>("DELETE", "/api/admin/comment/reply", { commentid: id });
}

export function setCommentPublished(id: string, published: boolean) {
  return callApi<{ comment: WireAdminComment }>("POST", "/api/admin/comment/published", { commentid: id, published });
}

export function deleteComment(id: string) {
  return callApi<{ _id: string }>("DELETE", "/api/admin/comment/delete", { _id: id });
}
