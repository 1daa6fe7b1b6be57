// The numbered pages of a public list (/blogs, /media, an article's comments): `?page=2`, links that work without
// JavaScript, and 404 for a number that names no page. A made-up page number is not a page: a redirect instead
// would tell search engines that every number is one.
import { data } from "react-router";

const pageNotFound = () => data("Page not found", { status: 404 });

/** The page a query parameter names: 1 without it; anything but a whole number from 1 names no page (404). */
export function pageNumberOf(url: URL, name: string): number {
  const value = url.searchParams.get(name);
  if (value === null) return 1;
  if (!/^[1-9]\d{0,6}$/.test(value)) throw pageNotFound();
  return Number(value);
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 404 for a page past the list's last one (page 1 of an empty list exists: it says the list is empty). */
export function assertPageInRange(page: number, total: number, pageSize: number) {
  if (page > pageCountOf(total, pageSize)) throw pageNotFound();
}

/**
 * An article shows its newest 50 comments; 'More comments' (`?comments=2`) the 50 before them, and so on. The
 * e-mail about a doctor's reply links to the page its comment is on.
 */
export const commentsPageSize = 50;

/** The address of a page of a list at `path`; page 1 is the list's own address, its canonical one. */
export function pageHref(path: string, name: string, page: number, hash = ""): string {
  return `${page === 1 ? path : `${path}?${name}=${page}`}${hash}`;
}

/** `<link rel="prev">` and `<link rel="next">` of a page, as meta descriptors. */
export function pageLinks(siteUrl: string, path: string, name: string, page: number, pages: number) {
  const href = (to: number) => new URL(pageHref(path, name, to), `${siteUrl}/`).toString();
  return [
    ...(page > 1 ? [{ tagName: "link" as const, rel: "prev", href: href(page - 1) }] : []),
    ...(page < pages ? [{ tagName: "link" as const, rel: "next", href: href(page + 1) }] : []),
  ];
}
