import { escapedParagraphs, markdownRendererVersion } from "#app/lib/markdown.server.ts";
import { storedImageIdsIn } from "#app/lib/markdown-pictures.server.ts";
import type { BlogEntry, BlogListing, ListRequest, Page, PageSlice, RenderedBlog } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Blog, BlogDraft, BlogSection, BlogSnapshot, BlogStatus, ImageInfo, Revision, RevisionReason } from "#app/lib/domain.ts";
import { numberedSlug, slugFromTitle } from "#app/lib/slug.ts";
import { sql } from "kysely";
import type { Db } from "../db/connection.ts";
import { type MarkdownRenderer, RenderTimeout } from "../markdown/render-pool.ts";
import { createBlogHistory } from "./blog-history.ts";
import { createBlogPreviews } from "./blog-previews.ts";
import { InvalidInput, SlugTaken, StaleRevision } from "./errors.ts";
import { type ImageRecords, joinedImageColumns } from "./images.ts";
import { indexBlogForSearch } from "./journal-search.ts";
import { fetchPage } from "./records.ts";
import { newId } from "../db/ids.ts";
import { now, nowIso } from "../db/clock.ts";

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

/** How much of a first section a list reads: the longest excerpt (90 words) needs far less; the rest stays in the database. */
const leadCharacters = 3000;

const rendererVersionKey = "markdown_renderer_version";

/** How the stored flags read: a post is scheduled while unpublished with a time to go out. */
function statusOf(published: number, publishAt: string | null): BlogStatus {
  if (published === 1) return "published";
  return publishAt ? "scheduled" : "draft";
}

/** What a save is for: the editor's revision it started from (absent: the last write wins) and whether it saved by itself. */
export type SaveOptions = { revision?: number; autosave?: boolean };

/** Where a walk through the published posts, newest first, stands: the next read starts after this post. */
export type SitemapCursor = { createdAt: string; id: string };

/** A published post as the sitemap lists it, with the cursor that reads on after it. */
export type SitemapPost = { slug: string; updatedAt: string; coverUrl: string | null; cursor: SitemapCursor };

