import { Link } from "react-router";
import type { WireBlog, WireTranslation } from "#app/contract/shapes.ts";
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

/**
 * A post in the list with its translations as language chips. On a phone its cover is a thumbnail beside the title,
 * so a card takes about half a screen; from tablets up the cover spans the card.
 */
export function BlogCard({ blog, onEdit, onDelete, deleting }: BlogCardProps) {
  const toggles = useBlogToggles(blog, "PUT");
  const language = languageFacts[blog.lang];
  return (
    <article className={`${cardClass} flex w-full flex-col overflow-hidden`}>
      <div className="flex items-start gap-3 p-4 md:flex-col md:items-stretch md:gap-0 md:p-0">
        <div className="size-20 shrink-0 overflow-hidden rounded-lg text-sm md:size-auto md:rounded-none md:text-base">
          <ImageOrPlaceholder
            image={blog.cover}
            alt=""
            sizes="(min-width: 1280px) 22rem, (min-width: 768px) 45vw, 5rem"
            className="size-full md:aspect-[16/9] md:h-auto"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2 md:px-5 md:pt-5">
          <BlogBadges blog={{ ...blog, published: toggles.published, featured: toggles.featured }} />
          <h2 className="text-lg font-semibold md:text-xl" lang={language.tag} dir={language.dir}>
            <Link to={`/admin/blogs/${blog._id}`} className="underline-offset-4 hover:text-accent-700 hover:underline">
              {blog.title}
            </Link>
          </h2>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 px-4 pb-4 md:p-5 md:pt-3">
        <TranslationStates group={groupOf(blog)} current={blog._id} alone="shown" />
        <p className="line-clamp-2 text-ink-700 md:line-clamp-3" lang={language.tag} dir={language.dir}>
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

/** The post's translation group; a post without translations is a group of one, so its card names its language too. */
function groupOf(blog: WireBlog): WireTranslation[] {
  if (blog.translations?.length) return blog.translations;
  return [{ _id: blog._id, lang: blog.lang, slug: blog.slug, status: blog.status, outdated: blog.outdated }];
}
