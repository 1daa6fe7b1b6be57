import { useState } from "react";
import { AdminListPage } from "#app/components/admin/admin-list-page.tsx";
import { BlogCard } from "#app/components/admin/blog/blog-card.tsx";
import { BlogEditor } from "#app/components/admin/blog/blog-editor.tsx";
import { PlusIcon } from "#app/components/ui/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { useAdminList } from "#app/components/admin/use-admin-list.ts";
import { deleteBlogQuestion } from "#app/components/admin/use-confirmed-delete.ts";
import { listBlogs, listPageCover } from "#app/lib/admin/blogs.ts";
import { type BlogsShown, blogsNounOf, blogsQueryOf, blogsViewOf, outdatedBlogsHref } from "#app/lib/admin/blog-views.ts";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { useDeleteBlog } from "#app/components/admin/blog/use-delete-blog.ts";
import { languages } from "#app/i18n/languages.ts";
import { Link } from "react-router";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { listPageMessages } from "#app/lib/admin/save-blog.ts";
import type { WireBlog } from "#app/contract/shapes.ts";
import type { Route } from "./+types/blogs";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Blogs", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { view, shown } = blogsViewOf(new URL(request.url));
  return { view, shown, result: await listBlogs(view, blogsQueryOf(shown)) };
}
clientLoader.hydrate = true as const;

/** The editor is either closed, creating, or updating one blog. */
type Editing = { blog: WireBlog | null } | null;

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const { view, shown, result } = loaderData;
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminList({ remove: useDeleteBlog(), success: "🗑️ Blog deleted successfully", failure: "Failed to delete blog" });

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
        noun={blogsNounOf(shown, languageNames)}
        summaryNote={shown.kind === "groups" ? ", each with its translations." : undefined}
        actions={newBlogButton}
        searchLabel="Search blogs"
        matchNoun="blog"
        showAllLabel="Show all blogs"
        empty={{ title: "No blogs yet", text: "Write the first post for The Wellness Journal.", action: newBlogButton }}
        loadFailure="Failed to fetch blogs"
      >
        {(blogs) => (
          <>
            <BlogsShownLinks current={shown} />
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
          </>
        )}
      </AdminListPage>
      {editing ? (
        <BlogEditor
          blog={editing.blog}
          presentation="dialog"
          messages={listPageMessages}
          coverUpload={listPageCover}
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

/**
 * Every post with its translations, one language's posts, or the outdated translations: links, so the choice is in the
 * address like the page and search.
 */
function BlogsShownLinks({ current }: { current: BlogsShown }) {
  const choices: { shown: BlogsShown; to: string; label: string }[] = [
    { shown: { kind: "groups" }, to: "?", label: "All languages" },
    ...languages.map((lang) => ({ shown: { kind: "language", lang } as const, to: `?lang=${lang}`, label: languageNames[lang] })),
    { shown: { kind: "outdated" }, to: outdatedBlogsHref, label: "Outdated translations" },
  ];
  const isCurrent = (shown: BlogsShown) =>
    shown.kind === current.kind && (shown.kind !== "language" || (current.kind === "language" && shown.lang === current.lang));
  return (
    <nav aria-label="Show blogs" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ shown, to, label }) => (
          <li key={label}>
            <Link
              to={to}
              aria-current={isCurrent(shown) ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 ${isCurrent(shown) ? "border-accent-700 bg-accent-700 text-white" : "border-sand-200 bg-white hover:border-accent-500"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