export function createBlogService(db: Db, images: ImageRecords, renderer: MarkdownRenderer) {
  const history = createBlogHistory(db);
  const previews = createBlogPreviews(db);

  /** The section rendered with the stored pictures it names (the worker has no database to look them up). */
  async function render(markdown: string) {
    return renderer.render(markdown, await images.infoByIds(storedImageIdsIn(markdown)));
  }

  /** Stored sections are shown even when one no longer renders in time: as their escaped text. */
  async function renderOrEscape(markdown: string): Promise<string> {
    try {
      return (await render(markdown)).html;
    } catch (error) {
      if (error instanceof RenderTimeout) return escapedParagraphs(markdown);
      throw error;
    }
  }

  /**
   * Each section's HTML, rendered before any transaction starts; a section that runs out of time, or that has a
   * picture without alt text (a reader who cannot see it would learn nothing of it), is refused.
   */
  async function renderSections(sections: BlogSection[]): Promise<(BlogSection & { html: string })[]> {
    const rendered: (BlogSection & { html: string })[] = [];
    for (const [index, section] of sections.entries()) {
      const refuse = (message: string) => new InvalidInput(message, { [`content.${index}.description`]: message });
      let result: Awaited<ReturnType<typeof render>>;
      try {
        result = await render(section.description);
      } catch (error) {
        if (!(error instanceof RenderTimeout)) throw error;
        throw refuse("Section text took too long to format; please simplify it or split it into smaller sections");
      }
      if (result.imagesWithoutAlt > 0) {
        throw refuse(`Section ${index + 1} has a picture without a description: write one between the brackets of ![description](…)`);
      }
      rendered.push({ ...section, html: result.html });
    }
    return rendered;
  }

  function selectBlogs() {
    return db
      .selectFrom("blogs")
      .leftJoin("images", "images.id", "blogs.cover_image_id")
      .select([
        "blogs.id",
        "blogs.slug",
        "blogs.publish_at",
        "blogs.revision",
        "blogs.title",
        "blogs.category",
        "blogs.metatitle",
        "blogs.metadescription",
        "blogs.author",
        "blogs.keywords",
        "blogs.published",
        "blogs.featured",
        "blogs.featured_order",
        "blogs.readers",
        "blogs.created_at",
        "blogs.updated_at",
        ...joinedImageColumns,
      ]);
  }
  type BlogRow = Awaited<ReturnType<ReturnType<typeof selectBlogs>["executeTakeFirstOrThrow"]>>;

  /** Published posts as lists read them: the opening of the first section comes in the same query, the rest never. */
  function selectListings() {
    return selectBlogs()
      .select((eb) =>
        eb
          .selectFrom("blog_sections")
          .select(sql<string>`substr(blog_sections.description, 1, ${leadCharacters})`.as("lead"))
          .whereRef("blog_sections.blog_id", "=", "blogs.id")
          .where("blog_sections.position", "=", 0)
          .as("lead"),
      )
      .where("blogs.published", "=", 1);
  }

  async function countPublished(featured?: false): Promise<number> {
    let query = db.selectFrom("blogs").select(sql<number>`count(*)`.as("total")).where("published", "=", 1);
    if (featured === false) query = query.where("featured", "=", 0);
    return (await query.executeTakeFirstOrThrow()).total;
  }

  async function withSections(rows: BlogRow[]): Promise<Blog[]> {
    if (rows.length === 0) return [];
    const sections = await db
      .selectFrom("blog_sections")
      .select(["blog_id", "title", "description"])
      .where(
        "blog_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("blog_id")
      .orderBy("position")
      .execute();
    const byBlog = new Map<string, BlogSection[]>();
    for (const section of sections) {
      const list = byBlog.get(section.blog_id) ?? [];
      list.push({ title: section.title, description: section.description });
      byBlog.set(section.blog_id, list);
    }
    return rows.map((row) => toBlog(row, byBlog.get(row.id) ?? []));
  }

  function toBlog(row: BlogRow, sections: BlogSection[]): Blog {
    return { ...toEntry(row), sections };
  }

  function toEntry(row: BlogRow): BlogEntry {
    return {
      id: row.id,
      slug: row.slug ?? row.id,
      title: row.title,
      category: row.category,
      metatitle: row.metatitle,
      metadescription: row.metadescription,
      author: row.author,
      keywords: row.keywords,
      cover: images.infoOf(row),
      published: row.published === 1,
      status: statusOf(row.published, row.publish_at),
      publishAt: row.publish_at,
      revision: row.revision,
      featured: row.featured === 1,
      featuredOrder: row.featured_order,
      readers: row.readers,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async function findOne(id: string, options: { publishedOnly: boolean } = { publishedOnly: false }) {
    if (!isId(id)) return null;
    let query = selectBlogs().where("blogs.id", "=", id);
    if (options.publishedOnly) query = query.where("blogs.published", "=", 1);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const [blog] = await withSections([row]);
    return blog ?? null;
  }

  /** The post with its sections' Markdown and HTML from one query; a section not rendered yet is rendered now. */
  async function findRendered(id: string, options: { publishedOnly: boolean }): Promise<RenderedBlog | null> {
    if (!isId(id)) return null;
    let query = selectBlogs().where("blogs.id", "=", id);
    if (options.publishedOnly) query = query.where("blogs.published", "=", 1);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const sections = await db.selectFrom("blog_sections").select(["title", "description", "html"]).where("blog_id", "=", id).orderBy("position").execute();
    // A row the start-up pass has not reached yet is rendered now rather than shown empty.
    const rendered = await Promise.all(
      sections.map(async (section) => ({ title: section.title, html: section.html ?? (await renderOrEscape(section.description)) })),
    );
    return {
      blog: toBlog(
        row,
        sections.map(({ title, description }) => ({ title, description })),
      ),
      rendered,
    };
  }

  /** Counts one read of a published post; answers its readers after it, or null for no such published post. */
  async function countRead(id: string): Promise<number | null> {
    if (!isId(id)) return null;
    const row = await db
      .updateTable("blogs")
      .set((eb) => ({ readers: eb("readers", "+", 1) }))
      .where("id", "=", id)
      .where("published", "=", 1)
      .returning("readers")
      .executeTakeFirst();
    return row?.readers ?? null;
  }

  /** The id of the post with this id, current slug or earlier slug; `moved` when the address is not its current one. */
  async function resolveId(address: string): Promise<{ id: string; moved: boolean } | null> {
    if (isId(address)) return { id: address, moved: true };
    const current = await db.selectFrom("blogs").select("id").where("slug", "=", address).executeTakeFirst();
    const id = current?.id ?? (await db.selectFrom("blog_old_slugs").select("blog_id").where("slug", "=", address).executeTakeFirst())?.blog_id;
    return id ? { id, moved: !current } : null;
  }

  /** The post with this id, current slug or earlier slug; `moved` when the address is not its current one. */
  async function resolve(address: string, options: { publishedOnly: boolean }): Promise<{ blog: Blog; moved: boolean } | null> {
    const found = await resolveId(address);
    const blog = found ? await findOne(found.id, options) : null;
    return found && blog ? { blog, moved: found.moved } : null;
  }

  /** The suggested address for a title: its transliteration, with `-2`, `-3`, … when another post has it. */
  async function freeSlug(trx: Db, title: string, exceptId: string | null): Promise<string> {
    const base = slugFromTitle(title);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : numberedSlug(base, n);
      let query = trx.selectFrom("blogs").select("id").where("slug", "=", candidate);
      if (exceptId) query = query.where("id", "!=", exceptId);
      if (!(await query.executeTakeFirst())) return candidate;
    }
  }

  /**
   * Gives the post `slug`, refusing one another post has. The address it had becomes an earlier one (answered
   * with a 301), and the new one stops being an earlier address of any post.
   */
  async function claimSlug(trx: Db, id: string, slug: string, previous: string | null) {
    const owner = await trx.selectFrom("blogs").select(["id", "title"]).where("slug", "=", slug).where("id", "!=", id).executeTakeFirst();
    if (owner) throw new SlugTaken(slug, owner);
    if (slug === previous) return;
    await trx.deleteFrom("blog_old_slugs").where("slug", "=", slug).execute();
    if (previous) {
      await trx
        .insertInto("blog_old_slugs")
        .values({ slug: previous, blog_id: id })
        .onConflict((conflict) => conflict.column("slug").doUpdateSet({ blog_id: id }))
        .execute();
    }
  }

  /** The post's editable fields as stored, for its history. */
  async function snapshotOf(trx: Db, id: string): Promise<BlogSnapshot> {
    const row = await trx
      .selectFrom("blogs")
      .select(["id", "slug", "title", "category", "metatitle", "metadescription", "author", "keywords"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const sections = await trx.selectFrom("blog_sections").select(["title", "description"]).where("blog_id", "=", id).orderBy("position").execute();
    const { id: _id, slug, ...rest } = row;
    return { ...rest, slug: slug ?? id, sections };
  }

  /**
   * Stores the draft over the post in one transaction: refuses a stale revision (nothing stored) and a taken
   * address, counts the revision up and keeps the history. Null when there is no such post.
   */
  async function save(id: string, draft: BlogDraft, reason: RevisionReason, options: SaveOptions): Promise<Blog | null> {
    if (!isId(id)) return null;
    const sections = await renderSections(draft.sections);
    const outcome = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("blogs").select(["revision", "slug"]).where("id", "=", id).executeTakeFirst();
      if (!current) return "missing" as const;
      if (options.revision !== undefined && options.revision < current.revision) return "stale" as const;
      const slug = draft.slug || current.slug || (await freeSlug(trx, draft.title, id));
      await claimSlug(trx, id, slug, current.slug);
      await trx
        .updateTable("blogs")
        .set({ ...fields(draft), slug, revision: current.revision + 1, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      await replaceSections(trx, id, sections);
      await history.record(trx, id, reason, { ...fields(draft), slug, sections: draft.sections });
      return "saved" as const;
    });
    if (outcome === "missing") return null;
    const stored = await findOne(id);
    if (outcome === "stale" && stored) throw new StaleRevision(stored);
    return stored;
  }

  async function replaceSections(trx: Db, blogId: string, sections: (BlogSection & { html: string })[]) {
    await trx.deleteFrom("blog_sections").where("blog_id", "=", blogId).execute();
    await trx
      .insertInto("blog_sections")
      .values(sections.map((section, position) => ({ blog_id: blogId, position, ...section })))
      .execute();
    await indexBlogForSearch(trx, blogId);
  }

  function fields(input: BlogDraft) {
    return {
      title: input.title,
      category: input.category,
      metatitle: input.metatitle,
      metadescription: input.metadescription,
      author: input.author,
      keywords: input.keywords,
    };
  }

  async function setFlags(id: string, values: { featured?: number; featured_order?: number }) {
    if (!isId(id)) return null;
    const updated = await db
      .updateTable("blogs")
      .set((eb) => ({ ...values, revision: eb("revision", "+", 1), updated_at: nowIso() }))
      .where("id", "=", id)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n ? findOne(id) : null;
  }

  return {
    /** One page of the published blogs, newest first, whole (API.md's Blog), with how many there are. */
    async listPublished(slice: PageSlice): Promise<Page<Blog>> {
      const rows = await selectBlogs()
        .where("blogs.published", "=", 1)
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .limit(slice.pagesize)
        .offset(slice.pageno * slice.pagesize)
        .execute();
      return { items: await withSections(rows), total: await countPublished() };
    },

    /**
     * One page of the published posts as cards and feeds show them, newest first, with how many there are;
     * `featured: false` leaves the featured ones out (the journal's grid).
     */
    async listings(slice: PageSlice & { featured?: false }): Promise<Page<BlogListing>> {
      let query = selectListings();
      if (slice.featured === false) query = query.where("blogs.featured", "=", 0);
      const rows = await query
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .limit(slice.pagesize)
        .offset(slice.pageno * slice.pagesize)
        .execute();
      return { items: rows.map((row) => ({ ...toEntry(row), lead: row.lead ?? "" })), total: await countPublished(slice.featured) };
    },

    /** The journal's one featured article: the lowest featuredOrder among published featured posts; on a tie the newest. */
    async featuredListing(): Promise<BlogListing | null> {
      const row = await selectListings()
        .where("blogs.featured", "=", 1)
        .orderBy("blogs.featured_order", "asc")
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .executeTakeFirst();
      return row ? { ...toEntry(row), lead: row.lead ?? "" } : null;
    },

    /** How many posts are published, and the newest change among them: what the sitemap needs before it lists them. */
    async sitemapSummary(): Promise<{ published: number; newestUpdate: string | undefined }> {
      const [counted, newest] = await Promise.all([
        db
          .selectFrom("blogs")
          .select((eb) => eb.fn.countAll<number>().as("published"))
          .where("published", "=", 1)
          .executeTakeFirstOrThrow(),
        // Down the updated_at index to the first published post: `+` keeps SQLite from choosing the published index,
        // which would read and sort every published post to find one.
        db
          .selectFrom("blogs")
          .select("updated_at")
          .where(sql<number>`+published`, "=", 1)
          .orderBy("updated_at", "desc")
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { published: Number(counted.published), newestUpdate: newest?.updated_at };
    },

    /**
     * Up to `limit` published posts, newest first: after `from` when it is a cursor, or past the first `from` when it
     * is a number. Only the address, last change and cover are read: the sitemap lists every post, a page of them at a
     * time, so its memory and each read stay the same size however many there are.
     */
    async sitemapPosts(from: SitemapCursor | number, limit: number): Promise<SitemapPost[]> {
      let query = db
        .selectFrom("blogs")
        .leftJoin("images", "images.id", "blogs.cover_image_id")
        .select(["blogs.id", "blogs.slug", "blogs.created_at", "blogs.updated_at", "images.id as image_id", "images.largest_jpeg as image_largest_jpeg"])
        .where("blogs.published", "=", 1)
        .orderBy("blogs.created_at", "desc")
        .orderBy("blogs.id", "desc")
        .limit(limit);
      if (typeof from === "number") query = query.offset(from);
      else query = query.where((eb) => eb(eb.refTuple("blogs.created_at", "blogs.id"), "<", eb.tuple(from.createdAt, from.id)));
      const rows = await query.execute();
      return rows.map((row) => ({
        slug: row.slug ?? row.id,
        updatedAt: row.updated_at,
        coverUrl: images.urlOf(row),
        cursor: { createdAt: row.created_at, id: row.id },
      }));
    },

    /**
     * A published blog by its id, address or an earlier address (`moved` when not its current address), or null for
     * an unknown or unpublished one.
     */
    findPublished(address: string): Promise<{ blog: Blog; moved: boolean } | null> {
      return resolve(address, { publishedOnly: true });
    },

    /** A published blog by id or address, or null for an unknown, malformed or unpublished one; `countRead` counts one read first. */
    async getPublished(address: string, options: { countRead: boolean }): Promise<Blog | null> {
      const id = isId(address) ? address : (await resolve(address, { publishedOnly: true }))?.blog.id;
      if (!id) return null;
      if (options.countRead) await countRead(id);
      return findOne(id, { publishedOnly: true });
    },

    /**
     * A published post as its page shows it, by its id, address or an earlier address (`moved` when not its current
     * address); no read counted. Null for an unknown or unpublished one.
     */
    async findArticle(address: string): Promise<{ article: RenderedBlog; moved: boolean } | null> {
      const found = await resolveId(address);
      const article = found ? await findRendered(found.id, { publishedOnly: true }) : null;
      return found && article ? { article, moved: found.moved } : null;
    },

    countRead,

    /**
     * Renders the stored sections that need it: every section when the renderer's version changed since
     * the last start, otherwise only those never rendered (the demo seed, rows from before migration 005).
     */
    async renderStoredSections(): Promise<number> {
      const stored = await db.selectFrom("app_state").select("value").where("key", "=", rendererVersionKey).executeTakeFirst();
      const current = String(markdownRendererVersion);
      let query = db.selectFrom("blog_sections").select(["blog_id", "position", "description"]);
      if (stored?.value === current) query = query.where("html", "is", null);
      const rows = await query.execute();
      const rendered: string[] = [];
      for (const row of rows) rendered.push(await renderOrEscape(row.description));
      await db.transaction().execute(async (trx) => {
        for (const [index, row] of rows.entries()) {
          await trx
            .updateTable("blog_sections")
            .set({ html: rendered[index]! })
            .where("blog_id", "=", row.blog_id)
            .where("position", "=", row.position)
            .execute();
        }
        await trx
          .insertInto("app_state")
          .values({ key: rendererVersionKey, value: current })
          .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: current }))
          .execute();
      });
      return rows.length;
    },

    async readers(id: string): Promise<number | null> {
      if (!isId(id)) return null;
      const row = await db.selectFrom("blogs").select("readers").where("id", "=", id).where("published", "=", 1).executeTakeFirst();
      return row?.readers ?? null;
    },

    /** The readers of each published post among `ids`; unknown, malformed and unpublished ids are left out. */
    async readersOf(ids: readonly string[]): Promise<Record<string, number>> {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return {};
      const rows = await db.selectFrom("blogs").select(["id", "readers"]).where("id", "in", wanted).where("published", "=", 1).execute();
      return Object.fromEntries(rows.map((row) => [row.id, row.readers]));
    },

    /** Any blog, published or not, for the back office. */
    get(id: string): Promise<Blog | null> {
      return findOne(id);
    },

    /** A blog for the editor, with each section's HTML exactly as the public page shows it. */
    async getForEditing(id: string): Promise<{ blog: Blog; rendered: string[] } | null> {
      const found = await findRendered(id, { publishedOnly: false });
      return found ? { blog: found.blog, rendered: found.rendered.map((section) => section.html) } : null;
    },

    async list(query: ListRequest<"blogs">): Promise<Page<Blog>> {
      const { rows, total } = await fetchPage(selectBlogs(), query, {
        sortColumn: sortColumns[query.sortby],
        idColumn: "blogs.id",
        searchColumns,
      });
      return { items: await withSections(rows), total };
    },

    /** A new blog, a draft and not featured, at the address given or one suggested from its title. */
    async create(input: BlogDraft): Promise<Blog> {
      const sections = await renderSections(input.sections);
      const id = newId();
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const slug = input.slug || (await freeSlug(trx, input.title, null));
        await claimSlug(trx, id, slug, null);
        await trx
          .insertInto("blogs")
          .values({ id, ...fields(input), slug, created_at: at, updated_at: at })
          .execute();
        await replaceSections(trx, id, sections);
        await history.record(trx, id, "created", { ...fields(input), slug, sections: input.sections });
      });
      return (await findOne(id))!;
    },

    /** Throws StaleRevision when `options.revision` is older than the stored one, SlugTaken for another post's address. */
    update(id: string, input: BlogDraft, options: SaveOptions = {}): Promise<Blog | null> {
      return save(id, input, options.autosave ? "autosaved" : "saved", options);
    },

    /**
     * Publishes the post now, schedules it when `publishAt` is in the future, or (`published: false`) makes it a
     * draft again, cancelling any schedule.
     */
    async setPublished(id: string, published: boolean, publishAt?: string | null): Promise<Blog | null> {
      if (!isId(id)) return null;
      const at = now();
      const scheduled = published && publishAt ? Date.parse(publishAt) > at.getTime() : false;
      const found = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("blogs").select(["published", "publish_at"]).where("id", "=", id).executeTakeFirst();
        if (!current) return false;
        let values: { published: number; publish_at: string | null };
        if (scheduled) values = { published: 0, publish_at: new Date(publishAt!).toISOString() };
        else if (published) values = { published: 1, publish_at: current.published === 1 ? current.publish_at : at.toISOString() };
        else values = { published: 0, publish_at: null };
        await trx
          .updateTable("blogs")
          .set((eb) => ({ ...values, revision: eb("revision", "+", 1), updated_at: at.toISOString() }))
          .where("id", "=", id)
          .execute();
        // A schedule is kept in the history when the post goes out (publishDue).
        if (!scheduled) await history.record(trx, id, published ? "published" : "unpublished", await snapshotOf(trx, id));
        return true;
      });
      return found ? findOne(id) : null;
    },

    /** Publishes every scheduled post whose time has come, and answers how many. */
    async publishDue(): Promise<number> {
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        const due = await trx.selectFrom("blogs").select("id").where("published", "=", 0).where("publish_at", "<=", at).execute();
        for (const { id } of due) {
          await trx
            .updateTable("blogs")
            .set((eb) => ({ published: 1, revision: eb("revision", "+", 1), updated_at: at }))
            .where("id", "=", id)
            .execute();
          await history.record(trx, id, "published", await snapshotOf(trx, id));
        }
        return due.length;
      });
    },

    /** When the next scheduled post goes out, or null when none is scheduled. */
    async nextScheduled(): Promise<Date | null> {
      const row = await db
        .selectFrom("blogs")
        .select((eb) => eb.fn.min("publish_at").as("next"))
        .where("published", "=", 0)
        .where("publish_at", "is not", null)
        .executeTakeFirst();
      return row?.next ? new Date(row.next) : null;
    },

    /** Gives each post without an address (an upgraded database, the demo seed) one from its title, oldest first. */
    async assignMissingSlugs(): Promise<number> {
      const rows = await db.selectFrom("blogs").select(["id", "title"]).where("slug", "is", null).orderBy("created_at").orderBy("id").execute();
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          await trx
            .updateTable("blogs")
            .set({ slug: await freeSlug(trx, row.title, row.id) })
            .where("id", "=", row.id)
            .execute();
        }
      });
      return rows.length;
    },

    revisions: (blogId: string) => history.list(blogId),

    revision: (revisionId: string) => history.get(revisionId),

    /** Puts the revision's text back as the post's (its address stays), keeping it as a new revision; null for an unknown revision. */
    async restore(revisionId: string): Promise<Blog | null> {
      const revision: Revision | null = await history.get(revisionId);
      if (!revision) return null;
      const { slug: _slug, ...draft } = revision.snapshot;
      return save(revision.blogId, draft, "restored", {});
    },

    /** A secret address's token for the post, or null when there is no such post. */
    createPreview: (blogId: string) => previews.create(blogId),

    /** The post a preview token shows, in any status, with its sections as its page shows them; null for a bad token. */
    async previewOf(token: string): Promise<RenderedBlog | null> {
      const id = await previews.blogOf(token);
      return id ? findRendered(id, { publishedOnly: false }) : null;
    },

    setFeatured(id: string, featured: boolean, featuredOrder?: number): Promise<Blog | null> {
      return setFlags(id, { featured: featured ? 1 : 0, ...(featuredOrder === undefined ? {} : { featured_order: featuredOrder }) });
    },

    /**
     * Stores the bytes as a picture for the blog's sections and answers it (null for an unknown blog). It is named only
     * once a section is saved with it; until then the nightly sweep's grace period keeps it.
     */
    async savePicture(id: string, bytes: Buffer): Promise<ImageInfo | null> {
      if ((await coverOf(id)) === undefined) return null;
      const image = await images.save(bytes);
      return (await images.infoByIds([image.id]))[image.id] ?? null;
    },

    /** Stores the bytes as the blog's cover; the cover it replaces is deleted. Null for an unknown blog. */
    async setCover(id: string, bytes: Buffer): Promise<Blog | null> {
      if ((await coverOf(id)) === undefined) return null;
      const attached = await images.replace(bytes, async (trx, imageId) => {
        const row = await trx.selectFrom("blogs").select("cover_image_id").where("id", "=", id).executeTakeFirst();
        if (!row) return undefined;
        await trx.updateTable("blogs").set({ cover_image_id: imageId, updated_at: nowIso() }).where("id", "=", id).execute();
        return row.cover_image_id;
      });
      return attached ? findOne(id) : null;
    },

    /** Deletes the blog with its sections, its comments and its cover's files. */
    async remove(id: string): Promise<boolean> {
      if (!isId(id)) return false;
      // Read and delete together, so an upload finishing meanwhile cannot leave its cover behind.
      const cover = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("blogs").select("cover_image_id").where("id", "=", id).executeTakeFirst();
        if (row) await trx.deleteFrom("blogs").where("id", "=", id).execute();
        return row ? row.cover_image_id : undefined;
      });
      if (cover === undefined) return false;
      if (cover) await images.remove(cover);
      return true;
    },
  };

  /** The blog's cover image id, null without one, undefined when there is no such blog. */
  async function coverOf(id: string): Promise<string | null | undefined> {
    if (!isId(id)) return undefined;
    const row = await db.selectFrom("blogs").select("cover_image_id").where("id", "=", id).executeTakeFirst();
    return row ? row.cover_image_id : undefined;
  }
}

export type BlogService = ReturnType<typeof createBlogService>;
