import { useNonce } from "#app/lib/nonce.ts";

export type BlogPostingData = {
  url: string;
  headline: string;
  alternativeHeadline: string;
  description: string;
  image?: string;
  author: string;
  keywords: string;
  category: string;
  datePublished: string;
  dateModified: string;
  publisherName: string;
  publisherUrl: string;
  /** BCP 47 tag of the post's language. */
  inLanguage: string;
  /** The live original's address, for a translation. */
  translationOf?: string;
  /** The live translations' addresses, for an original. */
  translations: string[];
};

/** Schema.org BlogPosting for search engines, escaped so no text can close the script early. */
export function BlogPostingJsonLd({ post }: { post: BlogPostingData }) {
  const nonce = useNonce();
  const json = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    url: post.url,
    headline: post.headline,
    ...(post.alternativeHeadline && post.alternativeHeadline !== post.headline ? { alternativeHeadline: post.alternativeHeadline } : {}),
    description: post.description,
    ...(post.image ? { image: [post.image] } : {}),
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    ...(post.keywords ? { keywords: post.keywords } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    inLanguage: post.inLanguage,
    ...(post.translationOf ? { translationOfWork: { "@id": post.translationOf } } : {}),
    ...(post.translations.length > 0 ? { workTranslation: post.translations.map((url) => ({ "@id": url })) } : {}),
    publisher: { "@type": "Organization", name: post.publisherName, url: post.publisherUrl },
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The nonce is only known on the server; the browser hides it from the DOM after parsing.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
