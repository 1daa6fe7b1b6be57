// The database checks a post's language against a list written in SQL (migration 020): it must be the site's list.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import { openDatabase } from "./connection.ts";

it("accepts exactly the site's languages as a post's language", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "languages-check-"));
  const { sqlite } = openDatabase(dataDir);
  try {
    const { sql } = sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'blogs'").get() as { sql: string };
    const checked = /lang IN \(([^)]*)\)/
      .exec(sql)?.[1]
      ?.match(/'(\w+)'/g)
      ?.map((quoted) => quoted.slice(1, -1));
    expect(checked, sql).toEqual([...languages]);
  } finally {
    sqlite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
