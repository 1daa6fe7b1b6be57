import { escapedParagraphs, markdownRendererVersion } from "#app/lib/markdown.server.ts";
import { storedImageIdsIn } from "#app/lib/markdown-pictures.server.ts";
import type { BlogSection } from "#app/lib/domain.ts";
import type { Db } from "../../db/connection.ts";
import { type MarkdownRenderer, RenderTimeout } from "../../markdown/render-pool.ts";
import { InvalidInput } from "../errors.ts";
import type { ImageRecords } from "../images.ts";

const rendererVersionKey = "markdown_renderer_version";

export type RenderedSection = BlogSection & { html: string };

/** The journal's Markdown as HTML: at save (refusing what cannot be shown), at read for a row not rendered yet, and at start-up. */
export function createJournalRendering(db: Db, images: ImageRecords, renderer: MarkdownRenderer) {
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

  return {
    renderOrEscape,

    /**
     * Each section's HTML, rendered before any transaction starts; a section that runs out of time, or that has a
     * picture without alt text (a reader who cannot see it would learn nothing of it), is refused.
     */
    async renderSections(sections: BlogSection[]): Promise<RenderedSection[]> {
      const rendered: RenderedSection[] = [];
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
    },

    /**
     * The start-up job: renders the stored sections that need it, every section when the renderer's version changed
     * since the last start, otherwise only those never rendered (the demo seed, rows from before migration 005).
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
  };
}

export type JournalRendering = ReturnType<typeof createJournalRendering>;
