import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { publishedBlogs } from "../journal/journal-data.ts";
import { gotoHydrated } from "./hydrated.ts";

// A cached page is the same bytes for every visitor, so its inline scripts are allowed by hash, not nonce.
test("cached pages keep the CSP enforced with zero violations, and hydrate", async ({ page, request }) => {
  const [blog] = await publishedBlogs(request);
  const paths = ["/", "/blogs", `/blogs/${blog!._id}`, "/media", "/contact-me"];

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  for (const path of paths) {
    // Two views from elsewhere first: the browser then gets the page from the cache.
    const first = await request.get(path);
    const second = await request.get(path);
    expect(second.headers().etag, path).toBe(first.headers().etag);

    const response = await gotoHydrated(page, path);
    const headers = response!.headers();
    expect(headers.etag, path).toBe(second.headers().etag);
    const scriptSources = /script-src ([^;]*)/.exec(headers["content-security-policy"]!)![1]!;
    expect(scriptSources, path).toMatch(/'sha256-/);
    expect(scriptSources, path).not.toMatch(/'unsafe-inline'|'nonce-/);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }

  // Hydrated: the article's read count arrives from the API, and links navigate without a reload.
  await gotoHydrated(page, `/blogs/${blog!._id}`);
  await expect(page.getByText(/\d+ reads?$/)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page
    .getByRole("link", { name: /Wellness Journal/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blogs$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByText(/Read Count: \d/).first()).toBeVisible();

  expect(consoleErrors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});
