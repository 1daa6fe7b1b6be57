import type { WireAdminComment, Paged } from "#app/lib/entities.ts";
import { callApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";

export function listComments(view: ListView) {
  return callApi<Paged & { comment: WireAdminComment[] }>("POST", "/api/admin/comment", listBody(view));
}

export function setCommentPublished(id: string, published: boolean) {
  return callApi<{ comment: WireAdminComment }>("POST", "/api/admin/comment/published", { commentid: id, published });
}

export function deleteComment(id: string) {
  return callApi<{ _id: string }>("DELETE", "/api/admin/comment/delete", { _id: id });
}
