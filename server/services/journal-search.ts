import { sql } from "kysely";
import type { JournalSearchHit } from "#app/lib/domain.ts";
import type { Lang } from "#app/i18n/languages.ts";
import type { Db } from "../db/connection.ts";
import { InvalidInput } from "./errors.ts";
import {
  hitEnd,
  hitStart,
  matchExpression,
  maxQueryCharacters,
  minQueryCharacters,
  normaliseForSearch,
  plainText,
  snippetHtml,
  tooLongMessage,
  tooShortMessage,
} from "./search-text.ts";

/** At most this many posts answer one search, best first. */
const maxSearchResults = 30;

/**
 * Raise this whenever `plainText` or `normaliseForSearch` changes what they make of the same post: at start-up every
 * post is indexed again (as migration 012's raw backfill is, the first time).
 */
const searchTextVersion = 2;
const searchTextVersionKey = "search_text_version";

/**
 * Writes the post's searchable text, read from the rows `trx` has just written; every save of a post's fields or
 * sections calls it in the same transaction. Deleting the post removes it (ON DELETE CASCADE); whether a post is
 * public is read at search time, so publishing and unpublishing need nothing here.
 */
export async function indexBlogForSearch(trx: Db, blogId: string): Promise<void> {
  const blog = await trx.selectFrom("blogs").select(["title", "category", "keywords"]).where("id", "=", blogId).executeTakeFirst();
  if (!blog) return;
  const sections = await trx.selectFrom("blog_sections").select(["title", "description"]).where("blog_id", "=", blogId).orderBy("position").execute();
  const doc = {
    title: normaliseForSearch(blog.title),
    // A heading runs into its text in a snippet: the dash keeps them apart ("Habits that help — Keep a regular…").
    body: sections.map((section) => [normaliseForSearch(section.title).trim(), plainText(section.description)].filter(Boolean).join(" — ")).join("\n"),
    category: normaliseForSearch(blog.category),
    keywords: normaliseForSearch(blog.keywords),
  };
  await trx
    .insertInto("blog_search_docs")
    .values({ blog_id: blogId, ...doc })
    .onConflict((conflict) => conflict.column("blog_id").doUpdateSet(doc))
    .execute();
}

/** The journal's full-text search (SQLite FTS5, migration 012): published posts only, best first. */
export function createJournalSearch(db: Db) {
  return {
    problemWith,

    /**
     * The published posts of `lang` that hold every word of `query`. Throws InvalidInput (400, `errors.q`) for a
     * search shorter than two or longer than 200 characters; any other text is searched as words, never as FTS5 syntax.
     */
    async search(query: string, lang: Lang = "en"): Promise<JournalSearchHit[]> {
      const problem = problemWith(query);
      if (problem) throw new InvalidInput(problemMessages[problem], { q: problemMessages[problem] });
      const match = matchExpression(query);
      if (!match) return [];
      const { rows } = await sql<{ id: string; slug: string | null; title: string; snippet: string }>`
        SELECT blogs.id, blogs.slug, blogs.title,
               snippet(blog_search, -1, ${hitStart}, ${hitEnd}, '…', 24) AS snippet
        FROM blog_search
        JOIN blog_search_docs ON blog_search_docs.id = blog_search.rowid
        JOIN blogs ON blogs.id = blog_search_docs.blog_id
        WHERE blog_search MATCH ${match} AND blogs.published = 1 AND blogs.lang = ${lang}
        ORDER BY blog_search.rank
        LIMIT ${maxSearchResults}`.execute(db);
      return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, snippet: snippetHtml(row.snippet) }));
    },

    /**
     * For start-up: indexes every post again when the indexed text's version changed (or after migration 012),
     * otherwise the posts written around the services (the demo seed). Answers how many.
     */
    async reindexStale(): Promise<number> {
      const stored = await db.selectFrom("app_state").select("value").where("key", "=", searchTextVersionKey).executeTakeFirst();
      const current = String(searchTextVersion);
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom("blogs").select("blogs.id");
        if (stored?.value === current) {
          query = query.where((eb) =>
            eb.not(eb.exists(eb.selectFrom("blog_search_docs").select("blog_search_docs.id").whereRef("blog_search_docs.blog_id", "=", "blogs.id"))),
          );
        }
        const blogs = await query.execute();
        for (const blog of blogs) await indexBlogForSearch(trx, blog.id);
        await trx
          .insertInto("app_state")
          .values({ key: searchTextVersionKey, value: current })
          .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: current }))
          .execute();
        return blogs.length;
      });
    },
  };
}

/** Why a search is refused, as a sentence for the reader; null when it can be searched. */
/** Why a search cannot run, so each page and the API can say it in its own words; null when it can. */
type SearchProblem = "tooShort" | "tooLong";

function problemWith(query: string): SearchProblem | null {
  const characters = [...normaliseForSearch(query).trim()].length;
  if (characters < minQueryCharacters) return "tooShort";
  if (characters > maxQueryCharacters) return "tooLong";
  return null;
}

const problemMessages: Record<SearchProblem, string> = { tooShort: tooShortMessage, tooLong: tooLongMessage };
