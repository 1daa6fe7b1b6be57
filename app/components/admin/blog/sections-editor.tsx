import { type ReactNode, useEffect, useRef, useState } from "react";
import { WithOriginal } from "#app/components/admin/blog/original-text.tsx";
import { type DraftSection, emptySection, withSectionMoved, withoutSection } from "#app/lib/admin/blog-draft.ts";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from "#app/components/ui/icons.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { textLimits } from "#app/lib/admin/field-constraints.ts";
import { blogInput } from "#app/lib/schemas.ts";
import { InsertPicture } from "#app/components/admin/blog/insert-picture.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";

type SectionsEditorProps = {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  /** Field messages keyed like the schema's paths: "content.0.title". */
  errors: Record<string, string>;
  disabled: boolean;
  /** The saved post, which pictures are uploaded to; null while it is being created. */
  blogId: string | null;
  /** A translation's original for the section at this place (of `count`), beside its fields or above them on a phone. */
  original?: (index: number, count: number) => ReactNode;
  /** After the sections: the original's sections the translation has no section for yet. */
  after?: ReactNode;
};

const iconButton = "inline-flex size-11 items-center justify-center rounded-lg border border-sand-200 bg-white hover:bg-sand-100 disabled:opacity-40";

/** The blog's content: sections to add, remove and reorder; there is always at least one. */
export function SectionsEditor({ sections, onChange, errors, disabled, blogId, original, after }: SectionsEditorProps) {
  const listRef = useRef<HTMLOListElement>(null);
  // Each section's text field by section key, for "Insert picture" to read and set its cursor.
  const textareas = useRef(new Map<string, HTMLTextAreaElement>());
  // Where keyboard focus goes once the list has re-rendered: the first selector that finds an enabled element.
  const [focusAfterChange, setFocusAfterChange] = useState<string[] | null>(null);

  useEffect(() => {
    if (!focusAfterChange) return;
    for (const selector of focusAfterChange) {
      const target = listRef.current?.querySelector<HTMLElement>(`${selector}:not(:disabled)`);
      if (target) {
        target.focus();
        break;
      }
    }
    setFocusAfterChange(null);
  }, [focusAfterChange]);

  function update(key: string, change: Partial<DraftSection>) {
    onChange(sections.map((section) => (section.key === key ? { ...section, ...change } : section)));
  }

  function move(key: string, step: -1 | 1) {
    onChange(withSectionMoved(sections, key, step));
    const [same, other] = step === -1 ? ["up", "down"] : ["down", "up"];
    setFocusAfterChange([`[data-section="${key}"] [data-move="${same}"]`, `[data-section="${key}"] [data-move="${other}"]`]);
  }

  function remove(key: string, index: number) {
    onChange(withoutSection(sections, key));
    const next = Math.min(index, sections.length - 2);
    setFocusAfterChange([`li:nth-child(${Math.max(next, 0) + 1}) input`]);
  }

  function add() {
    onChange([...sections, emptySection()]);
    setFocusAfterChange(["li:last-child input"]);
  }

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Content sections</legend>
      <p className="text-ink-700">
        Each section has an optional heading and its text. The text understands Markdown: **bold**, *italic*, lists starting with “-”, and
        [links](https://example.com).
      </p>
      {errors.content ? <p className="font-medium text-red-800">{errors.content}</p> : null}
      <ol ref={listRef} className="space-y-4">
        {sections.map((section, index) => {
          const number = index + 1;
          return (
            <li key={section.key} data-section={section.key} className="rounded-xl border border-sand-200 bg-sand-50 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-sans text-base font-semibold">Section {number}</h3>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={`${iconButton} text-ink-700`}
                    data-move="up"
                    disabled={disabled || index === 0}
                    onClick={() => move(section.key, -1)}
                  >
                    <ArrowUpIcon size={20} />
                    <span className="sr-only">Move section {number} up</span>
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-ink-700`}
                    data-move="down"
                    disabled={disabled || index === sections.length - 1}
                    onClick={() => move(section.key, 1)}
                  >
                    <ArrowDownIcon size={20} />
                    <span className="sr-only">Move section {number} down</span>
                  </button>
                  <button type="button" className={`${iconButton} text-red-800`} disabled={disabled} onClick={() => remove(section.key, index)}>
                    <TrashIcon size={20} />
                    <span className="sr-only">Remove section {number}</span>
                  </button>
                </div>
              </div>
              <div className="mt-3">
                <WithOriginal original={original?.(index, sections.length)}>
                  <div className="space-y-4">
                    <TextField
                      label={`Section ${number} heading`}
                      value={section.title}
                      onChange={(title) => update(section.key, { title })}
                      error={errors[`content.${index}.title`]}
                      {...textLimits(blogInput, ["content", index, "title"])}
                      disabled={disabled}
                    />
                    <TextField
                      label={`Section ${number} text`}
                      value={section.description}
                      onChange={(description) => update(section.key, { description })}
                      error={errors[`content.${index}.description`]}
                      {...textLimits(blogInput, ["content", index, "description"])}
                      rows={7}
                      disabled={disabled}
                      textareaRef={(element) => {
                        if (element) textareas.current.set(section.key, element);
                        else textareas.current.delete(section.key);
                      }}
                    />
                    <InsertPicture
                      blogId={blogId}
                      sectionName={`Section ${number}`}
                      textarea={() => textareas.current.get(section.key) ?? null}
                      text={section.description}
                      onTextChange={(description) => update(section.key, { description })}
                      disabled={disabled}
                    />
                  </div>
                </WithOriginal>
              </div>
            </li>
          );
        })}
      </ol>
      {after}
      <button type="button" className={buttonClass("secondary")} disabled={disabled || sections.length >= 100} onClick={add}>
        <PlusIcon size={20} />
        Add section
      </button>
    </fieldset>
  );
}
