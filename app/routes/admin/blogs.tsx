import { useState } from "react";
import { AdminListPage } from "#app/components/admin/admin-list-page.tsx";
import { BlogCard } from "#app/components/admin/blog/blog-card.tsx";
import { BlogEditor } from "#app/components/admin/blog/blog-editor.tsx";
import { PlusIcon } from "#app/components/ui/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { useAdminList } from "#app/components/admin/use-admin-list.ts";
import { deleteBlogQuestion } from "#app/components/admin/use-confirmed-delete.ts";
import { listBlogs, listPageCover } from "#app/lib/admin/blogs.ts";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { useDeleteBlog } from "#app/components/admin/blog/use-delete-blog.ts";
import { type Lang, languages } from "#app/i18n/languages.ts";
import { Link } from "react-router";
import { listViewOf } from "#app/lib/admin/lists.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { listPageMessages } from "#app/lib/admin/save-blog.ts";
import type { WireBlog } from "#app/contract/shapes.ts";
import type { Route } from "./+types/blogs";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Blogs", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const lang = languages.find((code) => code === url.searchParams.get("lang"));
  const view = { ...listViewOf(url), ...(lang ? { filter: { name: "lang", value: lang } } : {}) };
  return { view, lang: lang ?? null, result: await listBlogs(view, lang) };
}
clientLoader.hydrate = true as const;

/** The editor is either closed, creating, or updating one blog. */
type Editing = { blog: WireBlog | null } | null;

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const { view, lang, result } = loaderData;
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
        noun={{ one: "blog", other: "blogs" }}
        actions={newBlogButton}
        searchLabel="Search blogs"
        matchNoun="blog"
        showAllLabel="Show all blogs"
        empty={{ title: "No blogs yet", text: "Write the first post for The Wellness Journal.", action: newBlogButton }}
        loadFailure="Failed to fetch blogs"
      >
        {(blogs) => (
          <>
            <LanguageFilter current={lang} />
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

/** The list of one language's posts, or all of them: links, so the choice is in the address like the page and search. */
function LanguageFilter({ current }: { current: Lang | null }) {
  const choices: { lang: Lang | null; label: string }[] = [
    { lang: null, label: "All languages" },
    ...languages.map((lang) => ({ lang, label: languageNames[lang] })),
  ];
  return (
    <nav aria-label="Language" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ lang, label }) => (
          <li key={label}>
            <Link
              to={lang ? `?lang=${lang}` : "?"}
              aria-current={lang === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 ${lang === current ? "border-accent-700 bg-accent-700 text-white" : "border-sand-200 bg-white hover:border-accent-500"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
