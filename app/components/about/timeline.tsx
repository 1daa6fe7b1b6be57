import type { ComponentType } from "react";
import type { Lang } from "#app/i18n/languages.ts";
import { englishProps, latinProps } from "#app/i18n/latin-text.ts";
import { DocumentList } from "#app/components/ui/document-text.tsx";
import { attributesHtml, textAsHtml } from "#app/lib/document-html.ts";
import type { EnglishFieldProps } from "#app/lib/practice-context.ts";
import type { EmploymentEntry } from "#app/lib/practice-schema.ts";

type TimelineProps = {
  id: string;
  title: string;
  icon: ComponentType<{ size?: number }>;
  /** Where the loader left the entries' HTML (`timelineHtml`) beside its data. */
  name: string;
  /** The entries' HTML, or null when the loader left it beside the data. */
  html: string | null;
};

/**
 * A column of the career timeline as its list items' HTML, which the about page's loader builds on the server and
 * hands to the render beside its data (lib/document-html.ts): static text, in Hindi and Telugu the largest part of
 * the page's data otherwise. Each position is its years, its title and its institution (a name, so in English).
 * `path` is where the entries sit in the practice document ("employment.current"), `english` marks the fields the
 * page shows in English (`englishFields`); `translatedDurations` tells whether the years are written per language
 * ("2019 – Present") or are numbers only.
 */
export function timelineHtml(
  entries: readonly EmploymentEntry[],
  { path, lang, english, translatedDurations }: { path: string; lang: Lang; english: (path: string) => EnglishFieldProps; translatedDurations: boolean },
): string {
  const name = attributesHtml(englishProps(lang));
  // "2012 – 2015" reads left to right on an Urdu page too, where the bidi algorithm would swap the years.
  const years = latinProps(lang);
  return entries
    .map((entry, index) => {
      const duration = attributesHtml(translatedDurations ? english(`${path}.${index}.duration`) : years);
      const title = attributesHtml(english(`${path}.${index}.title`));
      return `<li><p${duration}>${textAsHtml(entry.duration)}</p><h3${title}>${textAsHtml(entry.title)}</h3><p${name}>${textAsHtml(entry.institution)}</p></li>`;
    })
    .join("");
}

/** One column of the career timeline: a heading and its positions along a vertical line. */
export function Timeline({ id, title, icon: Icon, name, html }: TimelineProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-3 text-2xl font-semibold sm:text-3xl">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent-700 text-white">
          <Icon size={22} />
        </span>
        {title}
      </h2>
      <DocumentList as="ol" className="timeline" name={name} html={html} />
    </section>
  );
}
