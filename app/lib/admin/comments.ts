import { adminApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";
import { type CommentFilter, commentQueryOf } from "#app/lib/admin/comment-filters.ts";

/** A page of the list, narrowed by the screen's filters. */
export function listComments(view: ListView, filters: readonly CommentFilter[]) {
  return adminApi.comments.list({ ...listBody(view), ...commentQueryOf(filters) });
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
