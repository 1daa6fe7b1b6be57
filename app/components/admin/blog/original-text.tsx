import type { ReactNode } from "react";
import { SlotWords, slotName } from "#app/components/admin/blog/original-changes.tsx";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { type Lang, languageFacts } from "#app/i18n/languages.ts";
import type { SectionSlot } from "#app/lib/admin/original-changes.ts";

/**
 * A translation's field with its original: beside it on a wide screen, directly above it on a phone, so the doctor
 * translates field by field without scrolling to the top and back. Without an original, the field alone.
 */
export function WithOriginal({ original, children }: { original: ReactNode; children: ReactNode }) {
  if (!original) return children;
  return (
    <div className="grid gap-2 lg:grid-cols-2 lg:items-start lg:gap-6">
      {original}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The original's words for one field, as written, in their own language and direction. */
export function OriginalWords({ lang, name, children }: { lang: Lang; name: string; children: ReactNode }) {
  const { tag, dir } = languageFacts[lang];
  return (
    <div className="min-w-0 rounded-lg border border-sand-200 bg-sand-50 p-3">
      <p className="text-sm font-semibold text-ink-700">
        {languageNames[lang]} original: {name}
      </p>
      <div lang={tag} dir={dir} className="mt-1 break-words whitespace-pre-wrap">
        {children}
      </div>
    </div>
  );
}

/**
 * The original's sections that go with one section of the translation: the one it was made from (its change first,
 * when it changed) and the original's new sections before it. `anchor` names each change for the editor's summary.
 */
export function OriginalSections({ slots, lang, anchor }: { slots: readonly SectionSlot[]; lang: Lang; anchor: (slot: SectionSlot) => string }) {
  if (slots.length === 0) return null;
  return (
    <div className="min-w-0 space-y-3">
      {slots.map((slot) =>
        slot.change ? (
          <div key={anchor(slot)} id={anchor(slot)} className="scroll-mt-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm font-semibold text-amber-950">
              {languageNames[lang]} original: {slotName(slot)}
            </p>
            <SlotWords slot={slot} lang={lang} />
          </div>
        ) : (
          <OriginalWords key={anchor(slot)} lang={lang} name={`section ${(slot.now ?? 0) + 1}`}>
            {slot.section.title ? <strong className="mb-1 block">{slot.section.title}</strong> : null}
            {slot.section.description}
          </OriginalWords>
        ),
      )}
    </div>
  );
}
