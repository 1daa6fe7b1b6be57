import type { commentListQuery, commentPublish, commentReply, commentReplyDelete, idBody } from "#app/lib/schemas.ts";
import type { PageOf, WireAdminComment } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";

type OneComment = { comment: WireAdminComment };

/** The Comments screen's calls, the doctor's reply among them (issue 30). */
export const commentCalls = {
  list: call("POST", "/api/admin/comment").takes<typeof commentListQuery>().answers<PageOf<"comment", WireAdminComment>>(),
  setPublished: call("POST", "/api/admin/comment/published").takes<typeof commentPublish>().answers<OneComment>(),
  /** The first reply; it publishes a comment that was held. */
  reply: call("POST", "/api/admin/comment/reply").takes<typeof commentReply>().answers<OneComment>(),
  editReply: call("PUT", "/api/admin/comment/reply").takes<typeof commentReply>().answers<OneComment>(),
  deleteReply: call("DELETE", "/api/admin/comment/reply").takes<typeof commentReplyDelete>().answers<OneComment>(),
  delete: call("DELETE", "/api/admin/comment/delete").takes<typeof idBody>().answers<{ _id: string }>(),
};
