// Every sorted page a list can ask for reads through an index: the real queries of the services, captured as they
// run on a real SQLite file, and their plans from EXPLAIN QUERY PLAN. `SCAN <table>` without an index would read
// the whole table for each page (and sort it), which grows with the content.
import type BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sortFields } from "#app/lib/field-schemas.ts";
import { languages } from "#app/i18n/languages.ts";
import { adminBlogListQuery } from "#app/lib/journal-schemas.ts";
import { activityListQuery, blogListQuery, commentListQuery, contactListQuery, mediaListQuery } from "#app/lib/schemas.ts";
import { type Testbed, openTestbed } from "./test-services.ts";

let bed: Testbed;
let blogId: string;
beforeAll(async () => {
  bed = await openTestbed();
  const blog = await bed.services.blogs.create({
    title: "Sleep",
    category: "",
    metatitle: "",
    metadescription: "",
    author: "",
    keywords: "",
    sections: [{ title: "", description: "Rest." }],
  });
  blogId = blog.id;
});
afterAll(async () => {
  await bed.close();
});

type Statement = { sql: string; parameters: unknown[] };

/** The statements `run` makes, with their parameters: better-sqlite3's `prepare` watched, the database untouched. */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const sqlite = bed.sqlite;
  const prepare = sqlite.prepare.bind(sqlite);
  const seen: Statement[] = [];
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    const watched = (method: "all" | "get" | "iterate" | "run") => {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...parameters: unknown[]) => {
        seen.push({ sql: source, parameters: parameters.flat() });
        return original(...parameters);
      };
    };
    for (const method of ["all", "get", "iterate", "run"] as const) watched(method);
    return statement;
  }) as BetterSqlite3.Database["prepare"];
  try {
    await run();
  } finally {
    sqlite.prepare = prepare;
  }
  return seen;
}

function planOf({ sql, parameters }: Statement): string[] {
  const rows = bed.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[];
  return rows.map((row) => row.detail);
}

/** The plan lines that read a table whole: `SCAN x` without `USING ... INDEX`. */
function fullScans(plan: string[]): string[] {
  return plan.filter((line) => /^SCAN \w+/.test(line) && !/USING (COVERING )?INDEX/.test(line));
}

/** The page query among a list's statements: the one with LIMIT (the other counts). */
async function pageQueryOf(run: () => Promise<unknown>): Promise<Statement> {
  const statements = await statementsOf(run);
  const page = statements.find((statement) => /\blimit\b/i.test(statement.sql));
  expect(page, statements.map((statement) => statement.sql).join("\n")).toBeDefined();
  return page!;
}

const lists = {
  blogs: (sortby: string, order: string) => bed.services.blogs.list(blogListQuery.parse({ sortby, order })),
  comments: (sortby: string, order: string) => bed.services.comments.list(commentListQuery.parse({ sortby, order })),
  contacts: (sortby: string, order: string) => bed.services.contacts.list(contactListQuery.parse({ sortby, order })),
  media: (sortby: string, order: string) => bed.services.media.list(mediaListQuery.parse({ sortby, order })),
  activity: (sortby: string, order: string) => bed.services.activity.list(activityListQuery.parse({ sortby, order })),
};

describe("query plans of the admin's sorted pages", () => {
  for (const [list, fields] of Object.entries(sortFields)) {
    for (const sortby of fields) {
      for (const order of ["desc", "asc"]) {
        it(`${list} by ${sortby} ${order} reads an index, not the whole table`, async () => {
          const page = await pageQueryOf(() => lists[list as keyof typeof lists](sortby, order));
          const plan = planOf(page);
          expect(fullScans(plan), `${page.sql}\n${plan.join("\n")}`).toEqual([]);
          expect(plan.join("\n"), `${page.sql}\n${plan.join("\n")}`).not.toMatch(/TEMP B-TREE/);
        });
      }
    }
  }
});

