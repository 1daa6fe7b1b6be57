/**
 * The fields every zod schema of the site builds from (schemas.ts, practice-schema.ts), the password and phone rules
 * they and the server's settings share, and zod's settings, which any schema that loads first brings with it.
 * Strings are trimmed first; lengths count the trimmed text. Public pages load this only with their forms' rules.
 */
import { z } from "zod";
import { textMax } from "#app/lib/rules.ts";

// zod otherwise probes `new Function` to pick a faster parser; the pages' CSP forbids eval, and says so in the console.
z.config({ jitless: true });

/**
 * The shortest admin password anywhere: the Security screen's password change, `npm run admin -- set-password` and
 * ADMIN_PASSWORD all set the same password, the one key to every message patients sent, so they share one minimum.
 * 12, the Security screen's (and the README's) figure, rather than the command's old 10: a second factor is optional,
 * and a stolen backup lets anyone guess against the argon2 hash offline, where each extra character multiplies the work.
 */
export const passwordMinLength = 12;

/** The longest password any form or setting takes; argon2 hashes the whole of it. */
export const passwordMaxLength = 200;

/** A phone number has 7 to 15 digits (E.164 allows 15), as people write it or as a `tel:` link dials it. */
export const phoneDigits = { min: 7, max: 15 } as const;

/**
 * A phone number as people write it: "+91 90000 12345": an optional +, then digits with single spaces or dashes between.
 * @internal Exported for its tests; the schemas use it through `phoneNumber`.
 */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?\d(?:[ -]?\d)*$/.test(text)) return false;
  const digits = text.replace(/\D/g, "").length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-IN")} characters`;

/** Text that must be given: blank after trimming is refused as missing. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong(label, max));
}

/** Text that may be left out or blank, and then reads as "". */
export function optionalText(label: string, max = 200) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .default("");
}

/** A phone number as people write it ("+91 90000 12345"); `message` says what is wrong in the form's words. */
export function phoneNumber(label: string, message: string) {
  return requiredText(label, textMax.phone).refine(isPhoneNumber, message);
}

/** The sortable fields of each admin list (API.md "List bodies"); the first is the default. */
export const sortFields = {
  blogs: ["createdAt", "updatedAt", "title", "category", "author", "readers", "featuredOrder"],
  comments: ["createdAt", "name", "email", "blogtitle"],
  contacts: ["createdAt", "name", "email"],
  media: ["createdAt", "title"],
  // An entry's own field is `at`; `createdAt` is what older clients send, and means the same.
  activity: ["at", "createdAt"],
} as const;

export type SortedList = keyof typeof sortFields;
export type SortField<List extends SortedList> = (typeof sortFields)[List][number];

/**
 * `pageno` (from 0) and `pagesize` of every list request, admin and public; lists differ only in the page size they
 * answer when none is asked for.
 */
export function paging(defaultPageSize: number) {
  return z.object({
    pageno: z.coerce
      .number({ error: "Page number must be a whole number" })
      .int("Page number must be a whole number")
      .min(0, "Page number must be 0 or more")
      .max(1_000_000, "Page number is too large")
      .default(0),
    pagesize: z.coerce
      .number({ error: "Page size must be a whole number" })
      .int("Page size must be a whole number")
      .min(1, "Page size must be 1 to 100")
      .max(100, "Page size must be 1 to 100")
      .default(defaultPageSize),
  });
}
