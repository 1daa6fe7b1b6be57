import type { Locator, Page } from "@playwright/test";

/**
 * Whether the floating chat and booking buttons are shown over any part of the target. They step aside a frame after
 * a scroll, so callers poll it (`expect.poll`).
 */
export async function floatingButtonsCover(page: Page, target: Locator): Promise<boolean> {
  const floating = page.getByTestId("floating-actions");
  if (!(await floating.isVisible())) return false;
  const [buttons, box] = [await floating.boundingBox(), await target.boundingBox()];
  if (!buttons || !box) return false;
  return buttons.x < box.x + box.width && box.x < buttons.x + buttons.width && buttons.y < box.y + box.height && box.y < buttons.y + buttons.height;
}

export type ScrollPlace = "top" | "half-way" | "end";

/**
 * Scrolls the page to `place`, lets the buttons settle for two frames, and answers the visible text they are shown over
 * then, each as its element's tag and first words. Every text node of the page is measured, line by line, independently
 * of how the buttons decide to step aside. A button half faded out still counts as shown, and text a screen reader alone
 * reads (`sr-only`, 1 px) does not count as visible. Scrolling again is harmless, so callers poll it (`expect.poll`).
 */
export function textUnderFloatingButtons(page: Page, place: ScrollPlace): Promise<string[]> {
  return page.evaluate(async (to) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, to === "top" ? 0 : to === "end" ? end : end / 2);
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const floating = document.querySelector<HTMLElement>("[data-testid=floating-actions]");
    if (!floating?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
    const buttons = floating.getBoundingClientRect();
    const under = (box: DOMRect) =>
      box.width > 0 && box.left < buttons.right && buttons.left < box.right && box.top < buttons.bottom && buttons.top < box.bottom;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || floating.contains(parent)) continue;
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some(under)) continue;
      const own = parent.getBoundingClientRect();
      if (own.width < 2 || own.height < 2 || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      covered.push(`<${parent.localName}> ${node.textContent.trim().slice(0, 40)}`);
    }
    return covered;
  }, place);
}
