import { existsSync } from "node:fs";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import type { RowCounts } from "#app/lib/domain.ts";

/** The rows a restore drill compares: what would hurt most to lose. */
export function rowCounts(sqlite: BetterSqlite3.Database): RowCounts {
  const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS rows FROM ${table}`).get() as { rows: number }).rows;
  return { posts: count("blogs"), comments: count("comments"), messages: count("contacts") };
}

export function imagesNamedIn(sqlite: BetterSqlite3.Database): string[] {
  return (sqlite.prepare("SELECT id FROM images").all() as { id: string }[]).map((row) => row.id);
}

/** Every file the database names for its images (each width and format), as `<id>/<file>`, that `uploadsDir` lacks. */
export function missingImageFiles(sqlite: BetterSqlite3.Database, uploadsDir: string): { named: number; missing: string[] } {
  const rows = sqlite.prepare("SELECT id, variants FROM images").all() as { id: string; variants: string }[];
  const missing: string[] = [];
  let named = 0;
  for (const row of rows) {
    for (const variant of JSON.parse(row.variants) as { file: string }[]) {
      named += 1;
      const file = path.join(row.id, variant.file);
      if (!existsSync(path.join(uploadsDir, file))) missing.push(file);
    }
  }
  return { named, missing };
}
