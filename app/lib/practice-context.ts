import { useRouteLoaderData } from "react-router";
import { useLang } from "#app/i18n/catalogue.ts";
import type { Lang } from "#app/i18n/languages.ts";
import { englishProps } from "#app/i18n/latin-text.ts";
import { type DocumentHtml, textBesideData } from "#app/lib/document-html.ts";
import type { LocalizedPractice } from "#app/lib/practice-i18n.ts";
import type { Clinic, Practice } from "#app/lib/practice-schema.ts";

/**
 * The practice fields only some pages show. The root loader leaves them out, so the hydration data of every page
 * carries only what the layout shows; a page that shows more sends, from its own loader, the fields it shows, and
 * hands them to its components as props typed from that loader's data (`Route.ComponentProps`), so a component
 * placed on a page whose loader does not send its fields fails the type check. The doctor and the clinics are in
 * both: the layout's few fields of them at the root (`SitePractice`), the fields a page shows from its loader.
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
  // How to pay and the questions of "Before your visit": the booking form and that page send them.
  "payment",
  "visitQuestions",
  "tagline",
  "region",
  // The back office's reply templates: no page shows them.
  "replyTemplates",
] as const;
type PageField = (typeof pageFields)[number];

/** Of the doctor, the layout shows the name and the registration (footer); pages' titles use the name. */
type SiteDoctor = Pick<Practice["doctor"], "name" | "registration">;
/** Of each clinic, the footer shows the name and the hours. */
type SiteClinic = Pick<Clinic, "id" | "name" | "schedule">;

/**
 * The practice fields the layout (header, footer, menus, crisis line) and the pages' titles use. Of the journal, its
 * title (the journal's pages send the tagline). The footer's brand note is `null` in a document's data: it travels
 * beside it (lib/document-html.ts), as in Hindi and Telugu it cost every page some 400 bytes twice.
 */
export type SitePractice = Omit<LocalizedPractice, PageField | "journal" | "brandNote"> & {
  doctor: SiteDoctor;
  clinics: readonly [SiteClinic, ...SiteClinic[]];
  journal: Pick<LocalizedPractice["journal"], "title">;
  brandNote: string | null;
};

const siteClinic = ({ id, name, schedule }: Clinic): SiteClinic => ({ id, name, schedule });

/** Where the root loader leaves the footer's brand note beside its data. */
export const brandNoteKey = "brand-note";

export function sitePractice(practice: LocalizedPractice, documentHtml: DocumentHtml | null): SitePractice {
  const site: Partial<LocalizedPractice> = { ...practice };
  for (const field of pageFields) delete site[field];
  const { name, registration } = practice.doctor;
  const [first, ...rest] = practice.clinics;
  return {
    ...(site as Omit<LocalizedPractice, PageField>),
    doctor: { name, registration },
    clinics: [siteClinic(first), ...rest.map(siteClinic)],
    journal: { title: practice.journal.title },
    brandNote: textBesideData(documentHtml, brandNoteKey, practice.brandNote),
  };
}

/** The named fields of a record, for a loader that sends only the fields its page shows. */
export function pick<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<T, K>;
}

/** What the root loader hands every page: the public origin, the practice's site fields and the moment of rendering. */
export type RootData = {
  siteUrl: string;
  practice: SitePractice;
  /** Epoch ms on the server when the page was rendered; the browser starts from it so hydration matches. */
  renderedAt: number;
  /** The languages that have pages, English first (issue 28): the published ones of the practice document. */
  languages: readonly Lang[];
  /** The built files of the page's message areas in its language, which the document preloads. */
  messageScripts: readonly string[];
  /**
   * On a page in another language, the practice fields it shows in English for want of a translation, as paths
   * ("services.0.title"); absent when there are none. Components mark them with `useEnglishFields`.
   */
  englishFields?: readonly string[];
};

export type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The practice's site fields from the root loader, for any component under the root. */
export function usePractice(): SitePractice {
  return useRootData().practice;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("usePractice needs the root loader's data");
  return data;
}

/** The attributes of a practice field on a page: `lang="en"` (and left to right on Urdu pages) when it is shown in English. */
export type EnglishFieldProps = { lang?: "en"; dir?: "ltr" };

/**
 * Which practice fields a page in `lang` shows in English for want of a translation (`fallbacks`, the root loader's
 * `englishFields`), as the attributes to spread on the element that shows each: for screen readers' pronunciation,
 * for search engines, and so that English reads left to right on an Urdu page. Nothing on English pages.
 * Components use `useEnglishFields`; a loader that builds a list's HTML (lib/document-html.ts) calls this with
 * `localizedPractice`'s list.
 */
export function englishFields(fallbacks: readonly string[] | undefined, lang: Lang): (path: string) => EnglishFieldProps {
  const english = englishProps(lang);
  return (path) => (fallbacks?.includes(path) ? english : {});
}

/**
 * `englishFields` for the page being shown. The paths are the practice document's, as decision 31 names them:
 *
 *     const english = useEnglishFields();
 *     <h3 {...english(`services.${index}.title`)}>{service.title}</h3>
 */
export function useEnglishFields(): (path: string) => EnglishFieldProps {
  return englishFields(useRootData().englishFields, useLang());
}

/** The practice's site fields inside a `meta` function, which receives the matches rather than hooks. */
export function practiceOf(matches: readonly MatchLike[]): SitePractice {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) throw new Error("practiceOf needs the root loader's data");
  return root.practice;
}
