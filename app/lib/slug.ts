import anyAscii from "any-ascii";
import { isId } from "./rules.ts";

/** A post's address after `/blogs/`: lower-case letters, digits and single hyphens, 1 to 80 characters. */
export const slugMaxLength = 80;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words the public post call uses after its path (`readers`, `search`: app/contract/public.ts): a post there could not be read by its address. */
const reservedSlugs = new Set(["readers", "search"]);

/** Why `text` cannot be a post's address, or null when it can. */
export function slugProblem(text: string): string | null {
  if (text.length === 0) return "Enter an address";
  if (text.length > slugMaxLength) return `The address must be at most ${slugMaxLength} characters`;
  if (!slugPattern.test(text)) return "Use only lower-case letters, digits and single hyphens between them";
  // An address that looks like a post's id would be read as that id.
  if (isId(text)) return "This address looks like a post's id; add a word to it";
  if (reservedSlugs.has(text)) return "This address is used by the site itself; add a word to it";
  return null;
}

/**
 * The address suggested for a title, transliterated from any script ("अवसाद के लक्षण" → "avsad-ke-lksn") and cut
 * at a word boundary; "post" when nothing of the title survives (emoji only).
 */
export function slugFromTitle(title: string): string {
  const words = anyAscii(title.normalize("NFC"))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let slug = words;
  if (slug.length > slugMaxLength) {
    const cut = slug.slice(0, slugMaxLength + 1);
    const boundary = cut.lastIndexOf("-");
    slug = boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, slugMaxLength);
  }
  if (slug === "") return "post";
  if (isId(slug) || reservedSlugs.has(slug)) return `post-${slug}`.slice(0, slugMaxLength);
  return slug;
}

/** `slug` with `-n` appended, still within the length limit. */
export function numberedSlug(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${slug.slice(0, slugMaxLength - suffix.length).replace(/-+$/, "")}${suffix}`;
}
