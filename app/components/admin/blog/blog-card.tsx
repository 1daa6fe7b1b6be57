import { Link } from "react-router";
import type { WireBlog } from "#app/contract/shapes.ts";
import { formatDate } from "#app/lib/dates.ts";
import { PencilIcon, TrashIcon } from "#app/components/ui/icons.tsx";
import { ImageOrPlaceholder } from "#app/components/admin/image-or-placeholder.tsx";
import { Switch } from "#app/components/admin/switch.tsx";
import { cardClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { BlogBadges } from "#app/components/admin/blog/blog-badges.tsx";
import { languageFacts } from "#app/i18n/languages.ts";
import { TranslationStates } from "#app/components/admin/blog/translation-states.tsx";
import { useBlogToggles } from "#app/components/admin/blog/use-blog-toggles.ts";

type BlogCardProps = {
  blog: WireBlog;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
};

export function BlogCard({ blog, onEdit, onDelete, deleting }: BlogCardProps) {
  const toggles = useBlogToggles(blog, "PUT");
  return (
    <article className={`${cardClass} flex w-full flex-col overflow-hidden`}>
      <ImageOrPlaceholder image={blog.cover} alt="" sizes="(min-width: 1280px) 22rem, (min-width: 768px) 45vw, 100vw" className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <BlogBadges blog={{ ...blog, published: toggles.published, featured: toggles.featured }} />
        <TranslationStates group={blog.translations ?? []} current={blog._id} />
        <h2 className="text-xl font-semibold" lang={languageFacts[blog.lang].tag} dir={languageFacts[blog.lang].dir}>
          <Link to={`/admin/blogs/${blog._id}`} className="underline-offset-4 hover:text-accent-700 hover:underline">
            {blog.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-ink-700" lang={languageFacts[blog.lang].tag} dir={languageFacts[blog.lang].dir}>
          {blog.metadescription || "No meta description yet."}
        </p>
        <p className="text-ink-700">
          By {blog.author || "no author"} · {formatDate(blog.createdAt)}
        </p>
        <div className="mt-auto flex flex-wrap gap-x-6 border-t border-sand-200 pt-3">
          <Switch label="Published" context={blog.title} checked={toggles.published} busy={toggles.publishBusy} onChange={toggles.togglePublished} />
          <Switch label="Featured" context={blog.title} checked={toggles.featured} busy={toggles.featureBusy} onChange={toggles.toggleFeatured} />
        </div>
        <div className="flex gap-3">
          <button type="button" className={buttonClass("secondary", "flex-1")} onClick={onEdit}>
            <PencilIcon size={20} />
            Edit<span className="sr-only"> {blog.title}</span>
          </button>
          <button type="button" className={buttonClass("danger", "flex-1")} onClick={onDelete} disabled={deleting}>
            <TrashIcon size={20} />
            {deleting ? "Deleting..." : "Delete"}
            <span className="sr-only"> {blog.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
