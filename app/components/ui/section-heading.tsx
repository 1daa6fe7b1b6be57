import type { ReactNode } from "react";

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  /** The page's own title is an h1; sections use h2. */
  level?: 1 | 2;
};

export function SectionHeading({ id, eyebrow, title, intro, align = "left", level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-700">{eyebrow}</p> : null}
      <Heading
        id={id}
        className={`${eyebrow ? "mt-3" : ""} ${level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"} font-semibold tracking-tight text-balance`}
      >
        {title}
      </Heading>
      {intro ? <div className="mt-4 text-lg text-ink-700 text-pretty">{intro}</div> : null}
    </div>
  );
}
