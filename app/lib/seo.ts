import type { MetaDescriptor } from "react-router";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public origin (SITE_URL), read from the root loader's data inside a `meta` function. */
export function siteUrlOf(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { siteUrl?: string } | undefined)?.siteUrl ?? "";
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export type PageMetaInput = {
  siteUrl: string;
  /** Path of the canonical page, e.g. "/blogs". */
  path: string;
  title: string;
  description: string;
  /** Absolute or site-relative image URL for link previews. */
  image?: string;
  type?: "website" | "article" | "profile";
  siteName: string;
  extra?: MetaDescriptor[];
};

/** Title, description, canonical link, Open Graph and Twitter card for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = input.image ? absoluteUrl(input.siteUrl, input.image) : undefined;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    ...(input.extra ?? []),
  ];
}
