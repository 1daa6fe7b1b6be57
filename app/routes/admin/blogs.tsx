import { useRef, useState } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { BlogCard } from "../../components/admin/blog/BlogCard.tsx";
import { BlogEditor } from "../../components/admin/blog/BlogEditor.tsx";
import { PlusIcon } from "../../components/admin/icons.tsx";
import { ListSummary, Pager, SearchBox } from "../../components/admin/ListControls.tsx";
import { PageHeader } from "../../components/admin/PageHeader.tsx";
import { EmptyState, LoadError } from "../../components/admin/States.tsx";
import { buttonClass } from "../../components/admin/ui.ts";
import { deleteBlogQuestion, useConfirmedDelete } from "../../components/admin/useConfirmedDelete.ts";
import { useLoadFailureToast } from "../../components/admin/useLoadFailureToast.ts";
import { deleteBlog, listBlogs, listCoverPath } from "../../lib/admin/blogs.ts";
import { listViewOf } from "../../lib/admin/lists.ts";
import { adminMeta } from "../../lib/admin/meta.ts";
import { listPageMessages } from "../../lib/admin/save-blog.ts";
import type { Blog } from "../../lib/entities.ts";
import type { Route } from "./+types/blogs";

export function meta() {
  return adminMeta("Blogs");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  return { view, result: await listBlogs(view) };
}
clientLoader.hydrate = true as const;

/** The editor is either closed, creating, or updating one blog. */
type Editing = { blog: Blog | null } | null;

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [editing, setEditing] = useState<Editing>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { deletingId, requestDelete } = useConfirmedDelete({
    remove: deleteBlog,
    success: "🗑️ Blog deleted successfully",
    failure: "Failed to delete blog",
    onDeleted: async () => {
      await revalidator.revalidate();
      headingRef.current?.focus();
    },
  });
  useLoadFailureToast(result, "Failed to fetch blogs");

  const newBlogButton = (
    <button type="button" className={buttonClass("primary")} onClick={() => setEditing({ blog: null })}>
      <PlusIcon />
      New blog
    </button>
  );
  const refreshing = revalidator.state === "loading" || navigation.state === "loading";

  return (
    <>
      <PageHeader
        title="Blogs"
        headingRef={headingRef}
        description={result.ok ? <ListSummary view={view} paged={result.data} noun={result.data.total === 1 ? "blog" : "blogs"} /> : undefined}
        actions={newBlogButton}
      />
      {result.ok ? (
        <div aria-busy={refreshing || undefined} className={refreshing ? "opacity-70 transition-opacity" : ""}>
          <SearchBox view={view} paged={result.data} label="Search blogs" />
          {result.data.blogs.length === 0 ? (
            view.search || view.page > 1 ? (
              <EmptyState
                title="Nothing here"
                text={view.search ? `No blog matches “${view.search}”.` : "This page is empty."}
                action={
                  <Link to="?" className={buttonClass("secondary")}>
                    Show all blogs
                  </Link>
                }
              />
            ) : (
              <EmptyState title="No blogs yet" text="Write the first post for The Wellness Journal." action={newBlogButton} />
            )
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {result.data.blogs.map((blog) => (
                <li key={blog._id} className="flex">
                  <BlogCard
                    blog={blog}
                    onEdit={() => setEditing({ blog })}
                    onDelete={() => requestDelete(blog._id, deleteBlogQuestion)}
                    deleting={deletingId === blog._id}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager view={view} paged={result.data} />
        </div>
      ) : (
        <LoadError text="Failed to fetch blogs" onRetry={() => revalidator.revalidate()} busy={refreshing} />
      )}
      {editing ? (
        <BlogEditor
          blog={editing.blog}
          presentation="dialog"
          messages={listPageMessages}
          coverPath={listCoverPath}
          onSaved={async () => {
            setEditing(null);
            await revalidator.revalidate();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
