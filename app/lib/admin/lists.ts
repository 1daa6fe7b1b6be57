import type { Paged } from "#app/contract/shapes.ts";

/** Admin lists show 20 rows a page, newest first (SPEC.md section 9, API.md list body). */
const adminPageSize = 20;

/**
 * `filter`: a screen's own narrowing of its list, kept in the URL beside the page and search: the Comments screen's
 * `?filter=awaiting`, the blogs' `?lang=hi`.
 */
export type ListView = { page: number; search: string; filter?: { name: string; value: string } };

/** The page (1-based), search and filter of a list screen, kept in the URL so back, reload and sharing work. */
export function listViewOf(url: URL): ListView {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const filter = (url.searchParams.get("filter") ?? "").trim();
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    search: (url.searchParams.get("search") ?? "").trim(),
    ...(filter ? { filter: { name: "filter", value: filter } } : {}),
  };
}

export function listBody(view: ListView) {
  return { pageno: view.page - 1, pagesize: adminPageSize, sortby: "createdAt" as const, order: "desc" as const, search: view.search };
}

export function pageCount(paged: Paged): number {
  return Math.max(1, Math.ceil(paged.total / paged.pagesize));
}
