import { type DraftSection, emptySection, withSectionMoved, withoutSection } from "../../../lib/admin/blog-draft.ts";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from "../icons.tsx";
import { TextField } from "../TextField.tsx";
import { buttonClass } from "../ui.ts";

type SectionsEditorProps = {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  /** Field messages keyed like the schema's paths: "content.0.title". */
  errors: Record<string, string>;
  disabled: boolean;
};

const iconButton = "inline-flex size-11 items-center justify-center rounded-lg border border-sand-200 bg-white hover:bg-sand-100 disabled:opacity-40";

/** The blog's content: sections to add, remove and reorder; there is always at least one. */
export function SectionsEditor({ sections, onChange, errors, disabled }: SectionsEditorProps) {
  function update(key: string, change: Partial<DraftSection>) {
    onChange(sections.map((section) => (section.key === key ? { ...section, ...change } : section)));
  }

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Content sections</legend>
      <p className="text-ink-700">
        Each section has an optional heading and its text. The text understands Markdown: **bold**, *italic*, lists starting with “-”, and
        [links](https://example.com).
      </p>
      {errors.content ? <p className="font-medium text-red-800">{errors.content}</p> : null}
      <ol className="space-y-4">
        {sections.map((section, index) => {
          const number = index + 1;
          return (
            <li key={section.key} className="rounded-xl border border-sand-200 bg-sand-50 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-sans text-base font-semibold">Section {number}</h3>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={`${iconButton} text-ink-700`}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(withSectionMoved(sections, section.key, -1))}
                  >
                    <ArrowUpIcon />
                    <span className="sr-only">Move section {number} up</span>
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-ink-700`}
                    disabled={disabled || index === sections.length - 1}
                    onClick={() => onChange(withSectionMoved(sections, section.key, 1))}
                  >
                    <ArrowDownIcon />
                    <span className="sr-only">Move section {number} down</span>
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-red-800`}
                    disabled={disabled}
                    onClick={() => onChange(withoutSection(sections, section.key))}
                  >
                    <TrashIcon />
                    <span className="sr-only">Remove section {number}</span>
                  </button>
                </div>
              </div>
              <div className="mt-3 space-y-4">
                <TextField
                  label={`Section ${number} heading`}
                  value={section.title}
                  onChange={(title) => update(section.key, { title })}
                  error={errors[`content.${index}.title`]}
                  maxLength={200}
                  disabled={disabled}
                />
                <TextField
                  label={`Section ${number} text`}
                  value={section.description}
                  onChange={(description) => update(section.key, { description })}
                  error={errors[`content.${index}.description`]}
                  maxLength={50_000}
                  rows={7}
                  disabled={disabled}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={buttonClass("secondary")} disabled={disabled || sections.length >= 100} onClick={() => onChange([...sections, emptySection()])}>
        <PlusIcon />
        Add section
      </button>
    </fieldset>
  );
}
