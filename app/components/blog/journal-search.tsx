import { Form, Link } from "react-router";
import { blogPath } from "#app/lib/blog-path.ts";
import { primaryButton, textLink } from "#app/components/ui/button-styles.ts";
import type { JournalSearchHit } from "#app/lib/domain.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";

/** What /blogs shows of a search: the words asked, and the posts found or the sentence that explains the refusal. */
export type JournalSearchView = { query: string; hint: string | null; results: JournalSearchHit[] };

/** The journal's search: a plain GET form to /blogs, so it works before and without JavaScript. */
export function JournalSearchForm({ search }: { search: JournalSearchView | null }) {
  const hintId = "journal-search-hint";
  const lang = useLang();
  const t = useMessages().journalList.search;
  return (
    <Form method="get" action={pathIn(lang, "/blogs")} role="search" className="mx-auto mt-8 max-w-xl">
      <label htmlFor="journal-search" className="block text-base font-medium text-ink-900">
        {t.label}
      </label>
      <div className="mt-2 flex gap-3">
        <input
          // A new search from a link or the back button shows its own words.
          key={search?.query ?? ""}
          id="journal-search"
          type="search"
          name="q"
          defaultValue={search?.query ?? ""}
          maxLength={200}
          enterKeyHint="search"
          dir="auto"
          aria-describedby={search?.hint ? hintId : undefined}
          aria-invalid={search?.hint ? true : undefined}
          className="min-h-12 w-full min-w-0 rounded-full border border-sand-200 bg-white px-5 text-base text-ink-900 shadow-sm focus:border-accent-500"
        />
        <button type="submit" className={primaryButton}>
          {t.button}
        </button>
      </div>
      {search?.hint ? (
        <p id={hintId} className="mt-2 text-base text-red-800">
          {search.hint}
        </p>
      ) : null}
    </Form>
  );
}

/** The posts a search found, best first, each with the words that matched in <mark>. */
export function JournalSearchResults({ search }: { search: JournalSearchView }) {
  const { query, results } = search;
  const lang = useLang();
  const t = useMessages().journalList.search;
  return (
    <section aria-labelledby="search-results-heading" className="mx-auto mt-12 max-w-3xl">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="search-results-heading" className="text-2xl sm:text-3xl" aria-live="polite">
          {results.length === 0 ? t.none(query) : t.found(results.length, query)}
        </h2>
        <Link to={pathIn(lang, "/blogs")} className={textLink}>
          {t.clear}
        </Link>
      </div>
      {results.length === 0 ? (
        <p className="mt-4 text-lg text-ink-700">{t.tryFewer}</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {results.map((result) => (
            <li key={result.id} className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
              <h3 className="text-xl leading-snug">
                <Link to={blogPath(result.slug ?? result.id, lang)} prefetch="intent" className="hover:text-accent-700 hover:underline">
                  {result.title}
                </Link>
              </h3>
              <p
                className="mt-2 text-base leading-relaxed text-ink-700 [&_mark]:rounded [&_mark]:bg-accent-100 [&_mark]:px-0.5 [&_mark]:text-ink-900"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped on the server, only its own <mark> tags added (server/services/search-text.ts snippetHtml).
                dangerouslySetInnerHTML={{ __html: result.snippet }}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
