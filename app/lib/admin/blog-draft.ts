import type { Blog } from "#app/lib/entities.ts";
import { type BlogInput, blogInput, fieldErrors } from "#app/lib/schemas.ts";

export type DraftSection = { key: string; title: string; description: string };

/** The editor's working copy of a blog; sections carry a key so React keeps each one's focus while they move. */
export type BlogDraft = {
  title: string;
  category: string;
  metatitle: string;
  metadescription: string;
  author: string;
  keywords: string;
  sections: DraftSection[];
};

let sectionCounter = 0;
function sectionKey(): string {
  sectionCounter += 1;
  return `section-${sectionCounter}`;
}

export function emptySection(): DraftSection {
  return { key: sectionKey(), title: "", description: "" };
}

export function draftOf(blog: Blog | null): BlogDraft {
  if (!blog) return { title: "", category: "", metatitle: "", metadescription: "", author: "", keywords: "", sections: [emptySection()] };
  const sections = blog.content.map((section) => ({ key: sectionKey(), title: section.title, description: section.description }));
  return {
    title: blog.title,
    category: blog.category,
    metatitle: blog.metatitle,
    metadescription: blog.metadescription,
    author: blog.author,
    keywords: blog.keywords,
    sections: sections.length > 0 ? sections : [emptySection()],
  };
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
export function parseDraft(draft: BlogDraft): { ok: true; input: BlogInput } | { ok: false; errors: Record<string, string> } {
  const parsed = blogInput.safeParse({
    title: draft.title,
    category: draft.category,
    metatitle: draft.metatitle,
    metadescription: draft.metadescription,
    author: draft.author,
    keywords: draft.keywords,
    content: draft.sections.map((section) => ({ title: section.title, description: section.description })),
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Whether the draft differs from what the editor opened with, so closing it should ask first. */
export function isDraftChanged(draft: BlogDraft, initial: BlogDraft): boolean {
  const comparable = (value: BlogDraft) => JSON.stringify({ ...value, sections: value.sections.map((section) => [section.title, section.description]) });
  return comparable(draft) !== comparable(initial);
}
