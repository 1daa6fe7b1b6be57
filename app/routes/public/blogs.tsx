import { Link } from "react-router";
import { ArticleCard } from "#app/components/blog/article-card.tsx";
import { type ArticleSummary, cardExcerptWords, featuredExcerptWords, journalPageSize, summarize } from "#app/components/blog/article-summary.ts";
import { FeaturedArticle } from "#app/components/blog/featured-article.tsx";
import { journalFeedLink } from "#app/components/blog/journal-feed.ts";
import { JournalLoadingStatus } from "#app/components/blog/journal-loading-status.tsx";
import { JournalSearchForm, JournalSearchResults, type JournalSearchView } from "#app/components/blog/journal-search.tsx";
import { useReaderCounts } from "#app/components/blog/use-read-count.ts";
import { PageNav } from "#app/components/ui/page-nav.tsx";
import { practiceOf, useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { type RequestContext, requestContext } from "#app/context.ts";
import { assertPageInRange, pageCountOf, pageHref, pageLinks, pageNumberOf } from "#app/lib/paging.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { type Lang, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { data } from "react-router";
import type { Route } from "./+types/blogs";

const journalPath = "/blogs";
/** A page of the journal's list in the page's language: `/hi/blogs?page=2`. */
const journalPageHref = (lang: Lang) => (page: number) => pageHref(pathIn(lang, journalPath), "page", page);

/** One page of the grid (12 cards, newest first) and, on the first page, the featured article: never the whole journal. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, clientAddress } = context.get(requestContext);
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const query = url.searchParams.get("q");
  // Every search is rendered for its reader alone, so the page takes the API's per-address limit of searches.
  const verdict = query === null ? null : services.rateLimits.searches.take(clientAddress);
  const refused = verdict && !verdict.allowed ? verdict : null;
  const search = await journalSearch(services.search, query, lang, refused !== null);
  // The journal's tagline: only its own pages show it, so the root's data leaves it out.
  const { tagline } = practiceForPage(await services.practice.get(), request.url).journal;
  // Found posts take the list's place; a refused search shows its hint above the list.
  if (search && !search.hint) return { tagline, search, page: 1, pages: 1, featured: null, latest: [], inEnglishOnly: 0 };
  const page = pageNumberOf(url, "page");
  const [latest, featured, inEnglishOnly] = await Promise.all([
    services.blogs.listings({ pageno: page - 1, pagesize: journalPageSize, lang, featured: false }),
    page === 1 ? services.blogs.featuredListing(lang) : null,
    lang === "en" ? 0 : services.blogs.englishOnly(lang),
  ]);
  assertPageInRange(page, latest.total, journalPageSize);
  const listing = {
    tagline,
    search,
    page,
    pages: pageCountOf(latest.total, journalPageSize),
    featured: featured ? summarize(featured, featuredExcerptWords) : null,
    latest: latest.items.map((blog) => summarize(blog, cardExcerptWords)),
    inEnglishOnly,
  };
  if (!refused) return listing;
  return data(listing, { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds), "Cache-Control": "private, no-store" } });
}

/** A refused search's 429 and its headers; other answers have none of their own. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The search's refusal, too short, too long or one too many, in the page's language. */
async function journalSearch(
  search: RequestContext["services"]["search"],
  query: string | null,
  lang: Lang,
  tooMany: boolean,
): Promise<JournalSearchView | null> {
  if (query === null) return null;
  const problem = tooMany ? "tooMany" : search.problemWith(query);
  const hint = problem ? messagesFor(lang).journalList.search[problem] : null;
  return { query, hint, results: hint ? [] : await search.search(query, lang) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const practice = practiceOf(matches);
  const lang = languageOfPath(location.pathname);
  const t = messagesFor(lang).journalList.meta;
  const siteUrl = siteUrlOf(matches);
  const page = loaderData?.page ?? 1;
  const search = loaderData?.search;
  return pageMeta({
    matches,
    // Each page is its own canonical page: the first is /blogs, the others /blogs?page=N.
    path: journalPageHref("en")(page),
    title: `${search ? t.search(search.query) : page === 1 ? t.title : t.page(page)} | ${practice.siteName}`,
    description: t.description(practice.journal.title, practice.doctor.name, loaderData?.tagline ?? ""),
    siteName: practice.siteName,
    extra: [
      journalFeedLink(practice, lang),
      ...pageLinks(siteUrl, pathIn(lang, journalPath), "page", page, loaderData?.pages ?? 1),
      // A page of search results is the reader's own, not one for search engines to list.
      ...(search ? [{ name: "robots", content: "noindex" }] : []),
    ],
  });
};

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const practice = usePractice();
  const { tagline, search, featured, latest, page, pages, inEnglishOnly } = loaderData;
  const empty = !featured && latest.length === 0;
  const lang = useLang();
  const t = useMessages().journalList;
  const english = useEnglishFields();
  return (
    <div className="mx-auto max-w-6xl px-5 pt-12 pb-20 sm:px-8 md:pt-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl sm:text-5xl" {...english("journal.title")}>
          {practice.journal.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-700" {...english("journal.tagline")}>
          {tagline}
        </p>
      </header>
      <JournalSearchForm search={search} />
      <JournalLoadingStatus />

      {search && !search.hint ? (
        <JournalSearchResults search={search} />
      ) : empty ? (
        <NoArticles />
      ) : (
        <>
          {inEnglishOnly > 0 ? <MoreInEnglish count={inEnglishOnly} /> : null}
          <div className="mt-12 flex flex-col gap-16 md:mt-14">
            {featured ? <FeaturedArticle article={featured} /> : null}
            {latest.length > 0 ? <LatestArticles articles={latest} /> : null}
          </div>
        </>
      )}
      <PageNav label={t.pages.label} page={page} pages={pages} hrefOf={journalPageHref(lang)} previousText={t.pages.newer} nextText={t.pages.older} />
    </div>
  );
}

/** An empty journal; in a language without posts yet, the way to the English one. */
function NoArticles() {
  const lang = useLang();
  const t = useMessages().journalList;
  return (
    <div className="mx-auto mt-14 max-w-xl rounded-2xl bg-white p-8 text-center text-lg text-ink-700 ring-1 ring-sand-200">
      <p>{lang === "en" ? t.empty : t.noneInLanguage}</p>
      {lang === "en" ? null : (
        <Link to="/blogs" hrefLang="en-IN" className="mt-4 inline-block font-semibold text-accent-700 underline-offset-4 hover:underline">
          {t.readInEnglish}
        </Link>
      )}
    </div>
  );
}

/** A translated journal lists its own posts only: the line that says how many more the English one has, and links it. */
function MoreInEnglish({ count }: { count: number }) {
  const t = useMessages().journalList;
  return (
    <p className="mx-auto mt-8 max-w-2xl text-center text-lg text-ink-700">
      {t.moreInEnglish(count)}{" "}
      <Link to="/blogs" hrefLang="en-IN" className="font-semibold whitespace-nowrap text-accent-700 underline underline-offset-4">
        {t.readInEnglish}
      </Link>
    </p>
  );
}

function LatestArticles({ articles }: { articles: ArticleSummary[] }) {
  const readers = useReaderCounts(articles.map((article) => article.id));
  const t = useMessages().journalList;
  return (
    <section aria-labelledby="latest-heading">
      <h2 id="latest-heading" className="text-3xl">
        {t.latest}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} readers={readers[article.id] ?? null} />
          </li>
        ))}
      </ul>
    </section>
  );
}
