import { type ReactNode, useEffect, useState } from "react";
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { TranslationsPanel } from "#app/components/admin/blog/translations-panel.tsx";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { useDeleteBlog } from "#app/components/admin/blog/use-delete-blog.ts";
import { blogPath } from "#app/lib/blog-path.ts";
import { languageFacts } from "#app/i18n/languages.ts";
import type { WireTranslationSource } from "#app/contract/shapes.ts";
import { BlogBadges } from "#app/components/admin/blog/blog-badges.tsx";
import { ArticleSections, shownSections } from "#app/components/blog/article-sections.tsx";
import { BlogEditor } from "#app/components/admin/blog/blog-editor.tsx";
import { PreviewLink } from "#app/components/admin/blog/preview-link.tsx";
import { ScheduleControl } from "#app/components/admin/blog/schedule-control.tsx";
import { useBlogToggles } from "#app/components/admin/blog/use-blog-toggles.ts";
import { ArrowLeftIcon, ExternalLinkIcon, PencilIcon, TrashIcon } from "#app/components/ui/icons.tsx";
import { ImageOrPlaceholder } from "#app/components/admin/image-or-placeholder.tsx";
import { Switch } from "#app/components/admin/switch.tsx";
import { notify } from "#app/components/admin/toasts.ts";
import { cardClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { deleteBlogQuestion, useConfirmedDelete } from "#app/components/admin/use-confirmed-delete.ts";
import { type AdminBlog, detailPageCover, getBlog } from "#app/lib/admin/blogs.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { detailPageMessages } from "#app/lib/admin/save-blog.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { Route } from "./+types/blog";

/** /admin/blogs/new writes a new post on a page of its own (the dashboard's shortcut). */
const newBlogId = "new";

type Loaded = { kind: "new" } | { kind: "found"; blog: AdminBlog; source?: WireTranslationSource } | { kind: "signed-out" };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.kind === "found") return adminMeta(loaderData.blog.title, matches);
  return adminMeta(loaderData?.kind === "new" ? "New blog" : "Blog", matches);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<Loaded> {
  if (params.id === newBlogId) return { kind: "new" };
  const result = await getBlog(params.id);
  if (result.ok) return { kind: "found", blog: result.data.blog, source: result.data.source };
  if (result.status === 401) return { kind: "signed-out" };
  notify("error", result.status === 404 ? "Blog not found" : "Failed to fetch blog");
  throw redirect("/admin/blogs");
}
clientLoader.hydrate = true as const;

export default function AdminBlogRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "found") return <BlogDetail key={loaderData.blog._id} blog={loaderData.blog} source={loaderData.source} />;
  if (loaderData.kind === "new") return <NewBlog />;
  return null;
}

function BackLink() {
  return (
    <Link to="/admin/blogs" className="inline-flex min-h-11 items-center gap-2 font-medium text-accent-700 underline-offset-4 hover:underline">
      <ArrowLeftIcon size={20} />
      Back to blogs
    </Link>
  );
}

