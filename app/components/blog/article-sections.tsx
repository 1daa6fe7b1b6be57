import { documentHtmlAttribute, useDocumentHtml } from "#app/lib/document-html.ts";

/**
 * A section of a post: its optional title and its Markdown already rendered and sanitised on the
 * server; `html` is null when the loader left it beside its data (see lib/document-html.ts).
 */
export type RenderedSection = { title: string; html: string | null };

export const sectionHtmlKey = (index: number) => `section-${index}`;

/**
 * The sections a post shows: each title trimmed, and a section with neither a title nor any text left out. The
 * public page and the admin's preview both use it, so the preview is what visitors will see.
 */
export function shownSections(sections: readonly { title: string; html: string }[]): { title: string; html: string }[] {
  return sections.map((section) => ({ title: section.title.trim(), html: section.html })).filter((section) => section.title || section.html.trim());
}

export function ArticleSections({ sections }: { sections: RenderedSection[] }) {
  return (
    <div className="flex flex-col gap-12">
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own; their order is their identity.
        <Section key={index} index={index} section={section} />
      ))}
    </div>
  );
}

function Section({ section, index }: { section: RenderedSection; index: number }) {
  const key = sectionHtmlKey(index);
  const html = useDocumentHtml(key, section.html);
  return (
    <section>
      {section.title ? <h2 className="mb-5 text-2xl sm:text-3xl">{section.title}</h2> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered from Markdown and sanitised on the server when it was saved (app/lib/markdown.server.ts). */}
      <div className="article-prose" {...documentHtmlAttribute(key)} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
