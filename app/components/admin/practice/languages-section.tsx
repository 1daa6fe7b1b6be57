import { useEffect, useId, useState } from "react";
import { languageFacts } from "#app/i18n/languages.ts";
import { fieldConstraint } from "#app/lib/admin/field-constraints.ts";
import { pathKey } from "#app/lib/admin/practice-draft.ts";
import { type TranslatedLang, translatedLanguages } from "#app/i18n/languages.ts";
import { englishAt, translatablePaths, untranslatedPaths } from "#app/lib/practice-i18n.ts";
import { practiceSchema } from "#app/lib/practice-document.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { Switch } from "#app/components/admin/switch.tsx";
import { fieldErrorClass, fieldHintClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { FieldError } from "#app/components/admin/field-error.tsx";

/** The back office is in English: each language by its English name, with its own beside it. */
const englishNames: Record<TranslatedLang, string> = { hi: "Hindi", te: "Telugu", ur: "Urdu" };

/** What a field is called, part by part ("services.0.details.2" → "Service 1 · Detail 3"); "" leaves a part out. */
const partNames: Record<string, string> = {
  siteName: "Site name",
  tagline: "Tagline",
  brandNote: "Brand note",
  languages: "Language of consultation",
  doctor: "Doctor",
  specialty: "Specialty",
  description: "Introduction paragraph",
  ctaText: "Button text",
  altText: "Portrait description",
  aboutTitle: "About title",
  aboutHeading: "About heading",
  aboutIntro: "About introduction",
  clinics: "Clinic",
  summary: "Summary",
  feeText: "Fee",
  durationText: "Appointment length",
  online: "Video consultations",
  services: "Service",
  title: "Title",
  details: "Detail",
  reasons: "Reason",
  text: "Text",
  ratings: "Rating",
  platform: "Platform",
  employment: "",
  current: "Current position",
  past: "Past position",
  duration: "Years",
  memberships: "Membership",
  role: "Role",
  testimonials: "Testimonial",
  context: "Context",
  journal: "Journal",
  crisis: "Crisis line",
  helplineHours: "When it answers",
  privacy: "Privacy notice",
  grievanceOfficer: "Grievance officer",
  name: "Name",
};

function fieldLabel(path: string): string {
  const parts: string[] = [];
  for (const key of path.split(".")) {
    if (/^\d+$/.test(key)) parts[parts.length - 1] += ` ${Number(key) + 1}`;
    else if (partNames[key] !== "") parts.push(partNames[key] ?? key);
  }
  return parts.join(" · ");
}

/** The Practice screen's groups of fields, by the first part of their path. */
const groupOf: Record<string, string> = {
  siteName: "Site and doctor",
  tagline: "Site and doctor",
  brandNote: "Site and doctor",
  languages: "Site and doctor",
  doctor: "Site and doctor",
  clinics: "Clinics and fees",
  online: "Clinics and fees",
  services: "Services",
  reasons: "Reasons",
  ratings: "Ratings",
  employment: "Positions and memberships",
  memberships: "Positions and memberships",
  testimonials: "Testimonials",
  journal: "Journal",
  crisis: "Crisis line and privacy notice",
  privacy: "Crisis line and privacy notice",
};

function groupsOf(paths: readonly string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const group = groupOf[path.split(".")[0]!] ?? "Other";
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  return [...groups];
}

const numberPart = /^\d+$/;
const schemaPath = (path: string) => path.split(".").map((key) => (numberPart.test(key) ? Number(key) : key));

/**
 * The practice's texts in Hindi, Telugu and Urdu (decision 31): per language whether it has pages yet, how many fields
 * still show in English, and each field's text beside its English.
 */
export function LanguagesSection() {
  const { draft } = usePracticeForm();
  const paths = translatablePaths(draft);
  return (
    <>
      <p className={fieldHintClass}>
        A field left empty shows its English text on that language's pages. A language has pages, a place in the language menu and search-engine links only
        while it is published.
      </p>
      {translatedLanguages.map((lang) => (
        <LanguagePanel key={lang} lang={lang} paths={paths} />
      ))}
    </>
  );
}

function LanguagePanel({ lang, paths }: { lang: TranslatedLang; paths: string[] }) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const id = useId();
  const translation = draft.translations?.[lang] ?? { published: false, texts: {} };
  const untranslated = untranslatedPaths(draft, lang).length;
  const errorPrefix = `translations.${lang}.`;
  const hasErrors = Object.keys(errors).some((key) => key.startsWith(errorPrefix));
  const [open, setOpen] = useState(false);
  // A refused save opens the language whose text it names.
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);

  function withLanguage(next: Partial<typeof translation>) {
    set(["translations"], { ...draft.translations, [lang]: { ...translation, ...next } });
  }

  function setText(path: string, text: string) {
    if (text === "") {
      const { [path]: _cleared, ...texts } = translation.texts;
      withLanguage({ texts });
      return;
    }
    if (!draft.translations?.[lang]) withLanguage({});
    // Through the field's own path, so that its message goes as it is fixed.
    set(["translations", lang, "texts", path], text);
  }

  const name = englishNames[lang];
  const facts = languageFacts[lang];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-sand-200 bg-sand-50 p-3 sm:p-4" data-language={lang}>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h3 id={`${id}-title`} className="font-sans text-lg font-semibold">
          {name}{" "}
          <span lang={facts.tag} dir={facts.dir} className="font-normal text-ink-700">
            {facts.name}
          </span>
        </h3>
        <Switch checked={translation.published} label="Published" context={name} busy={disabled} onChange={(published) => withLanguage({ published })} />
      </div>
      <p className="mt-1 text-ink-700" data-untranslated={untranslated}>
        {untranslated === 0
          ? `All ${paths.length} fields translated.`
          : `${untranslated} of ${paths.length} ${paths.length === 1 ? "field" : "fields"} untranslated: shown in English.`}
      </p>
      <details className="mt-3" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-accent-700 underline">Edit the {name} texts</summary>
        {open ? (
          <div className="mt-3 space-y-6">
            {groupsOf(paths).map(([group, groupPaths]) => (
              <fieldset key={group} className="space-y-4">
                <legend className="mb-2 font-semibold">{group}</legend>
                {groupPaths.map((path) => (
                  <TranslationField
                    key={path}
                    draft={draft}
                    lang={lang}
                    path={path}
                    text={translation.texts[path] ?? ""}
                    error={errors[pathKey(["translations", lang, "texts", path])]}
                    disabled={disabled}
                    onChange={(text) => setText(path, text)}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        ) : null}
      </details>
    </section>
  );
}

type TranslationFieldProps = {
  draft: Practice;
  lang: TranslatedLang;
  path: string;
  text: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
};

/** An English text this short gets a one-line box: a fee, a title, a list entry. */
const shortText = 40;

/** One field: its English as the reference, and the box for the language, written in its script and direction. */
function TranslationField({ draft, lang, path, text, error, disabled, onChange }: TranslationFieldProps) {
  const id = useId();
  const english = englishAt(draft, path);
  const { maxLength } = fieldConstraint(practiceSchema, schemaPath(path));
  const facts = languageFacts[lang];
  const shared = {
    id,
    value: text,
    lang: facts.tag,
    dir: facts.dir,
    maxLength,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [`${id}-english`, text === "" ? `${id}-untranslated` : "", error ? `${id}-error` : ""].filter(Boolean).join(" "),
    className: inputClass,
  };
  return (
    <div data-path={path}>
      <label htmlFor={id} className={fieldLabelClass}>
        {fieldLabel(path)}
      </label>
      <div className="mt-1 grid gap-2 md:grid-cols-2 md:items-start md:gap-4">
        <p id={`${id}-english`} className="mt-1 rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-ink-700">
          <span className="block text-sm font-medium text-ink-500">English</span>
          <span lang="en" dir="ltr">
            {english}
          </span>
        </p>
        {english.length > shortText ? (
          <textarea {...shared} rows={Math.min(8, Math.ceil(english.length / 50))} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
        )}
      </div>
      {text === "" ? (
        <p id={`${id}-untranslated`} className={`${fieldHintClass} md:text-end`}>
          Not translated: the page shows the English.
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} className={fieldErrorClass} />
    </div>
  );
}
