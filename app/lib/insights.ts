// What the pages report for the visit insights (issue 19) and what the server accepts: shared by both sides.
import { z } from "zod";
import { languageOfPath, pathIn } from "#app/i18n/languages.ts";

/** The goals a page may report; anything else is refused. */
const goalNames = ["whatsapp_tap", "call_tap", "directions_tap", "contact_sent", "comment_sent", "not_found", "payment_shown", "upi_copied"] as const;
export type GoalName = (typeof goalNames)[number];

/** The largest beacon body the server reads (413 beyond). */
export const beaconMaxBytes = 2048;

/** The public pages whose views are counted, by their English paths; the admin, resources and unknown paths are not. */
const publicPaths = [
  /^\/$/,
  /^\/(why-choose-us|about-me|book-an-appointment|blogs|our-services|media|contact-me|privacy|self-check|before-your-visit|accessibility)$/,
  /^\/blogs\/[a-z0-9-]{1,80}$/,
];

/**
 * The path as counted: no query, no fragment, no trailing slash, in its language as the site writes it (`/hi/about-me`,
 * the home pages `/` and `/hi/`), so the views add up per page and per language; null when it is no public page.
 */
export function countedPath(path: string): string | null {
  const plain = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, "$1");
  if (plain.length > 200) return null;
  const english = pathIn("en", plain);
  return publicPaths.some((pattern) => pattern.test(english)) ? pathIn(languageOfPath(plain), english) : null;
}

const pathField = z.string().min(1).max(500);
const shortText = z.string().max(100);

export const pageviewBody = z.object({ path: pathField, referrer: z.string().max(500).optional() });

export const goalBody = z.object({
  name: z.enum(goalNames, { error: `The goal must be one of: ${goalNames.join(", ")}` }),
  path: pathField,
  props: z.object({ clinic: shortText.optional(), day: shortText.optional() }).optional(),
});

/** A metric the browser did not report stays absent; the values are bounded so a script cannot skew the percentiles. */
export const vitalsBody = z.object({
  path: pathField,
  lcp: z.number().min(0).max(120_000).optional(),
  inp: z.number().min(0).max(120_000).optional(),
  cls: z.number().min(0).max(100).optional(),
});

const indiaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD");

/** The longest range the Insights screen asks for at once. */
const maxInsightDays = 366;

export const insightsQuery = z
  .object({ from: indiaDate, to: indiaDate })
  .refine((range) => range.from <= range.to, { message: "The start must not be after the end", path: ["from"] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < maxInsightDays, {
    message: `At most ${maxInsightDays} days at once`,
    path: ["to"],
  });

/** Google's thresholds for "good" and "poor" at the 75th percentile. */
export const vitalThresholds = { lcp: [2500, 4000], inp: [200, 500], cls: [0.1, 0.25] } as const;

export function vitalRating(metric: keyof typeof vitalThresholds, value: number | null): "good" | "needs-improvement" | "poor" | null {
  if (value === null) return null;
  const [good, poor] = vitalThresholds[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}
