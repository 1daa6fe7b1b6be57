import { commentListQuery, commentPublish, commentReply, commentReplyDelete, idBody } from "#app/lib/schemas.ts";
import type { AdminComment } from "#app/lib/domain.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoints, endpoint } from "../endpoint.ts";
import * as wire from "../wire.ts";
import { target } from "./audit.ts";

export function adminCommentEndpoints({ services }: AppDeps): Endpoints {
  return {
    "POST /comment": endpoint({
      reads: true,
      invalidates: "nothing",
      input: commentListQuery,
      run: (query) => services.comments.list(query),
      answer: wire.page("comment", wire.adminComment),
    }),

    "POST /comment/published": endpoint({
      invalidates: "public pages",
      input: commentPublish,
      run: ({ commentid, published }) => services.comments.setPublished(commentid, published),
      notFound: "Comment not found",
      answer: (comment) => ({ comment: wire.adminComment(comment) }),
      message: (_comment, { published }) => (published ? "Comment published successfully" : "Comment unpublished successfully"),
      audit: { action: (_comment, { published }) => (published ? "comment.publish" : "comment.unpublish"), target: (comment) => target("comment", comment.id) },
    }),

    // The doctor's answer (issue 30). It shows on the post's page only when the comment is published; the first
    // reply to a held comment publishes it ("Approve and reply").
    "POST /comment/reply": endpoint({
      invalidates: "public pages",
      input: commentReply,
      run: ({ commentid, text }) => services.commentReplies.reply(commentid, text),
      notFound: "Comment not found",
      answer: ({ comment }) => ({ comment: wire.adminComment(comment) }),
      message: ({ publishedNow }) => (publishedNow ? "Comment published with your reply" : "Reply published"),
      audit: { action: "comment.reply", target: ({ comment }) => target("comment", comment.id) },
      afterAnswer: () => services.outbox.announce(),
    }),

    "PUT /comment/reply": endpoint({
      invalidates: (comment: AdminComment) => (comment.published ? "public pages" : "nothing"),
      input: commentReply,
      run: ({ commentid, text }) => services.commentReplies.edit(commentid, text),
      notFound: "Reply not found",
      answer: (comment) => ({ comment: wire.adminComment(comment) }),
      message: "Reply updated",
      audit: { action: "comment.reply-edit", target: (comment) => target("comment", comment.id) },
    }),

    "DELETE /comment/reply": endpoint({
      invalidates: (comment: AdminComment) => (comment.published ? "public pages" : "nothing"),
      input: commentReplyDelete,
      run: ({ commentid }) => services.commentReplies.remove(commentid),
      notFound: "Reply not found",
      answer: (comment) => ({ comment: wire.adminComment(comment) }),
      message: "Reply deleted",
      audit: { action: "comment.reply-delete", target: (comment) => target("comment", comment.id) },
    }),

    "DELETE /comment/delete": endpoint({
      invalidates: "public pages",
      input: idBody,
      run: ({ _id }) => services.comments.remove(_id),
      notFound: "Comment not found",
      answer: (_removed, { _id }) => wire.idOf(_id),
      message: "Comment deleted successfully",
      audit: { action: "comment.delete", target: (_removed, { _id }) => target("comment", _id) },
    }),
  };
}
