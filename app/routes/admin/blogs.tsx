import { useState } from "react";
import { AdminListPage } from "../../components/admin/AdminListPage.tsx";
import { BlogCard } from "../../components/admin/blog/BlogCard.tsx";
import { BlogEditor } from "../../components/admin/blog/BlogEditor.tsx";
import { PlusIcon } from "../../components/admin/icons.tsx";
import { buttonClass } from "../../components/admin/ui.ts";
import { useAdminList } from "../../components/admin/useAdminList.ts";
import { deleteBlogQuestion } from "../../components/admin/useConfirmedDelete.ts";
import { deleteBlog, listBlogs, listCoverPath } from "../../lib/admin/blogs.ts";
import { listViewOf } from "../../lib/admin/lists.ts";
import { adminMeta } from "../../lib/admin/meta.ts";
import { listPageMessages } from "../../lib/admin/save-blog.ts";
import type { Blog } from "../../lib/entities.ts";
import type { Route } from "./+types/blogs";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Blogs", matches);
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
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminList({ remove: deleteBlog, success: "🗑️ Blog deleted successfully", failure: "Failed to delete blog" });

  const newBlogButton = (
    <button type="button" className={buttonClass("primary")} onClick={() => setEditing({ blog: null })}>
      <PlusIcon />
      New blog
    </button>
  );

  return (
    <>
      <AdminListPage
        list={list}
        view={view}
        result={result}
        itemsOf={(data) => data.blogs}
        title="Blogs"
        noun={{ one: "blog", other: "blogs" }}
        actions={newBlogButton}
        searchLabel="Search blogs"
        matchNoun="blog"
        showAllLabel="Show all blogs"
        empty={{ title: "No blogs yet", text: "Write the first post for The Wellness Journal.", action: newBlogButton }}
        loadFailure="Failed to fetch blogs"
      >
        {(blogs) => (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {blogs.map((blog) => (
              <li key={blog._id} className="flex">
                <BlogCard
                  blog={blog}
                  onEdit={() => setEditing({ blog })}
                  onDelete={() => list.requestDelete(blog._id, deleteBlogQuestion)}
                  deleting={list.deletingId === blog._id}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListPage>
      {editing ? (
        <BlogEditor
          blog={editing.blog}
          presentation="dialog"
          messages={listPageMessages}
          coverPath={listCoverPath}
          onSaved={async () => {
            setEditing(null);
            await list.reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
