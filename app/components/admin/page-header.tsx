import type { ReactNode, RefObject } from "react";

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Lets a page move focus to its heading, e.g. after the row that had focus was deleted. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

export function PageHeader({ title, description, actions, headingRef }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
          {title}
        </h1>
        {description ? <p className="mt-1 text-ink-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
