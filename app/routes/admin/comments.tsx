import { useState } from "react";
import { Link } from "react-router";
import { AdminListPage } from "#app/components/admin/admin-list-page.tsx";
import { EmailLink, PhoneLink, ReceivedAt } from "#app/components/admin/table-cells.tsx";
import { LongText } from "#app/components/admin/long-text.tsx";
import { type Column, ResponsiveTable } from "#app/components/admin/responsive-table.tsx";
import { RowDeleteButton } from "#app/components/admin/row-delete-button.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { Switch } from "#app/components/admin/switch.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { UrgentBadge, urgentRowClass } from "#app/components/admin/urgent-badge.tsx";
import { useAdminList } from "#app/components/admin/use-admin-list.ts";
import { CommentReplyBox } from "#app/components/admin/comment-reply-box.tsx";
import { CommentLanguage } from "#app/components/admin/comment-language.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { deleteComment, listComments, setCommentPublished } from "#app/lib/admin/comments.ts";
import { type CommentFilter, commentFilters, commentFiltersOf, commentNounOf, commentsHref } from "#app/lib/admin/comment-filters.ts";
import { listViewOf } from "#app/lib/admin/lists.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { formatDate } from "#app/lib/dates.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { WireAdminComment } from "#app/contract/shapes.ts";
import type { Route } from "./+types/comments";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Comments", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  const filters = commentFiltersOf(view);
  const [result, practice] = await Promise.all([listComments(view, filters), adminApi.practice.get()]);
  // Without the practice document the reply box still works, only without its templates.
  return { view, filters, result, templates: practice.ok ? practice.data.replyTemplates : [] };
}
clientLoader.hydrate = true as const;

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { view, filters, result, templates } = loaderData;
  const [publishingId, setPublishingId] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<WireAdminComment | null>(null);
  const list = useAdminList({ remove: deleteComment, success: "Comment deleted successfully", failure: "Failed to delete comment" });

  async function togglePublished(comment: WireAdminComment) {
    setPublishingId(comment._id);
    const published = !comment.published;
    const answer = await setCommentPublished(comment._id, published);
    if (answer.ok) notify("success", published ? "Comment published successfully" : "Comment unpublished successfully");
    else notifyFailure(answer, "Failed to update publish status");
    await list.reload();
    setPublishingId(null);
  }

  const columns: Column<WireAdminComment>[] = [
    {
      header: "User",
      cell: (comment) => (
        <span className="flex flex-col items-start gap-1">
          <bdi className="font-medium">{comment.name}</bdi>
          {comment.urgent ? <UrgentBadge /> : null}
        </span>
      ),
      width: "w-[9%]",
    },
    { header: "Email", cell: (comment) => <EmailLink email={comment.email} />, width: "w-[11%]", card: "details" },
    { header: "Mobile", cell: (comment) => <PhoneLink mobile={comment.mobile} />, width: "w-[8.5%]", card: "details" },
    {
      header: "Blog Title",
      cell: (comment) => (
        <span className="flex flex-col items-start gap-1">
          {comment.blogid ? (
            <Link to={`/admin/blogs/${comment.blogid}`} className="text-accent-700 underline underline-offset-4 hover:text-accent-800">
              <bdi>{comment.blogtitle || "Untitled blog"}</bdi>
            </Link>
          ) : (
            <bdi>{comment.blogtitle}</bdi>
          )}
          <CommentLanguage lang={comment.lang} />
        </span>
      ),
      width: "w-[10.5%]",
      card: "details",
    },
    { header: "Comment", cell: (comment) => <LongText text={comment.message} limit={140} />, width: "w-[16%]", card: "lead" },
    { header: "Reply", cell: (comment) => <ReplyCell comment={comment} onOpen={() => setReplyingTo(comment)} />, width: "w-[15%]" },
    { header: "Date", cell: (comment) => <ReceivedAt iso={comment.createdAt} />, width: "w-[9%]", card: "details" },
    { header: "Status", cell: (comment) => <StatusBadge published={comment.published} />, width: "w-[8%]" },
    {
      header: "Publish",
      cell: (comment) => (
        <Switch
          label="Published"
          context={`comment from ${comment.name}`}
          labelHidden
          checked={publishingId === comment._id ? !comment.published : comment.published}
          busy={publishingId === comment._id}
          onChange={() => togglePublished(comment)}
        />
      ),
      width: "w-[6%]",
    },
    {
      header: "Action",
      cell: (comment) => (
        <RowDeleteButton
          row={`comment from ${comment.name}`}
          deleting={list.deletingId === comment._id}
          onDelete={() =>
            list.requestDelete(comment._id, {
              title: "Delete Comment?",
              text: `Are you sure? The comment from ${comment.name} will be removed for good.`,
              confirmLabel: "Yes, delete it",
              cancelLabel: "Cancel",
            })
          }
        />
      ),
      width: "w-[7%]",
      card: "details",
    },
  ];

  return (
    <>
      <AdminListPage
        list={list}
        actions={<CommentFilterLinks current={filters} />}
        view={view}
        result={result}
        itemsOf={(data) => data.comment}
        title="Comments"
        noun={commentNounOf(filters)}
        summaryNote=". New comments stay pending until you publish them; urgent ones (words suggesting a risk of self-harm) come first."
        searchLabel="Search comments"
        matchNoun="comment"
        showAllLabel="Show all comments"
        empty={{ title: "No comments yet", text: "Comments that readers leave on the blog appear here for you to publish." }}
        loadFailure="Failed to fetch comments"
      >
        {(comments) => (
          <ResponsiveTable
            caption="Comments, urgent ones first, then newest first"
            rows={comments}
            columns={columns}
            rowKey={(comment) => comment._id}
            rowClassName={(comment) => (comment.urgent ? urgentRowClass : comment.published ? "" : "bg-amber-50")}
            cardTitle={(comment) => (
              <>
                <bdi>{comment.name}</bdi> {comment.urgent ? <UrgentBadge /> : null}
              </>
            )}
            // Ten columns beside the sidebar need 1536 px; below that the compact cards read better than a squeezed table.
            tableFrom="2xl"
            detailsLabel="E-mail, mobile, post, date"
          />
        )}
      </AdminListPage>
      {replyingTo ? (
        <CommentReplyBox
          key={replyingTo._id}
          comment={replyingTo}
          templates={templates}
          onClose={() => setReplyingTo(null)}
          onChanged={() => {
            setReplyingTo(null);
            void list.reload();
          }}
        />
      ) : null}
    </>
  );
}

