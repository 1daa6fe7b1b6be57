import type { ComponentType } from "react";
import type { EmploymentEntry } from "#app/lib/practice-schema.ts";

type TimelineProps = {
  id: string;
  title: string;
  icon: ComponentType<{ size?: number }>;
  entries: readonly EmploymentEntry[];
};

/** One column of the career timeline: a heading and its positions along a vertical line. */
export function Timeline({ id, title, icon: Icon, entries }: TimelineProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-3 text-2xl font-semibold sm:text-3xl">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent-700 text-white">
          <Icon size={22} />
        </span>
        {title}
      </h2>
      <ol className="mt-8 ml-5 border-l-2 border-accent-200">
        {entries.map((entry) => (
          <li key={`${entry.title}-${entry.duration}`} className="relative pb-8 pl-8 last:pb-0">
            <span aria-hidden="true" className="absolute top-2 -left-[9px] size-4 rounded-full border-4 border-sand-50 bg-accent-500" />
            <p className="inline-block rounded-full bg-accent-50 px-3 py-0.5 text-sm font-semibold text-accent-800">{entry.duration}</p>
            <h3 className="mt-2 font-sans text-lg font-semibold">{entry.title}</h3>
            <p className="text-ink-700">{entry.institution}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
