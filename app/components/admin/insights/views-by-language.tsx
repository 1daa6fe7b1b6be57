import { cardClass } from "#app/components/admin/ui.ts";
import { type Lang, languageOfPath, languages } from "#app/i18n/languages.ts";
import type { Insights } from "#app/lib/domain.ts";

const languageName = new Intl.DisplayNames("en", { type: "language" });
const number = new Intl.NumberFormat("en-IN");

/** The page views of each language (issue 28), from the views of each page: a page's language is its address's. */
function viewsPerLanguage(pages: Insights["pages"]): { lang: Lang; views: number }[] {
  const views = new Map<Lang, number>(languages.map((lang) => [lang, 0]));
  for (const page of pages) {
    const lang = languageOfPath(page.path);
    views.set(lang, (views.get(lang) ?? 0) + page.pageviews);
  }
  return languages.map((lang) => ({ lang, views: views.get(lang) ?? 0 }));
}

const cellClass = "border-b border-sand-100 py-2 pr-4 align-top";

/**
 * "Views by language" on the Insights screen: page views, not visitors, since a visitor counted on two pages of a
 * language would be counted twice in a sum of the pages' visitors.
 */
export function ViewsByLanguage({ pages }: { pages: Insights["pages"] }) {
  const rows = viewsPerLanguage(pages);
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  return (
    <section aria-labelledby="insights-views-by-language" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="insights-views-by-language" className="text-xl font-semibold">
        Views by language
      </h2>
      <p className="mt-1 text-ink-700">The page views of the site in each language: English at /, the others under /hi/, /te/ and /ur/.</p>
      <table className="mt-4 w-full">
        <thead>
          <tr>
            <th scope="col" className="border-b border-sand-200 py-2 pr-4 text-left font-semibold">
              Language
            </th>
            <th scope="col" className="border-b border-sand-200 py-2 pr-4 text-right font-semibold">
              Views
            </th>
            <th scope="col" className="border-b border-sand-200 py-2 pr-4 text-right font-semibold">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ lang, views }) => (
            <tr key={lang}>
              <th scope="row" className={`${cellClass} text-left font-normal`}>
                {languageName.of(lang)}
              </th>
              <td className={`${cellClass} text-right tabular-nums`}>{number.format(views)}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{total > 0 ? `${Math.round((views / total) * 1000) / 10}%` : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
