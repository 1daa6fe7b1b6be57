import { useRef, useState } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { EmailLink, PhoneLink, ReceivedAt } from "../../components/admin/TableCells.tsx";
import { ListSummary, Pager, SearchBox } from "../../components/admin/ListControls.tsx";
import { LongText } from "../../components/admin/LongText.tsx";
import { PageHeader } from "../../components/admin/PageHeader.tsx";
import { type Column, ResponsiveTable } from "../../components/admin/ResponsiveTable.tsx";
import { EmptyState, LoadError } from "../../components/admin/States.tsx";
import { StatusBadge } from "../../components/admin/StatusBadge.tsx";
import { Switch } from "../../components/admin/Switch.tsx";
import { notify, notifyFailure } from "../../components/admin/toasts.ts";
import { buttonClass } from "../../components/admin/ui.ts";
import { useConfirmedDelete } from "../../components/admin/useConfirmedDelete.ts";
import { useLoadFailureToast } from "../../components/admin/useLoadFailureToast.ts";
import { deleteComment, listComments, setCommentPublished } from "../../lib/admin/comments.ts";
import { listViewOf } from "../../lib/admin/lists.ts";
import { adminMeta } from "../../lib/admin/meta.ts";
import type { AdminComment } from "../../lib/entities.ts";
import type { Route } from "./+types/comments";

export function meta() {
  return adminMeta("Comments");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  return { view, result: await listComments(view) };
}
clientLoader.hydrate = true as const;

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [publishingId, setPublishingId] = useState<string | null>(null);
  const { deletingId, requestDelete } = useConfirmedDelete({
    remove: deleteComment,
    success: "Comment deleted successfully",
    failure: "Failed to delete comment",
    onDeleted: async () => {
      await revalidator.revalidate();
      headingRef.current?.focus();
    },
  });
  useLoadFailureToast(result, "Failed to fetch comments");

  async function togglePublished(comment: AdminComment) {
    setPublishingId(comment._id);
    const published = !comment.published;
    const answer = await setCommentPublished(comment._id, published);
    if (answer.ok) notify("success", published ? "Comment published successfully" : "Comment unpublished successfully");
    else notifyFailure(answer, "Failed to update publish status");
    await revalidator.revalidate();
    setPublishingId(null);
  }

  const columns: Column<AdminComment>[] = [
    { header: "User", cell: (comment) => <span className="font-medium">{comment.name}</span>, width: "w-[10%]" },
    { header: "Email", cell: (comment) => <EmailLink email={comment.email} />, width: "w-[12.5%]" },
    { header: "Mobile", cell: (comment) => <PhoneLink mobile={comment.mobile} />, width: "w-[9.5%]" },
    {
      header: "Blog Title",
      cell: (comment) =>
        comment.blogid ? (
          <Link to={`/admin/blogs/${comment.blogid}`} className="text-accent-700 underline underline-offset-4 hover:text-accent-800">
            {comment.blogtitle || "Untitled blog"}
          </Link>
        ) : (
          comment.blogtitle
        ),
      width: "w-[12.5%]",
    },
    { header: "Comment", cell: (comment) => <LongText text={comment.message} limit={140} />, width: "w-[18.5%]" },
    { header: "Date", cell: (comment) => <ReceivedAt iso={comment.createdAt} />, width: "w-[11%]" },
    { header: "Status", cell: (comment) => <StatusBadge published={comment.published} />, width: "w-[10%]" },
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
      width: "w-[7%]",
    },
    {
      header: "Action",
      cell: (comment) => (
        <button
          type="button"
          className={buttonClass("danger", "", "compact")}
          disabled={deletingId === comment._id}
          onClick={() =>
            requestDelete(comment._id, {
              title: "Delete Comment?",
              text: `Are you sure? The comment from ${comment.name} will be removed for good.`,
              confirmLabel: "Yes, delete it",
              cancelLabel: "Cancel",
            })
          }
        >
          {deletingId === comment._id ? "Deleting..." : "Delete"}
          <span className="sr-only"> comment from {comment.name}</span>
        </button>
      ),
      width: "w-[9%]",
    },
  ];

  const refreshing = revalidator.state === "loading" || navigation.state === "loading";
  return (
    <>
      <PageHeader
        title="Comments"
        headingRef={headingRef}
        description={
          result.ok ? (
            <>
              <ListSummary view={view} paged={result.data} noun={result.data.total === 1 ? "comment" : "comments"} />. New comments stay
              pending until you publish them.
            </>
          ) : undefined
        }
      />
      {result.ok ? (
        <div aria-busy={refreshing || undefined} className={refreshing ? "opacity-70 transition-opacity" : ""}>
          <SearchBox view={view} paged={result.data} label="Search comments" />
          {result.data.comment.length === 0 ? (
            view.search || view.page > 1 ? (
              <EmptyState
                title="Nothing here"
                text={view.search ? `No comment matches “${view.search}”.` : "This page is empty."}
                action={
                  <Link to="?" className={buttonClass("secondary")}>
                    Show all comments
                  </Link>
                }
              />
            ) : (
              <EmptyState title="No comments yet" text="Comments that readers leave on the blog appear here for you to publish." />
            )
          ) : (
            <ResponsiveTable
              caption="Comments, newest first"
              rows={result.data.comment}
              columns={columns}
              rowKey={(comment) => comment._id}
              rowClassName={(comment) => (comment.published ? "" : "bg-amber-50")}
              cardTitle={(comment) => comment.name}
              tableFrom="xl"
            />
          )}
          <Pager view={view} paged={result.data} />
        </div>
      ) : (
        <LoadError text="Failed to fetch comments" onRetry={() => revalidator.revalidate()} busy={refreshing} />
      )}
    </>
  );
}
