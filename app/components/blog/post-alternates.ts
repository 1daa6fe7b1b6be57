import { blogPath } from "#app/lib/blog-path.ts";
import { languageFacts, languages } from "#app/i18n/languages.ts";
import type { PublishedSibling } from "#app/lib/domain.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

/**
 * A post's `hreflang` alternates: each live post of its group, itself included, in the site's language order, and
 * `x-default` to the original while it is live. Every member of a group lists the same set, so the links are
 * reciprocal; the sitemap lists exactly these beside each post.
 */
export function postAlternates(siteUrl: string, siblings: readonly PublishedSibling[]): { hreflang: string; href: string }[] {
  const ordered = [...siblings].sort((a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang));
  const original = ordered.find((sibling) => sibling.original);
  return [
    ...ordered.map((sibling) => ({ hreflang: languageFacts[sibling.lang].tag, href: absoluteUrl(siteUrl, blogPath(sibling.slug, sibling.lang)) })),
    ...(original ? [{ hreflang: "x-default", href: absoluteUrl(siteUrl, blogPath(original.slug, original.lang)) }] : []),
  ];
}
