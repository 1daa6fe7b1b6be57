import { type RefObject, useEffect, useState } from "react";

/**
 * Marks what the floating buttons must never cover: spread on the footer and on the booking confirmation (its
 * "Add to calendar" button). On a phone the buttons sit over the content's right edge, so a card or a line of text
 * that scrolls under them would be unreadable or out of reach; they step aside instead.
 */
export const keepClear = { "data-keep-clear": "" } as const;

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether an element marked `keepClear` is under the given fixed element now. Checked once a frame at most, on
 * scrolling, on resizing, and when the page's height changes, which is how a confirmation appearing shows itself.
 */
export function useOverKeepClear(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const fixed = ref.current;
    if (!fixed) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = fixed.getBoundingClientRect();
      setOver([...document.querySelectorAll("[data-keep-clear]")].some((element) => overlap(box, element.getBoundingClientRect())));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref]);
  return over;
}
