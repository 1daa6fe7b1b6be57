import type { MetaDescriptor } from "react-router";
import { type Lang, languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";

type MatchLike = { id: string; pathname?: string; loaderData?: unknown } | undefined;

const rootDataOf = (matches: readonly MatchLike[]) =>
  matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string; languages?: readonly Lang[] } | undefined;

/** The public origin (SITE_URL), read from the root loader's data inside a `meta` function. */
export function siteUrlOf(matches: readonly MatchLike[]): string {
  return rootDataOf(matches)?.siteUrl ?? "";
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** Where a page lives: the site's origin, the language of the page shown and the languages the page exists in. */
type PageSite = { siteUrl: string; lang: Lang; languages: readonly Lang[] };

/** The page a `meta` function describes: its language from its own address, the published ones from the root's data. */
function pageSiteOf(matches: readonly MatchLike[]): PageSite {
  const languages = rootDataOf(matches)?.languages ?? ["en"];
  return { siteUrl: siteUrlOf(matches), lang: languageOfPath(matches.at(-1)?.pathname ?? "/"), languages };
}

/**
 * The page's address in each published language, English also as `x-default` (search engines' choice for a reader
 * of any other language). Every language's page lists the same set, itself included, so the alternates are
 * reciprocal; the sitemap lists exactly these beside each page.
 */
export function alternates(site: Omit<PageSite, "lang">, englishPath: string): { hreflang: string; href: string }[] {
  return [
    ...site.languages.map((lang) => ({ hreflang: languageFacts[lang].tag, href: absoluteUrl(site.siteUrl, pathIn(lang, englishPath)) })),
    { hreflang: "x-default", href: absoluteUrl(site.siteUrl, englishPath) },
  ];
}

type PageMetaInput = (
  | {
      /** The `meta` function's `matches`: the origin, the page's language and the published languages. */
      matches: readonly MatchLike[];
    }
  | {
      /**
       * A journal post: in its own language, with its own group's alternates (each translation has its own slug), not
       * the site's languages.
       */
      post: { siteUrl: string; lang: Lang; alternates: { hreflang: string; href: string }[] };
    }
) & {
  /** Path of the canonical page in English, e.g. "/blogs"; each language's page is at the same path under its prefix. */
  path: string;
  title: string;
  description: string;
  /** Absolute or site-relative image URL for link previews. */
  image?: string;
  type?: "website" | "article" | "profile";
  siteName: string;
  extra?: MetaDescriptor[];
};

/**
 * Title, description, the canonical link in the page's language with its alternates in the other published
 * languages, Open Graph (with its locales) and the X card for one page.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const site: PageSite = "matches" in input ? pageSiteOf(input.matches) : { siteUrl: input.post.siteUrl, lang: input.post.lang, languages: [input.post.lang] };
  const url = absoluteUrl(site.siteUrl, pathIn(site.lang, input.path));
  const image = input.image ? absoluteUrl(site.siteUrl, input.image) : undefined;
  const links = "matches" in input ? alternates(site, input.path) : input.post.alternates;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...links.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: languageFacts[site.lang].ogLocale },
    ...site.languages.filter((lang) => lang !== site.lang).map((lang) => ({ property: "og:locale:alternate", content: languageFacts[lang].ogLocale })),
    ...(image ? [{ property: "og:image", content: image }] : []),
    // X reads the title, description and image from Open Graph when its own tags are absent: only the card's kind.
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...(input.extra ?? []),
  ];
}
