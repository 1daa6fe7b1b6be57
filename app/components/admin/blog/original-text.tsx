import { TextDiff } from "#app/components/admin/blog/text-diff.tsx";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { languageFacts } from "#app/i18n/languages.ts";
import type { WireTranslationSource } from "#app/contract/shapes.ts";

/** A version of the original as one text, for the word diff: its title, then each section's heading and text. */
export function readableText(text: { title: string; content: { title: string; description: string }[] }): string {
  return [text.title, ...text.content.flatMap((section) => [section.title, section.description].filter(Boolean))].join("\n\n");
}

/**
 * The original beside a translation's fields in the editor: its title and each section's heading and Markdown as
 * written, in its own language and direction, so the doctor translates section by section without switching pages.
 * An outdated translation shows first what changed in the original since it was made.
 */
export function OriginalText({ source, outdated }: { source: WireTranslationSource; outdated: boolean }) {
  const { original, madeFrom } = source;
  const { tag, dir } = languageFacts[original.lang];
  return (
    <aside aria-labelledby="original-heading" className="h-fit space-y-4 rounded-xl border border-sand-200 bg-sand-50 p-4 lg:sticky lg:top-0">
      <h3 id="original-heading" className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
        The original ({languageNames[original.lang]})
      </h3>
      {outdated && madeFrom ? (
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold text-amber-950">Changed since this translation was made:</p>
          <TextDiff before={readableText(madeFrom)} after={readableText(original)} beforeLabel="the original as translated" afterLabel="the original now" />
        </div>
      ) : null}
      <div lang={tag} dir={dir} className="space-y-4">
        <p className="text-lg font-semibold">{original.title}</p>
        {original.content.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the original's sections are shown as stored, in their order.
          <section key={index} className="space-y-1">
            {section.title ? <h4 className="font-semibold">{section.title}</h4> : null}
            <p className="break-words whitespace-pre-wrap text-ink-700">{section.description}</p>
          </section>
        ))}
      </div>
    </aside>
  );
}
