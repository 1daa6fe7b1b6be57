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
