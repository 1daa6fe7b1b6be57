import type { CSSProperties, ReactNode } from "react";
import { type Entrance, useReveal } from "#app/lib/reveal.ts";

type RevealProps = {
  as?: "div" | "section" | "li" | "article";
  /** "rise" fades and slides up, "zoom" fades, scales up and un-rotates, "group" staggers its `revealItem` children. */
  variant?: "rise" | "zoom" | "group";
  /** Share of the element that must be visible before it reveals. */
  threshold?: number;
  /** Seconds. */
  delay?: number;
  /** Seconds. */
  duration?: number;
  /** Play app.css's entrance from first paint (the home hero), at every width or only on wide screens; see app/lib/reveal.ts. */
  entrance?: Entrance;
  className?: string;
  id?: string;
  children: ReactNode;
};

export function Reveal({ as: Tag = "div", variant = "rise", threshold = 0.2, delay, duration, entrance, className, id, children }: RevealProps) {
  const ref = useReveal<HTMLElement>({ threshold, entrance });
  return (
    // The union of intrinsic tags confuses the ref's element type; every one of them is an HTMLElement.
    <Tag ref={ref as never} id={id} data-reveal={variant} data-reveal-entrance={entrance} className={className} style={timing(delay, duration)}>
      {children}
    </Tag>
  );
}

/** Props for one staggered child of a `variant="group"` Reveal. */
export function revealItem(delay: number, duration?: number) {
  return { "data-reveal-item": "", style: timing(delay, duration) };
}

function timing(delay?: number, duration?: number): CSSProperties | undefined {
  if (delay === undefined && duration === undefined) return undefined;
  return {
    ...(delay === undefined ? {} : { "--reveal-delay": `${delay}s` }),
    ...(duration === undefined ? {} : { "--reveal-duration": `${duration}s` }),
  } as CSSProperties;
}
