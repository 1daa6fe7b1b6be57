import { randomBytes } from "node:crypto";
import { type Expression, type SqlBool, sql } from "kysely";

/** A new record id: 24 lowercase hexadecimal characters, as API.md promises. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export function nowIso(): string {
  return new Date().toISOString();
}

export type Page<Item> = { items: Item[]; total: number };

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
