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
      <ol className="timeline">
        {entries.map((entry) => (
          <li key={`${entry.title}-${entry.duration}`}>
            <p>{entry.duration}</p>
            <h3>{entry.title}</h3>
            <p>{entry.institution}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
