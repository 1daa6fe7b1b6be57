import { useLoaderData, useRouteLoaderData } from "react-router";
import type { Clinic, Practice } from "#app/lib/practice-schema.ts";

/**
 * The practice fields only some pages show. The root loader leaves them out, so the hydration data of every page
 * carries only what the layout shows; a page that shows more sends it from its own loader (`pagePractice`) and reads
 * it with `usePagePractice`. The doctor and the clinics are in both: the layout's few fields of them at the root
 * (`SitePractice`), the whole records from the pages that show them (home, about, booking, services, contact).
 */
const pageFields = [
  "services",
  "reasons",
  "testimonials",
  "employment",
  "education",
  "memberships",
  "research",
  "ratings",
  "privacy",
  "doctor",
  "clinics",
  "online",
  "tagline",
  "region",
] as const;
export type PageField = (typeof pageFields)[number];

/** Of the doctor, the layout shows the name and the registration (footer); pages' titles use the name. */
type SiteDoctor = Pick<Practice["doctor"], "name" | "registration">;
/** Of each clinic, the footer shows the name and the hours. */
type SiteClinic = Pick<Clinic, "id" | "name" | "schedule">;

/** The practice fields the layout (header, footer, menus, crisis line) and the pages' titles use. */
export type SitePractice = Omit<Practice, PageField> & { doctor: SiteDoctor; clinics: readonly [SiteClinic, ...SiteClinic[]] };

const siteClinic = ({ id, name, schedule }: Clinic): SiteClinic => ({ id, name, schedule });

export function sitePractice(practice: Practice): SitePractice {
  const site: Partial<Practice> = { ...practice };
  for (const field of pageFields) delete site[field];
  const { name, registration } = practice.doctor;
  const [first, ...rest] = practice.clinics;
  return { ...(site as Omit<Practice, PageField>), doctor: { name, registration }, clinics: [siteClinic(first), ...rest.map(siteClinic)] };
}

/** The site fields with a page's own, which replace the site's few fields of the doctor and the clinics. */
export type PagePractice<K extends PageField> = Omit<SitePractice, K> & Pick<Practice, K>;

/** What a page's loader adds to the site's fields, under `practice` in its data. */
export function pagePractice<K extends PageField>(practice: Practice, fields: readonly K[]): { practice: Pick<Practice, K> } {
  return { practice: Object.fromEntries(fields.map((field) => [field, practice[field]])) as Pick<Practice, K> };
}

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
export function usePagePractice<K extends PageField>(): PagePractice<K> {
  const page = useLoaderData() as { practice?: Pick<Practice, K> } | undefined;
  if (!page?.practice) throw new Error("usePagePractice needs the page loader's practice fields");
  return { ...usePractice(), ...page.practice };
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("usePractice needs the root loader's data");
  return data;
}

/** The site fields with the page loader's, inside a `meta` function; undefined when the page's loader failed. */
export function pagePracticeOf<K extends PageField>(
  matches: readonly MatchLike[],
  loaderData: { practice: Pick<Practice, K> } | undefined,
): PagePractice<K> | undefined {
  return loaderData ? { ...practiceOf(matches), ...loaderData.practice } : undefined;
}

/** The practice's site fields inside a `meta` function, which receives the matches rather than hooks. */
export function practiceOf(matches: readonly MatchLike[]): SitePractice {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) throw new Error("practiceOf needs the root loader's data");
  return root.practice;
}
