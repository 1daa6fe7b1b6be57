import { commentListQuery, commentPublish, commentReply, commentReplyDelete, idBody } from "#app/lib/schemas.ts";
import { commentCalls } from "#app/contract/admin/comments.ts";
import type { AdminComment } from "#app/lib/domain.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import * as wire from "../wire.ts";
import { target } from "./audit.ts";

export function adminCommentEndpoints({ services }: AppDeps): Endpoint[] {
  return [
    endpoint(commentCalls.list, {
      reads: true,
      invalidates: "nothing",
      input: commentListQuery,
      run: (query) => services.comments.list(query),
      answer: wire.page("comment", wire.adminComment),
    }),

    endpoint(commentCalls.setPublished, {
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
    endpoint(commentCalls.reply, {
      invalidates: "public pages",
      input: commentReply,
      run: ({ commentid, text }) => services.commentReplies.reply(commentid, text),
      notFound: "Comment not found",
      answer: ({ comment }) => ({ comment: wire.adminComment(comment) }),
      message: ({ publishedNow }) => (publishedNow ? "Comment published with your reply" : "Reply published"),
      audit: { action: "comment.reply", target: ({ comment }) => target("comment", comment.id) },
      afterAnswer: () => services.outbox.announce(),
    }),

    endpoint(commentCalls.editReply, {
      invalidates: (comment: AdminComment) => (comment.published ? "public pages" : "nothing"),
      input: commentReply,
      run: ({ commentid, text }) => services.commentReplies.edit(commentid, text),
      notFound: "Reply not found",
      answer: (comment) => ({ comment: wire.adminComment(comment) }),
      message: "Reply updated",
      audit: { action: "comment.reply-edit", target: (comment) => target("comment", comment.id) },
    }),

    endpoint(commentCalls.deleteReply, {
      invalidates: (comment: AdminComment) => (comment.published ? "public pages" : "nothing"),
      input: commentReplyDelete,
      run: ({ commentid }) => services.commentReplies.remove(commentid),
      notFound: "Reply not found",
      answer: (comment) => ({ comment: wire.adminComment(comment) }),
      message: "Reply deleted",
      audit: { action: "comment.reply-delete", target: (comment) => target("comment", comment.id) },
    }),

    endpoint(commentCalls.delete, {
      invalidates: "public pages",
      input: idBody,
      run: ({ _id }) => services.comments.remove(_id),
      notFound: "Comment not found",
      answer: (_removed, { _id }) => wire.idOf(_id),
      message: "Comment deleted successfully",
      audit: { action: "comment.delete", target: (_removed, { _id }) => target("comment", _id) },
    }),
  ];
}
