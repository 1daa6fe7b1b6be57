import type { WireBlog } from "#app/contract/shapes.ts";
import { type BlogInput, blogInput, fieldErrors } from "#app/lib/schemas.ts";

export type DraftSection = { key: string; title: string; description: string };

/**
 * The blog editor's working copy of a post (not domain.ts's BlogDraft, which is what the server writes); sections carry
 * a key so React keeps each one's focus while they move.
 */
export type BlogEditorCopy = {
  title: string;
  /** The address; empty on a new post until the server suggests one from the title. */
  slug: string;
  category: string;
  metatitle: string;
  metadescription: string;
  author: string;
  keywords: string;
  sections: DraftSection[];
};

/** A draft's content without the editor's section keys: what is compared, kept in the browser and diffed. */
export type DraftContent = Omit<BlogEditorCopy, "sections"> & { sections: { title: string; description: string }[] };

let sectionCounter = 0;
function sectionKey(): string {
  sectionCounter += 1;
  return `section-${sectionCounter}`;
}

export function emptySection(): DraftSection {
  return { key: sectionKey(), title: "", description: "" };
}

export function draftOf(blog: WireBlog | null): BlogEditorCopy {
  if (!blog) return { title: "", slug: "", category: "", metatitle: "", metadescription: "", author: "", keywords: "", sections: [emptySection()] };
  return draftOfContent(contentOfBlog(blog));
}

/** A stored post's content as the editor compares it. */
export function contentOfBlog(blog: WireBlog): DraftContent {
  const { title, slug, category, metatitle, metadescription, author, keywords, content } = blog;
  return { title, slug, category, metatitle, metadescription, author, keywords, sections: content.map(({ title, description }) => ({ title, description })) };
}

/** The editor's copy of stored content: a post's, a revision's or what the browser kept. */
export function draftOfContent(content: DraftContent): BlogEditorCopy {
  const sections = content.sections.map((section) => ({ key: sectionKey(), title: section.title, description: section.description }));
  return { ...content, sections: sections.length > 0 ? sections : [emptySection()] };
}

export function draftContent(draft: BlogEditorCopy): DraftContent {
  return { ...draft, sections: draft.sections.map(({ title, description }) => ({ title, description })) };
}

/** Whether two versions say the same thing. */
export function sameContent(a: DraftContent, b: DraftContent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The post as readable text, one field per paragraph, for showing what changed between two versions. */
export function draftText(content: DraftContent): string {
  const parts = [`Title: ${content.title}`, `Address: /blogs/${content.slug}`];
  for (const [index, section] of content.sections.entries()) {
    parts.push(`Section ${index + 1}${section.title ? `: ${section.title}` : ""}\n${section.description}`);
  }
  parts.push(`Category: ${content.category}`, `Author: ${content.author}`, `Meta title: ${content.metatitle}`);
  parts.push(`Meta description: ${content.metadescription}`, `Keywords: ${content.keywords}`);
  return parts.join("\n\n");
}

/** Removes one section; the list never ends empty: removing the last leaves one empty section. */
export function withoutSection(sections: readonly DraftSection[], key: string): DraftSection[] {
  const rest = sections.filter((section) => section.key !== key);
  return rest.length > 0 ? rest : [emptySection()];
}

/** Moves a section one place up (-1) or down (+1); a move past either end changes nothing. */
export function withSectionMoved(sections: readonly DraftSection[], key: string, step: -1 | 1): DraftSection[] {
  const from = sections.findIndex((section) => section.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= sections.length) return [...sections];
  const moved = [...sections];
  const [section] = moved.splice(from, 1);
  if (section) moved.splice(to, 0, section);
  return moved;
}

/** What the API receives: every text trimmed (by the shared schema), or the field messages to show. */
export function parseDraft(draft: BlogEditorCopy): { ok: true; input: BlogInput } | { ok: false; errors: Record<string, string> } {
  const parsed = blogInput.safeParse({
    title: draft.title,
    slug: draft.slug,
    category: draft.category,
    metatitle: draft.metatitle,
    metadescription: draft.metadescription,
    author: draft.author,
    keywords: draft.keywords,
    content: draft.sections.map((section) => ({ title: section.title, description: section.description })),
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
