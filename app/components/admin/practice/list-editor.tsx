import { type ReactNode, useEffect, useRef, useState } from "react";
import { type Path, moved, pathKey, valueAt } from "#app/lib/admin/practice-draft.ts";
import { translationsAfterReorder } from "#app/lib/practice-i18n.ts";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from "#app/components/ui/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";

const iconButton = "inline-flex size-11 items-center justify-center rounded-lg border border-sand-200 bg-white hover:bg-sand-100 disabled:opacity-40";

type ListEditorProps<Item> = {
  path: Path;
  /** The list's name, e.g. "Reasons". */
  legend: string;
  /** One item's name for buttons and screen readers, e.g. "reason". */
  noun: string;
  /** A heading per item, e.g. its title. */
  itemTitle: (item: Item, index: number) => string;
  create: (items: readonly Item[]) => Item;
  children: (itemPath: Path, item: Item, index: number) => ReactNode;
  /** A list that must keep one item (the clinics). */
  minItems?: number;
  description?: string;
};

/** A list in the document: add, remove and move items up or down; keyboard focus follows the moved item. */
export function ListEditor<Item>({ path, legend, noun, itemTitle, create, children, minItems = 0, description }: ListEditorProps<Item>) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const items = (valueAt(draft, path) as Item[] | undefined) ?? [];
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where keyboard focus goes once the list has re-rendered: a selector inside the list, or the add button.
  const [focusAfterChange, setFocusAfterChange] = useState<string | null>(null);

  useEffect(() => {
    if (!focusAfterChange) return;
    const target = focusAfterChange === "add" ? addRef.current : listRef.current?.querySelector<HTMLElement>(focusAfterChange);
    target?.focus();
    setFocusAfterChange(null);
  }, [focusAfterChange]);

  const itemAt = (position: number) => `:scope > li:nth-child(${position + 1})`;
  const firstFieldOf = (position: number) => `${itemAt(position)} :is(input, select, textarea)`;

  /** The languages' texts of the list's items follow them (decision 31): `previousIndexOf[i]` is where item i was. */
  function reorderTranslations(previousIndexOf: number[]) {
    if (draft.translations) set(["translations"], translationsAfterReorder(draft.translations, pathKey(path), previousIndexOf));
  }

  function move(index: number, step: -1 | 1) {
    set(path, moved(items, index, step));
    reorderTranslations(moved([...items.keys()], index, step));
    const target = index + step;
    // The same arrow again, unless the item reached the end, where that arrow is disabled.
    const reachedEnd = target === 0 || target === items.length - 1;
    const arrow = (step === -1) !== reachedEnd ? "up" : "down";
    setFocusAfterChange(`${itemAt(target)} [data-move="${arrow}"]`);
  }

  function remove(index: number) {
    set(
      path,
      items.filter((_, position) => position !== index),
    );
    reorderTranslations([...items.keys()].filter((position) => position !== index));
    setFocusAfterChange(items.length > 1 ? firstFieldOf(Math.min(index, items.length - 2)) : "add");
  }

  function add() {
    set(path, [...items, create(items)]);
    setFocusAfterChange(firstFieldOf(items.length));
  }

  const listError = errors[pathKey(path)];
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{legend}</legend>
      {description ? <p className="text-ink-700">{description}</p> : null}
      {listError ? <p className="font-medium text-red-800">{listError}</p> : null}
      {items.length === 0 ? <p className="text-ink-500">None yet.</p> : null}
      <ol ref={listRef} className="space-y-3">
        {items.map((item, index) => {
          const title = itemTitle(item, index) || `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the fields are controlled and a move re-renders them in place; the editor moves focus with the item itself.
            <li key={index} className="rounded-xl border border-sand-200 bg-sand-50 p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="min-w-0 flex-1 truncate font-sans text-base font-semibold">{title}</h3>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={`${iconButton} text-ink-700`}
                    data-move="up"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon size={20} />
                    <span className="sr-only">
                      Move {noun} {index + 1} up
                    </span>
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-ink-700`}
                    data-move="down"
                    disabled={disabled || index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon size={20} />
                    <span className="sr-only">
                      Move {noun} {index + 1} down
                    </span>
                  </button>
                  <button type="button" className={`${iconButton} text-red-800`} disabled={disabled || items.length <= minItems} onClick={() => remove(index)}>
                    <TrashIcon size={20} />
                    <span className="sr-only">
                      Remove {noun} {index + 1}
                    </span>
                  </button>
                </div>
              </div>
              <div className="mt-3 space-y-4">{children([...path, index], item, index)}</div>
            </li>
          );
        })}
      </ol>
      <button ref={addRef} type="button" className={buttonClass("secondary")} onClick={add} disabled={disabled}>
        <PlusIcon size={20} />
        Add {noun}
      </button>
    </fieldset>
  );
}