/** The doctor's reply in the list, or the button that opens the box; a held comment is approved by its first reply. */
function ReplyCell({ comment, onOpen }: { comment: WireAdminComment; onOpen: () => void }) {
  if (comment.reply) {
    return (
      <div className="flex flex-col items-start gap-1">
        <span className="text-sm text-ink-700">Replied {formatDate(comment.reply.createdAt)}</span>
        <LongText text={comment.reply.text} limit={90} />
        <button type="button" className={buttonClass("quiet", "", "compact")} onClick={onOpen} aria-label={`Edit reply to ${comment.name}`}>
          Edit reply
        </button>
      </div>
    );
  }
  const label = comment.published ? "Reply" : "Approve and reply";
  return (
    <button type="button" className={buttonClass("secondary", "", "compact")} onClick={onOpen} aria-label={`${label} to ${comment.name}`}>
      {label}
    </button>
  );
}

/**
 * All comments, or those a filter picks (urgent ones first, as every list). A link from the dashboard may combine two,
 * such as the urgent comments awaiting approval: both buttons then show as chosen.
 */
function CommentFilterLinks({ current }: { current: readonly CommentFilter[] }) {
  const choices: { filter: CommentFilter | null; label: string }[] = [
    { filter: null, label: "All comments" },
    ...(Object.entries(commentFilters) as [CommentFilter, string][]).map(([filter, label]) => ({ filter, label })),
  ];
  return (
    <nav aria-label="Show comments" className="flex flex-wrap gap-2">
      {choices.map(({ filter, label }) => {
        const chosen = filter === null ? current.length === 0 : current.includes(filter);
        const alone = chosen && current.length <= 1;
        return (
          <Link
            key={label}
            to={filter === null ? commentsHref() : commentsHref(filter)}
            aria-current={alone ? "page" : chosen ? "true" : undefined}
            className={buttonClass(chosen ? "primary" : "secondary", "", "compact")}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
