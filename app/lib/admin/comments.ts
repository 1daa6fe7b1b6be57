import type { ReplyFilter } from "#app/lib/domain.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";

/** The filters of the Comments screen (`?filter=`): published comments awaiting the doctor's reply, or those replied to. */
export const replyFilters = { awaiting: "Awaiting reply", replied: "Replied" } as const;

export function replyFilterOf(view: ListView): ReplyFilter | undefined {
  const filter = view.filter?.name === "filter" ? view.filter.value : undefined;
  return filter === "awaiting" || filter === "replied" ? filter : undefined;
}

export function listComments(view: ListView) {
  return adminApi.comments.list({ ...listBody(view), replies: replyFilterOf(view) });
}

/** The first reply; it publishes a comment that was held. */
export function replyToComment(id: string, text: string) {
  return adminApi.comments.reply({ commentid: id, text });
}

export function editReply(id: string, text: string) {
  return adminApi.comments.editReply({ commentid: id, text });
}

export function deleteReply(id: string) {
  return adminApi.comments.deleteReply({ commentid: id });
}

export function setCommentPublished(id: string, published: boolean) {
  return adminApi.comments.setPublished({ commentid: id, published });
}

export function deleteComment(id: string) {
  return adminApi.comments.delete({ _id: id });
}
