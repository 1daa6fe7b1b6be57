import { useState } from "react";
import { AdminListPage } from "#app/components/admin/admin-list-page.tsx";
import { BlogCard } from "#app/components/admin/blog/blog-card.tsx";
import { BlogEditor } from "#app/components/admin/blog/blog-editor.tsx";
import { PlusIcon } from "#app/components/ui/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { useAdminList } from "#app/components/admin/use-admin-list.ts";
import { deleteBlogQuestion } from "#app/components/admin/use-confirmed-delete.ts";
import { deleteBlog, listBlogs, listCoverPath } from "#app/lib/admin/blogs.ts";
import { listViewOf } from "#app/lib/admin/lists.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { listPageMessages } from "#app/lib/admin/save-blog.ts";
import type { WireBlog } from "#app/lib/entities.ts";
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
type Editing = { blog: WireBlog | null } | null;

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminList({ remove: deleteBlog, success: "🗑️ Blog deleted successfully", failure: "Failed to delete blog" });

  const newBlogButton = (
    <button type="button" className={buttonClass("primary")} onClick={() => setEditing({ blog: null })}>
      <PlusIcon size={20} />
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
          onClose={async () => {
            setEditing(null);
            // Autosaves may have stored changes while the editor was open.
            await list.reload();
          }}
        />
      ) : null}
    </>
  );
}
