import type { ComponentType } from "react";
import { useLang } from "#app/i18n/catalogue.ts";
import { englishProps, latinProps } from "#app/i18n/latin-text.ts";
import { useEnglishFields } from "#app/lib/practice-context.ts";
import type { EmploymentEntry } from "#app/lib/practice-schema.ts";

type TimelineProps = {
  id: string;
  title: string;
  icon: ComponentType<{ size?: number }>;
  entries: readonly EmploymentEntry[];
  /** Where the entries sit in the practice document ("employment.current"), to mark those shown in English. */
  path: string;
  /** Whether the entries' years can be written per language ("2019 – Present"); else they are numbers only. */
  translatedDurations: boolean;
};

/** One column of the career timeline: a heading and its positions along a vertical line. */
export function Timeline({ id, title, icon: Icon, entries, path, translatedDurations }: TimelineProps) {
  const english = useEnglishFields();
  const lang = useLang();
  const name = englishProps(lang);
  // "2012 – 2015" reads left to right on an Urdu page too, where the bidi algorithm would swap the years.
  const years = latinProps(lang);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-3 text-2xl font-semibold sm:text-3xl">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent-700 text-white">
          <Icon size={22} />
        </span>
        {title}
      </h2>
      <ol className="timeline">
        {entries.map((entry, index) => (
          <li key={`${entry.title}-${entry.duration}`}>
            <p {...(translatedDurations ? english(`${path}.${index}.duration`) : years)}>{entry.duration}</p>
            <h3 {...english(`${path}.${index}.title`)}>{entry.title}</h3>
            <p {...name}>{entry.institution}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
