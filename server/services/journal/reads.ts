import type { Blog, BlogListing, ListRequest, Page, PageSlice, RenderedBlog } from "#app/lib/domain.ts";
import type { Lang } from "#app/i18n/languages.ts";
import { isId } from "#app/lib/rules.ts";
import { type SqlBool, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ImageRecords } from "../images.ts";
import { fetchPage, matchesSearch } from "../records.ts";
import type { JournalAddresses } from "./addresses.ts";
import type { JournalReaders } from "./readers.ts";
import type { JournalRendering } from "./rendering.ts";
import type { JournalTranslations } from "./translations.ts";
import { coverImageId, entryOf, type PostRow, selectListings, selectPosts, withSections } from "./rows.ts";

const sortColumns = {
  createdAt: "blogs.created_at",
  updatedAt: "blogs.updated_at",
  title: "blogs.title",
  category: "blogs.category",
  author: "blogs.author",
  readers: "blogs.readers",
  featuredOrder: "blogs.featured_order",
} as const;

const searchColumns = ["blogs.title", "blogs.category", "blogs.author", "blogs.keywords", "blogs.metatitle", "blogs.metadescription"];
const memberSearchColumns = searchColumns.map((column) => column.replace("blogs.", "member."));

/** Where a walk through the published posts, newest first, stands: the next read starts after this post. */
export type SitemapCursor = { createdAt: string; id: string };

/** A published post as the sitemap lists it, with the cursor that reads on after it. */
export type SitemapPost = {
  id: string;
  lang: Lang;
  translationOf: string | null;
  slug: string;
  updatedAt: string;
  coverUrl: string | null;
  cursor: SitemapCursor;
};

/** Which posts a read may find: any (the back office, a preview) or only the published ones (the public). */
type Visibility = { publishedOnly: boolean };