function NewBlog() {
  const navigate = useNavigate();
  return (
    <>
      <BackLink />
      <h1 className="mt-4 mb-6 text-3xl font-semibold">New blog</h1>
      <div className={`${cardClass} p-5 sm:p-8`}>
        <BlogEditor
          blog={null}
          presentation="page"
          messages={detailPageMessages}
          coverUpload={detailPageCover}
          onSaved={(outcome) => navigate(outcome.id ? `/admin/blogs/${outcome.id}` : "/admin/blogs", { replace: true })}
          onClose={() => navigate("/admin/blogs")}
        />
      </div>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-ink-700">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function BlogDetail({ blog, source }: { blog: AdminBlog; source: WireTranslationSource | undefined }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // A translation just started opens in its editor, beside the original; once: a reload shows the page.
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(searchParams.get("edit") === "1");
  useEffect(() => {
    if (searchParams.has("edit")) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
  const toggles = useBlogToggles(blog, "POST");
  const { deletingId, requestDelete } = useConfirmedDelete({
    remove: useDeleteBlog(),
    success: "Blog deleted successfully",
    failure: "Failed to delete blog",
    onDeleted: () => navigate("/admin/blogs", { replace: true }),
  });
  const notSet = <span className="text-ink-500">Not set</span>;

  return (
    <>
      <BackLink />
      <article className="mt-4">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <BlogBadges blog={{ ...blog, published: toggles.published, featured: toggles.featured }} />
            <h1 className="mt-3 text-3xl font-semibold break-words sm:text-4xl" lang={languageFacts[blog.lang].tag} dir={languageFacts[blog.lang].dir}>
              {blog.title}
            </h1>
            <p className="mt-2 text-ink-700">
              By {blog.author || "no author"} · {formatDate(blog.createdAt)} · {blog.readers} {blog.readers === 1 ? "read" : "reads"}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <PreviewLink postId={blog._id} />
            <button type="button" className={buttonClass("secondary")} onClick={() => setEditing(true)}>
              <PencilIcon size={20} />
              Edit
            </button>
            <button type="button" className={buttonClass("danger")} onClick={() => requestDelete(blog._id, deleteBlogQuestion)} disabled={deletingId !== null}>
              <TrashIcon size={20} />
              {deletingId ? "Deleting..." : "Delete"}
            </button>
          </div>
        </header>

        <div className={`${cardClass} mt-6 flex flex-wrap items-center gap-x-8 gap-y-2 px-5 py-3`}>
          <Switch label="Published" checked={toggles.published} busy={toggles.publishBusy} onChange={toggles.togglePublished} />
          <Switch label="Featured" checked={toggles.featured} busy={toggles.featureBusy} onChange={toggles.toggleFeatured} />
          {toggles.published ? (
            <a
              href={blogPath(blog.slug, blog.lang)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-2 font-medium text-accent-700 underline underline-offset-4 sm:ml-auto"
            >
              View on the site
              <ExternalLinkIcon size={20} />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <p className="text-ink-700 sm:ml-auto">Visitors see this post once it is published.</p>
          )}
          <ScheduleControl key={`${blog.status}-${blog.publishAt}`} blog={blog} />
        </div>

        <TranslationsPanel blog={blog} source={source} onChanged={() => revalidator.revalidate()} />

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className={`${cardClass} overflow-hidden`}>
            {blog.cover || blog.coverimage ? (
              <ImageOrPlaceholder
                image={blog.cover}
                alt={`Cover image of “${blog.title}”`}
                sizes="(min-width: 1024px) 44rem, 100vw"
                className="aspect-[16/9] w-full"
              />
            ) : null}
            <div className="p-5 sm:p-8">
              <ArticleSections sections={shownSections(blog.content.map((section, index) => ({ title: section.title, html: blog.rendered[index] ?? "" })))} />
            </div>
          </div>
          <aside aria-label="Details" className={`${cardClass} h-fit p-5`}>
            <h2 className="text-xl font-semibold">Details</h2>
            <dl className="mt-4 space-y-4">
              <Field label="Language">{languageNames[blog.lang]}</Field>
              <Field label="Address">{blogPath(blog.slug, blog.lang)}</Field>
              <Field label="Category">{blog.category || notSet}</Field>
              <Field label="Author">{blog.author || notSet}</Field>
              <Field label="Meta title">{blog.metatitle || notSet}</Field>
              <Field label="Meta description">{blog.metadescription || notSet}</Field>
              <Field label="Keywords">{blog.keywords || notSet}</Field>
              <Field label="Reads">{blog.readers}</Field>
              <Field label="Featured order">{blog.featuredOrder}</Field>
              <Field label="Created">{formatDate(blog.createdAt)}</Field>
              <Field label="Last updated">{formatDate(blog.updatedAt)}</Field>
            </dl>
          </aside>
        </div>
      </article>
      {editing ? (
        <BlogEditor
          blog={blog}
          source={source}
          presentation="dialog"
          messages={detailPageMessages}
          coverUpload={detailPageCover}
          onSaved={async () => {
            setEditing(false);
            await revalidator.revalidate();
          }}
          onClose={async () => {
            setEditing(false);
            // Autosaves may have stored changes while the editor was open.
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}
