import { Form, Link } from "react-router";
import type { Paged } from "#app/contract/shapes.ts";
import { type ListView, pageCount } from "#app/lib/admin/lists.ts";
import { inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";

function hrefFor(view: ListView, page: number): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (view.search) params.set("search", view.search);
  if (view.filter) params.set(view.filter.name, view.filter.value);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** The search box appears once a list outgrows one page, and stays while a search is active. */
export function SearchBox({ view, paged, label }: { view: ListView; paged: Paged; label: string }) {
  if (paged.total <= paged.pagesize && !view.search) return null;
  return (
    <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="list-search" className="font-medium">
          {label}
        </label>
        <input key={view.search} id="list-search" name="search" type="search" defaultValue={view.search} className={inputClass} />
      </div>
      {view.filter ? <input type="hidden" name={view.filter.name} value={view.filter.value} /> : null}
      <button type="submit" className={buttonClass("primary")}>
        Search
      </button>
      {view.search ? (
        <Link to={hrefFor({ ...view, search: "" }, 1)} className={buttonClass("secondary")}>
          Clear search
        </Link>
      ) : null}
    </Form>
  );
}

/** Previous / "Page X of Y" / Next; hidden when everything fits on one page. */
export function Pager({ view, paged }: { view: ListView; paged: Paged }) {
  const pages = pageCount(paged);
  if (pages <= 1) return null;
  const page = Math.min(view.page, pages);
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-3">
      <div className="w-32">
        {page > 1 ? (
          <Link to={hrefFor(view, page - 1)} className={buttonClass("secondary")}>
            Previous
          </Link>
        ) : null}
      </div>
      <p className="text-center text-ink-700" aria-live="polite">
        Page {page} of {pages}
      </p>
      <div className="flex w-32 justify-end">
        {page < pages ? (
          <Link to={hrefFor(view, page + 1)} className={buttonClass("secondary")}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** "Showing 21–40 of 57" or the search's summary, so the admin knows where they are. */
export function ListSummary({ view, paged, noun }: { view: ListView; paged: Paged; noun: string }) {
  const first = paged.pageno * paged.pagesize + 1;
  const last = Math.min(paged.total, first + paged.pagesize - 1);
  const range = paged.total > paged.pagesize ? `${first}–${last} of ${paged.total}` : String(paged.total);
  return (
    <>
      {range} {noun}
      {view.search ? ` matching “${view.search}”` : ""}
    </>
  );
}
