import { type RefObject, useEffect, useState } from "react";

/**
 * Marks a whole block the floating buttons must never cover, its gaps included: spread on the footer's content and
 * on the booking confirmation (its "Add to calendar" button). Elsewhere they step aside from text and icon-only
 * controls alone (`readableUnder`).
 */
export const keepClear = { "data-keep-clear": "" } as const;

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const controls = "a, button, input, select, textarea, summary, [role=button]";

/**
 * Whether something a person reads or presses lies under `box`: a line of visible text, or a control with neither text
 * nor a picture (an icon's link, which a picture's link is not: it can be pressed around the buttons). Only the
 * branches whose box meets `box` are walked, so a check reads a few dozen boxes, not the page. An element without a box
 * (`display: contents`) is walked through; one of a pixel or two is a screen reader's text.
 */
function readableUnder(box: DOMRect, root: Element, own: Element, range: Range): boolean {
  for (const child of root.children) {
    if (child === own) continue;
    const rect = child.getBoundingClientRect();
    const sized = rect.width > 0 || rect.height > 0;
    if (sized && (!overlap(box, rect) || rect.width < 2 || rect.height < 2)) continue;
    // Text still to fade in (a reveal on scroll) is counted: it is there to be read a moment later.
    if (sized && !child.checkVisibility({ visibilityProperty: true })) continue;
    if (child.matches(controls) && !child.textContent?.trim() && !child.querySelector("img")) return true;
    for (const node of child.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) if (overlap(box, line)) return true;
    }
    if (readableUnder(box, child, own, range)) return true;
  }
  return false;
}

/**
 * Whether text, an icon's control or an element marked `keepClear` is under the given fixed element now. Checked once
 * a frame at most, on scrolling, on resizing, when the page's height changes (a confirmation appearing, comments
 * loading), when a transition or an animation ends (a reveal's slide) and when a font arrives (the lines wrap anew).
 * Until the first check, on the server and before the scripts run, it answers "over": the buttons appear only where
 * they are known to cover nothing.
 */
export function useOverKeepClear(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(true);
  useEffect(() => {
    const fixed = ref.current;
    if (!fixed) return;
    const range = document.createRange();
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = fixed.getBoundingClientRect();
      const marked = [...document.querySelectorAll("[data-keep-clear]")].some((element) => overlap(box, element.getBoundingClientRect()));
      setOver(marked || readableUnder(box, document.body, fixed, range));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("transitionend", schedule);
    document.addEventListener("animationend", schedule);
    document.fonts.addEventListener("loadingdone", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("transitionend", schedule);
      document.removeEventListener("animationend", schedule);
      document.fonts.removeEventListener("loadingdone", schedule);
    };
  }, [ref]);
  return over;
}