describe("query plans of the admin's narrowed pages", () => {
  // Held, urgent and unanswered comments are a few among many: an index finds them and only they are sorted. The
  // originals are most of the posts, the list the Blogs screen opens on: read in order, never sorted whole.
  const narrowed: [string, () => Promise<unknown>, { sortsFew: boolean }][] = [
    ["the comments awaiting approval", () => bed.services.comments.list(commentListQuery.parse({ published: false })), { sortsFew: true }],
    ["the urgent comments awaiting approval", () => bed.services.comments.list(commentListQuery.parse({ published: false, urgent: true })), { sortsFew: true }],
    [
      "the urgent comments awaiting a reply",
      () => bed.services.comments.list(commentListQuery.parse({ replies: "awaiting", urgent: true })),
      { sortsFew: true },
    ],
    ["one post per translation group", () => bed.services.blogs.list(adminBlogListQuery.parse({ originals: true })), { sortsFew: false }],
  ];
  for (const [name, run, { sortsFew }] of narrowed) {
    it(`${name}: the page reads an index, not the whole table${sortsFew ? "" : ", and needs no sort"}`, async () => {
      const page = await pageQueryOf(run);
      const plan = planOf(page);
      expect(fullScans(plan), `${page.sql}\n${plan.join("\n")}`).toEqual([]);
      if (!sortsFew) expect(plan.join("\n"), `${page.sql}\n${plan.join("\n")}`).not.toMatch(/TEMP B-TREE/);
    });
  }
});

describe("query plans of the public lists", () => {
  const slice = { pageno: 3, pagesize: 12 };
  const publicLists: [string, () => Promise<unknown>][] = [
    ["the journal's grid", () => bed.services.blogs.listings({ ...slice, lang: "en", featured: false })],
    ["the feed", () => bed.services.blogs.listings({ ...slice, lang: "hi" })],
    ["the public blog list", () => bed.services.blogs.listPublished(slice)],
    ["an article's comments", () => bed.services.comments.listPublished(blogId, slice)],
    ["all published comments", () => bed.services.comments.listPublished(undefined, slice)],
    ["the gallery", () => bed.services.media.listPublic(slice)],
    [
      "a page of posts' translation groups",
      () =>
        bed.services.blogs.publishedSiblings(
          [
            { id: blogId, translationOf: null },
            { id: blogId, translationOf: blogId },
          ],
          languages,
        ),
    ],
    ["the sitemap's count and newest change", () => bed.services.blogs.sitemapSummary(languages)],
    ["the sitemap's first posts of a part", () => bed.services.blogs.sitemapPosts(50_000, 1_000, languages)],
    ["the sitemap's posts after a cursor", () => bed.services.blogs.sitemapPosts({ createdAt: "2026-11-01T00:00:00.000Z", id: blogId }, 1_000, languages)],
  ];
  for (const [name, run] of publicLists) {
    it(`${name}: every statement reads through indexes, and the page needs no sort`, async () => {
      for (const statement of await statementsOf(run)) {
        const plan = planOf(statement);
        expect(fullScans(plan), `${statement.sql}\n${plan.join("\n")}`).toEqual([]);
        if (/\blimit\b/i.test(statement.sql)) expect(plan.join("\n"), `${statement.sql}\n${plan.join("\n")}`).not.toMatch(/TEMP B-TREE/);
      }
    });
  }
});

describe("query plans of the nightly sweep of unused images", () => {
  it("asks about each image through indexes, and reads no post text when no image is left to decide about", async () => {
    const statements = await statementsOf(() => bed.services.practice.removeUnsavedImages(new Date()));
    expect(statements.some((statement) => /from "images"/i.test(statement.sql))).toBe(true);
    for (const statement of statements) {
      const plan = planOf(statement);
      expect(fullScans(plan), `${statement.sql}\n${plan.join("\n")}`).toEqual([]);
    }
  });
});
