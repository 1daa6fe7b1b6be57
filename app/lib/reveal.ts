import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

// Scroll-reveal that never hides content without a script to show it again. The server renders everything
// visible; only in the browser, and only for an element that is off screen when the page hydrates (or
// that arrives with a client-side navigation), is the hidden start state set, just before paint. It is
// then revealed once when enough of it scrolls into view. With reduced motion nothing is ever hidden.
//
// An "entrance" element (the home hero) also plays on a first visit, although it is on screen at load.
// For that, `entranceScript` runs in the document head before first paint and marks the document
// `data-entrance="pending"`; app.css hides entrance elements only under that mark, and the reveal below
// takes them over at hydration. Without JavaScript or with reduced motion the mark is never set; if the
// bundle has not hydrated within `entranceFallbackMs` the script lifts the mark, so the hero is shown still.

/** How long the head script lets the hero wait for hydration before showing it without the entrance. */
const entranceFallbackMs = 3000;

/** Inline, nonce'd in the root layout's head; plain ES5 so it runs wherever the page can be read. */
export const entranceScript = `(function(){var d=document.documentElement;if(!("IntersectionObserver"in window)||!window.matchMedia||!window.matchMedia("(prefers-reduced-motion: no-preference)").matches)return;d.setAttribute("data-entrance","pending");setTimeout(function(){d.removeAttribute("data-entrance")},${entranceFallbackMs})})();`;

function entrancePending(): boolean {
  return document.documentElement.dataset.entrance === "pending";
}

let pageHydrated = false;

/** Called once by the public layout: from then on every newly mounted element animates in. */
export function useMarkPageHydrated() {
  useEffect(() => {
    pageHydrated = true;
    // Entrance elements have taken over their hidden state in their layout effects, which ran before this.
    delete document.documentElement.dataset.entrance;
  }, []);
}

export function motionAllowed(): boolean {
  return (
    typeof window !== "undefined" &&
    "IntersectionObserver" in window &&
    !window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

function isOnScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

/** Enough of the element shows: `threshold` of it, or `threshold` of the viewport for an element taller than the screen. */
function showsEnough(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRatio >= threshold - 0.001 || entry.intersectionRect.height >= viewport * threshold;
}

export type RevealOptions = {
  /** Share of the element (0-1) that must be visible. */
  threshold: number;
  /** The element is being hidden for its entrance (e.g. reset a counter to 0). */
  onHide?: () => void;
  /** The element has come into view. */
  onReveal?: () => void;
  /** Also play on the first load, when the element is on screen from the start (see `entranceScript`). */
  entrance?: boolean;
};

/**
 * Marks the element `data-reveal-state="hidden"` until `threshold` of it is visible, then `"shown"`, once.
 * The CSS in app.css turns those states into the fade and slide.
 */
export function useReveal<T extends HTMLElement>({ threshold, onHide, onReveal, entrance = false }: RevealOptions): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callbacks = useRef({ onHide, onReveal });
  useLayoutEffect(() => {
    callbacks.current = { onHide, onReveal };
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed()) return;
    if (!pageHydrated && !(entrance && entrancePending()) && isOnScreen(element)) return;

    element.dataset.revealState = "hidden";
    callbacks.current.onHide?.();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => showsEnough(entry, threshold))) return;
        observer.disconnect();
        element.dataset.revealState = "shown";
        callbacks.current.onReveal?.();
      },
      { threshold: [0, 0.1, 0.2, threshold, 1].filter((value, index, all) => all.indexOf(value) === index) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, entrance]);

  return ref;
}
