import { useLoaderData, useRouteLoaderData } from "react-router";
import type { Practice } from "#app/lib/practice-schema.ts";

/**
 * The practice fields only some pages show. The root loader leaves them out, so the hydration data of every page
 * does not carry the services, reasons, testimonials and biography; a page that shows some sends them from its
 * own loader (`pagePractice`) and reads them with `usePagePractice`.
 */
const pageFields = ["services", "reasons", "testimonials", "employment", "education", "memberships", "research", "ratings", "privacy"] as const;
export type PageField = (typeof pageFields)[number];

/** The practice fields the layout (header, footer, menus, crisis line) and the pages' titles use. */
export type SitePractice = Omit<Practice, PageField>;

export function sitePractice(practice: Practice): SitePractice {
  const site: Partial<Practice> = { ...practice };
  for (const field of pageFields) delete site[field];
  return site as SitePractice;
}

/** What a page's loader adds to the site's fields, under `practice` in its data. */
export function pagePractice<K extends PageField>(practice: Practice, fields: readonly K[]): { practice: Pick<Practice, K> } {
  return { practice: Object.fromEntries(fields.map((field) => [field, practice[field]])) as Pick<Practice, K> };
}

/** The services' names, for the pages whose JSON-LD lists them without showing the services. */
export const serviceNamesOf = (practice: Practice) => practice.services.map((service) => service.title);

/** What the root loader hands every page: the public origin, the practice's site fields and the moment of rendering. */
export type RootData = {
  siteUrl: string;
  practice: SitePractice;
  /** Epoch ms on the server when the page was rendered; the browser starts from it so hydration matches. */
  renderedAt: number;
};

export type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The practice's site fields from the root loader, for any component under the root. */
export function usePractice(): SitePractice {
  return useRootData().practice;
}

/** The site fields with the page fields the current page's loader sent (`pagePractice`). */
export function usePagePractice<K extends PageField>(): SitePractice & Pick<Practice, K> {
  const page = useLoaderData() as { practice?: Pick<Practice, K> } | undefined;
  if (!page?.practice) throw new Error("usePagePractice needs the page loader's practice fields");
  return { ...usePractice(), ...page.practice };
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("usePractice needs the root loader's data");
  return data;
}

/** The practice's site fields inside a `meta` function, which receives the matches rather than hooks. */
export function practiceOf(matches: readonly MatchLike[]): SitePractice {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) throw new Error("practiceOf needs the root loader's data");
  return root.practice;
}
