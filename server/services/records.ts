import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from "kysely";

export type PageRequest = { pageno: number; pagesize: number; order: "asc" | "desc"; search: string };

/**
 * `column LIKE %search%` for each column, OR-ed. SQLite's LIKE ignores case for ASCII letters; the user's
 * `%`, `_` and `\` are escaped so they match themselves.
 */
export function matchesSearch(search: string, columns: readonly string[]): Expression<SqlBool> {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const tests = columns.map((column) => sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` OR `)})`;
}

export type PageOrder = {
  /** The column the list is sorted by; the id column breaks ties so pages never overlap. */
  sortColumn: string;
  idColumn: string;
  searchColumns: readonly string[];
  /** Rows with this flag set come first, whatever the sort (urgent messages). */
  flaggedFirst?: string;
  /** A row matches a search also when this does (a post through its translations' words). */
  alsoMatches?: (search: string) => Expression<SqlBool>;
};

/** One page of the rows `select` finds, filtered by the request's search, with the total before paging. */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  select: SelectQueryBuilder<DB, TB, Row>,
  request: PageRequest,
  order: PageOrder,
): Promise<{ rows: Row[]; total: number }> {
  const matches = (search: string) => {
    const own = matchesSearch(search, order.searchColumns);
    return order.alsoMatches ? sql<SqlBool>`(${own} OR ${order.alsoMatches(search)})` : own;
  };
  const filtered = request.search ? select.where(matches(request.search)) : select;
  // Kysely cannot follow a re-select through a generic builder; the row is `{ total }` by construction.
  const { total } = (await filtered.clearSelect().select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow()) as { total: number };
  const flaggedFirst = order.flaggedFirst ? filtered.orderBy(sql.ref(order.flaggedFirst), "desc") : filtered;
  const rows = await flaggedFirst
    .orderBy(sql.ref(order.sortColumn), request.order)
    .orderBy(sql.ref(order.idColumn), request.order)
    .limit(request.pagesize)
    .offset(request.pageno * request.pagesize)
    .execute();
  return { rows, total };
}
