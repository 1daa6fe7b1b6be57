import type { ReactNode } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** The calm band at the top of every inner page: what the page is, in one heading and one paragraph. */
export function PageIntro({ eyebrow, title, intro }: { eyebrow: string; title: ReactNode; intro: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-sand-200 bg-sand-100">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -end-24 size-72 rounded-full bg-accent-100/70 blur-2xl" />
      <div className="page-wrap relative py-14 sm:py-20">
        <SectionHeading level={1} eyebrow={eyebrow} title={title} intro={intro} />
      </div>
    </section>
  );
}
