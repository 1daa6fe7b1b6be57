import { formatIndiaDateTime } from "#app/lib/dates.ts";
import type { WireBlog } from "#app/contract/shapes.ts";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 font-medium";

/** Published, scheduled (for when, in India time) or draft, featured, and the category, in words (never colour alone). */
export function BlogBadges({ blog }: { blog: Pick<WireBlog, "published" | "status" | "publishAt" | "featured" | "category"> }) {
  const scheduled = !blog.published && blog.status === "scheduled" && blog.publishAt;
  return (
    <p className="flex flex-wrap gap-2">
      <span className={`${badge} ${blog.published ? "bg-accent-100 text-accent-800" : scheduled ? "bg-sky-100 text-sky-950" : "bg-sand-200 text-ink-900"}`}>
        {blog.published ? "Published" : scheduled ? `Scheduled for ${formatIndiaDateTime(blog.publishAt!)}` : "Draft"}
      </span>
      {blog.featured ? <span className={`${badge} bg-amber-100 text-amber-950`}>★ Featured</span> : null}
      {blog.category ? <span className={`${badge} border border-sand-200 text-ink-700`}>{blog.category}</span> : null}
    </p>
  );
}
