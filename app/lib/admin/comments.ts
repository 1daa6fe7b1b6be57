import type { AdminComment, Paged } from "../entities.ts";
import { callApi } from "./http.ts";
import { type ListView, listBody } from "./lists.ts";

export function listComments(view: ListView) {
  return callApi<Paged & { comment: AdminComment[] }>("POST", "/api/admin/comment", listBody(view));
}

export function setCommentPublished(id: string, published: boolean) {
  return callApi<{ comment: AdminComment }>("POST", "/api/admin/comment/published", { commentid: id, published });
}

export function deleteComment(id: string) {
  return callApi<{ _id: string }>("DELETE", "/api/admin/comment/delete", { _id: id });
}
