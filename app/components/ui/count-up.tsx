import { useEffect, useRef, useState } from "react";
import { useReveal } from "#app/lib/reveal.ts";

type CountUpProps = { target: number; durationMs?: number; threshold?: number; className?: string };

/**
 * Shows `target+`. In the browser, when it starts off screen, it drops to 0 and counts up to the target
 * over `durationMs` once `threshold` of it is visible, then shows `target+` again.
 */
export function CountUp({ target, durationMs = 1500, threshold = 0.5, className }: CountUpProps) {
  const [shown, setShown] = useState<number | null>(null);
  const frame = useRef(0);

  const ref = useReveal<HTMLSpanElement>({
    threshold,
    onHide: () => setShown(0),
    onReveal: () => {
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs);
        if (progress < 1) {
          setShown(Math.round(target * progress));
          frame.current = requestAnimationFrame(step);
        } else {
          setShown(null);
        }
      };
      frame.current = requestAnimationFrame(step);
    },
  });

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return (
    <span ref={ref} className={className}>
      {shown === null ? `${target}+` : shown}
    </span>
  );
}
