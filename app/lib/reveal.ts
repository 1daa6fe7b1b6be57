import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

// Scroll-reveal that never hides content without a script to show it again. The server renders everything
// visible; only in the browser, and only for an element that is off screen when the page hydrates (or
// that arrives with a client-side navigation), is the hidden start state set, just before paint. It is
// then revealed once when enough of it scrolls into view. With reduced motion nothing is ever hidden.
//
// An "entrance" element (the home hero) is on screen at load, so it plays a CSS animation from its first
// paint instead (app.css), with or without JavaScript and without waiting for the bundle: "always" at every
// width, "wide" only where the layout puts it in the first screen (1024 px and up), below which it reveals
// on scroll like any other element.

/** Where app.css plays a "wide" entrance; keep in step with its media query. */
const wideEntrance = "(min-width: 1024px)";

export type Entrance = "always" | "wide";

let pageHydrated = false;

/** Called once by the public layout: from then on every newly mounted element animates in. */
export function useMarkPageHydrated() {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}

function motionAllowed(): boolean {
  return typeof window !== "undefined" && "IntersectionObserver" in window && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
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
  /** The element's entrance is app.css's animation from first paint (see above), where it applies. */
  entrance?: Entrance;
};

/**
 * Marks the element `data-reveal-state="hidden"` until `threshold` of it is visible, then `"shown"`, once.
 * The CSS in app.css turns those states into the fade and slide.
 */
export function useReveal<T extends HTMLElement>({ threshold, onHide, onReveal, entrance }: RevealOptions): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callbacks = useRef({ onHide, onReveal });
  useLayoutEffect(() => {
    callbacks.current = { onHide, onReveal };
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed()) return;
    if (entrance === "always" || (entrance === "wide" && window.matchMedia(wideEntrance).matches)) return;
    if (!pageHydrated && isOnScreen(element)) return;

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
