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

// The sanitised HTML has no classes of its own, so the reading styles reach into it from here.
const prose = [
  "text-lg leading-[1.8] text-ink-700",
  "[&_p]:mt-5 [&_p:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink-900",
  "[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-800",
  "[&_strong]:font-semibold [&_strong]:text-ink-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-accent-600",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-200 [&_blockquote]:bg-accent-50 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:font-serif [&_blockquote]:text-ink-900 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-sand-100 [&_pre]:p-4",
  "[&_hr]:my-10 [&_hr]:border-sand-200",
].join(" ");

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
      <div className={prose} {...documentHtmlAttribute(key)} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