/** Every read of the journal: the lists, the listings, the sitemap's pages, and one post by id or address. */
export function createJournalReads(
  db: Db,
  images: ImageRecords,
  addresses: JournalAddresses,
  rendering: JournalRendering,
  readers: JournalReaders,
  translations: JournalTranslations,
) {
  /** An original whose translations' words match the search, through the (translation_of, lang) index. */
  const translationMatches = (search: string) =>
    sql<SqlBool>`exists ${db
      .selectFrom("blogs as member")
      .select("member.id")
      .where(sql<SqlBool>`${sql.ref("member.translation_of")} = ${sql.ref("blogs.id")}`)
      .where(matchesSearch(search, memberSearchColumns))}`;

  /** The back office's posts with their translation groups. */
  async function withGroups(blogs: Blog[]): Promise<Blog[]> {
    const groups = await translations.groupsOf(blogs);
    return blogs.map((blog) => ({ ...blog, translations: groups.get(blog.id) ?? [] }));
  }

  function onePost(id: string, { publishedOnly }: Visibility) {
    let query = selectPosts(db).where("blogs.id", "=", id);
    if (publishedOnly) query = query.where("blogs.published", "=", 1);
    return query.executeTakeFirst();
  }

  async function countPublished(lang: Lang, featured?: false): Promise<number> {
    let query = db.selectFrom("blogs").select(sql<number>`count(*)`.as("total")).where("lang", "=", lang).where("published", "=", 1);
    if (featured === false) query = query.where("featured", "=", 0);
    return (await query.executeTakeFirstOrThrow()).total;
  }

  const listingOf = (row: PostRow & { lead: string | null }): BlogListing => ({ ...entryOf(images, row), lead: row.lead ?? "" });

  /** The post with its sections' Markdown, or null for an unknown (or, `publishedOnly`, unpublished) one. */
  async function post(id: string, visibility: Visibility): Promise<Blog | null> {
    if (!isId(id)) return null;
    const row = await onePost(id, visibility);
    if (!row) return null;
    const [blog] = await withSections(db, images, [row]);
    return blog ?? null;
  }

  /** The post with its sections' Markdown and HTML from one query; a section not rendered yet is rendered now. */
  async function rendered(id: string, visibility: Visibility): Promise<RenderedBlog | null> {
    if (!isId(id)) return null;
    const row = await onePost(id, visibility);
    if (!row) return null;
    const sections = await db.selectFrom("blog_sections").select(["title", "description", "html"]).where("blog_id", "=", id).orderBy("position").execute();
    // A row the start-up pass has not reached yet is rendered now rather than shown empty.
    const html = await Promise.all(
      sections.map(async (section) => ({ title: section.title, html: section.html ?? (await rendering.renderOrEscape(section.description)) })),
    );
    return { blog: { ...entryOf(images, row), sections: sections.map(({ title, description }) => ({ title, description })) }, rendered: html };
  }

  return {
    rendered,

    /**
     * The back office's list: any status (any language, or `lang`; `outdated` translations only; with `originals`,
     * one post per translation group, found by a search in any of its posts' words), sorted, searched and paged.
     */
    async list(query: ListRequest<"blogs"> & { lang?: Lang; outdated?: boolean; originals?: boolean }): Promise<Page<Blog>> {
      let base = query.lang ? selectPosts(db).where("blogs.lang", "=", query.lang) : selectPosts(db);
      if (query.outdated !== undefined) base = base.where("blogs.outdated", "=", query.outdated ? 1 : 0);
      // `+` keeps SQLite from finding the originals through the translations' index and then sorting them all: they
      // are most of the posts, read in the order of the sort's own index instead.
      if (query.originals) base = base.where(sql<SqlBool>`+${sql.ref("blogs.translation_of")} IS NULL`);
      const { rows, total } = await fetchPage(base, query, {
        sortColumn: sortColumns[query.sortby],
        idColumn: "blogs.id",
        searchColumns,
        ...(query.originals ? { alsoMatches: translationMatches } : {}),
      });
      return { items: await withGroups(await withSections(db, images, rows)), total };
    },

    /** One page of the published blogs of a language (English unless said), newest first, whole (API.md's Blog), with how many there are. */
    async listPublished(slice: PageSlice & { lang?: Lang }): Promise<Page<Blog>> {
      const lang = slice.lang ?? "en";
      const rows = await selectPosts(db)
        .where("blogs.lang", "=", lang)
        .where("blogs.published", "=", 1)
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .limit(slice.pagesize)
        .offset(slice.pageno * slice.pagesize)
        .execute();
      return { items: await withSections(db, images, rows), total: await countPublished(lang) };
    },

    /**
     * One page of a language's published posts as cards and feeds show them, newest first, with how many there are;
     * `featured: false` leaves the featured ones out (the journal's grid).
     */
    async listings(slice: PageSlice & { lang: Lang; featured?: false }): Promise<Page<BlogListing>> {
      let query = selectListings(db).where("blogs.lang", "=", slice.lang);
      if (slice.featured === false) query = query.where("blogs.featured", "=", 0);
      const rows = await query
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .limit(slice.pagesize)
        .offset(slice.pageno * slice.pagesize)
        .execute();
      return { items: rows.map(listingOf), total: await countPublished(slice.lang, slice.featured) };
    },

    /** A language's journal's one featured article: the lowest featuredOrder among its published featured posts; on a tie the newest. */
    async featuredListing(lang: Lang): Promise<BlogListing | null> {
      const row = await selectListings(db)
        .where("blogs.lang", "=", lang)
        .where("blogs.featured", "=", 1)
        .orderBy("blogs.featured_order", "asc")
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .executeTakeFirst();
      return row ? listingOf(row) : null;
    },

    /**
     * How many published English posts a language's journal has no version of: no published post of their group
     * (their original or a translation of it) is in `lang`. The journal's line "N more articles are in English".
     */
    async englishOnly(lang: Lang): Promise<number> {
      const live = (member: "translation" | "original") =>
        db.selectFrom(`blogs as ${member}`).select(`${member}.id`).where(`${member}.lang`, "=", lang).where(`${member}.published`, "=", 1);
      // Two lookups, each down an index: a translation of the group's original, (translation_of, lang), and the
      // original itself when the English post is the translation, by its id.
      const counted = await db
        .selectFrom("blogs as english")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("english.lang", "=", "en")
        .where("english.published", "=", 1)
        .where(({ not, exists, ref }) =>
          not(
            exists(live("translation").where("translation.translation_of", "=", sql<string>`coalesce(${ref("english.translation_of")}, ${ref("english.id")})`)),
          ),
        )
        .where(({ not, exists, ref }) => not(exists(live("original").where("original.id", "=", ref("english.translation_of")))))
        .executeTakeFirstOrThrow();
      return Number(counted.total);
    },

    /**
     * How many posts of `languages` (the published ones: a language unpublished has no pages) are published, and the
     * newest change among them: what the sitemap needs before it lists them.
     */
    async sitemapSummary(languages: readonly Lang[]): Promise<{ published: number; newestUpdate: string | undefined }> {
      const [counted, newest] = await Promise.all([
        db
          .selectFrom("blogs")
          .select((eb) => eb.fn.countAll<number>().as("published"))
          .where("published", "=", 1)
          .where("lang", "in", languages)
          .executeTakeFirstOrThrow(),
        // Down the updated_at index to the first published post: `+` keeps SQLite from choosing the published or the
        // language index, which would read and sort every published post to find one.
        db
          .selectFrom("blogs")
          .select("updated_at")
          .where(sql<number>`+published`, "=", 1)
          .where(sql<string>`+lang`, "in", languages)
          .orderBy("updated_at", "desc")
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { published: Number(counted.published), newestUpdate: newest?.updated_at };
    },

    /**
     * Up to `limit` published posts of `languages`, newest first: after `from` when it is a cursor, or past the first
     * `from` when it is a number. Only the address, last change and cover are read: the sitemap lists every post, a page
     * of them at a time, so its memory and each read stay the same size however many there are.
     */
    async sitemapPosts(from: SitemapCursor | number, limit: number, languages: readonly Lang[]): Promise<SitemapPost[]> {
      let query = db
        .selectFrom("blogs")
        .leftJoin("images", (join) => join.on(sql<boolean>`images.id = ${coverImageId}`))
        .select([
          "blogs.id",
          "blogs.lang",
          "blogs.translation_of",
          "blogs.slug",
          "blogs.created_at",
          "blogs.updated_at",
          "images.id as image_id",
          "images.largest_jpeg as image_largest_jpeg",
        ])
        .where("blogs.published", "=", 1)
        .where("blogs.lang", "in", languages)
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .limit(limit);
      if (typeof from === "number") query = query.offset(from);
      else query = query.where((eb) => eb(eb.refTuple("blogs.created_at", "blogs.id"), "<", eb.tuple(from.createdAt, from.id)));
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        lang: row.lang,
        translationOf: row.translation_of,
        slug: row.slug ?? row.id,
        updatedAt: row.updated_at,
        coverUrl: images.urlOf(row),
        cursor: { createdAt: row.created_at, id: row.id },
      }));
    },

    /**
     * A published blog by id or address (API.md's `GET /api/user/blog/:id`), or null for an unknown or unpublished one;
     * `countRead` counts one read first, so the answer carries it.
     */
    async publishedPost(address: string, options: { countRead: boolean; lang?: Lang }): Promise<Blog | null> {
      const found = await addresses.resolve(address, options.lang);
      if (!found) return null;
      if (options.countRead) await readers.count(found.id);
      return post(found.id, { publishedOnly: true });
    },

    /**
     * A published post of `lang` as its page shows it, by its id, address or an earlier address (`moved` when not its
     * current address). Null for an unknown or unpublished one.
     */
    async article(address: string, lang: Lang = "en"): Promise<{ article: RenderedBlog; moved: boolean } | null> {
      const found = await addresses.resolve(address, lang);
      const article = found ? await rendered(found.id, { publishedOnly: true }) : null;
      return found && article ? { article, moved: found.moved } : null;
    },

    /** Any blog, published or not, with its translation group, for the back office. */
    async get(id: string): Promise<Blog | null> {
      const found = await post(id, { publishedOnly: false });
      return found ? ((await withGroups([found]))[0] ?? null) : null;
    },

    /** A blog for the editor, with its translation group and each section's HTML exactly as the public page shows it. */
    async getForEditing(id: string): Promise<{ blog: Blog; rendered: string[] } | null> {
      const found = await rendered(id, { publishedOnly: false });
      if (!found) return null;
      const [blog] = await withGroups([found.blog]);
      return { blog: blog!, rendered: found.rendered.map((section) => section.html) };
    },
  };
}

export type JournalReads = ReturnType<typeof createJournalReads>;
