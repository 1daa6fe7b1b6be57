import { useState } from "react";
import { Switch } from "#app/components/admin/switch.tsx";
import { ListEditor } from "#app/components/admin/practice/list-editor.tsx";
import { PracticeNumber, PracticePhone, PracticeText, usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { languageFacts, translatedLanguages } from "#app/i18n/languages.ts";
import type { Path } from "#app/lib/admin/practice-draft.ts";
import type { ReplyTemplate } from "#app/lib/practice-schema.ts";

const grid = "grid gap-5 md:grid-cols-2";
const helplineHint = "As people dial it, e.g. 14416 or 1-800-891-4416.";

/** The crisis line shown near every form, on every post and on the not-found page. */
export function CrisisSection() {
  return (
    <div className={grid}>
      <PracticeText path={["crisis", "helplineName"]} label="Helpline name" hint="e.g. Tele-MANAS" />
      <PracticeText path={["crisis", "helplineHours"]} label="When it answers" hint="e.g. free, 24×7" />
      <PracticePhone path={["crisis", "helpline", "display"]} hrefPath={["crisis", "helpline", "href"]} label="Helpline number" hint={helplineHint} />
      <PracticePhone
        path={["crisis", "helplineAlt", "display"]}
        hrefPath={["crisis", "helplineAlt", "href"]}
        label="Second helpline number"
        hint={helplineHint}
      />
      <PracticePhone path={["crisis", "emergency", "display"]} hrefPath={["crisis", "emergency", "href"]} label="Emergency number" hint="e.g. 112" />
    </div>
  );
}

/** The facts of the privacy notice at /privacy: who controls the data, where requests go, the grievance officer. */
export function PrivacySection() {
  return (
    <>
      <fieldset className={grid}>
        <legend className="mb-2 font-semibold">Data controller</legend>
        <PracticeText path={["privacy", "controller", "name"]} label="Controller's name" />
        <PracticeText path={["privacy", "controller", "address"]} label="Controller's address" rows={2} />
      </fieldset>
      <div className={grid}>
        <PracticeText path={["privacy", "requestsEmail"]} label="E-mail for privacy requests" />
        <PracticeNumber path={["privacy", "answerWithinDays"]} label="Days to answer a request" hint="1 to 90." />
      </div>
      <fieldset className={grid}>
        <legend className="mb-2 font-semibold">Grievance officer</legend>
        <PracticeText path={["privacy", "grievanceOfficer", "name"]} label="Grievance officer's name" />
        <PracticeText path={["privacy", "grievanceOfficer", "email"]} label="Grievance officer's e-mail" />
        <PracticePhone
          path={["privacy", "grievanceOfficer", "phone", "display"]}
          hrefPath={["privacy", "grievanceOfficer", "phone", "href"]}
          label="Grievance officer's phone"
        />
      </fieldset>
      <PracticeText path={["privacy", "updated"]} label="Notice last updated" hint="YYYY-MM-DD, e.g. 2026-11-23." />
    </>
  );
}

/**
 * Ready answers for the Comments screen's reply box: general information, an invitation to book, the crisis line. Each
 * in English and, below it, in Hindi, Telugu and Urdu, written in their script and direction; the reply box offers the
 * language of the comment's post first.
 */
export function ReplyTemplatesSection() {
  const { set, disabled } = usePracticeForm();
  return (
    <ListEditor<ReplyTemplate>
      path={["replyTemplates"]}
      legend="Reply templates"
      noun="template"
      itemTitle={(template) => template.title}
      create={() => ({ title: "", text: "", texts: { hi: "", te: "", ur: "" }, forUrgent: false })}
    >
      {(path, template) => (
        <>
          <PracticeText path={[...path, "title"]} label="Title" hint="What the button in the reply box says." />
          <PracticeText
            path={[...path, "text"]}
            label="English text"
            rows={5}
            hint="Plain text; a blank line starts a paragraph. Paths such as /book-an-appointment become links, and phone numbers tap to call."
          />
          <TemplateLanguages path={path} template={template} />
          <div className={disabled ? "pointer-events-none opacity-60" : ""}>
            <Switch checked={template.forUrgent} label="Offer first for urgent comments" onChange={(next) => set([...path, "forUrgent"], next)} />
          </div>
        </>
      )}
    </ListEditor>
  );
}

/**
 * A template's Hindi, Telugu and Urdu texts, folded away once all three are written; open while one is blank, until
 * the doctor folds it.
 */
function TemplateLanguages({ path, template }: { path: Path; template: ReplyTemplate }) {
  const blank = translatedLanguages.filter((lang) => template.texts[lang] === "").map((lang) => languageNames[lang]);
  const [open, setOpen] = useState(blank.length > 0);
  return (
    <details className="rounded-xl border border-sand-200 p-3" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-accent-700 underline">
        Hindi, Telugu and Urdu: {blank.length === 0 ? "all written" : `${blank.join(", ")} not written yet`}
      </summary>
      <div className="mt-2 space-y-4">
        {translatedLanguages.map((lang) => (
          <PracticeText
            key={lang}
            path={[...path, "texts", lang]}
            label={`${languageNames[lang]} text`}
            rows={5}
            lang={languageFacts[lang].tag}
            dir={languageFacts[lang].dir}
            hint={`Offered first for comments on ${languageNames[lang]} posts; left out there while blank. A path such as /book-an-appointment links the ${languageNames[lang]} page.`}
          />
        ))}
      </div>
    </details>
  );
}
