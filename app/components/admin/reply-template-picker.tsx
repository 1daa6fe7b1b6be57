import { useId, useState } from "react";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { type Lang, languageFacts } from "#app/i18n/languages.ts";
import { firstReplyLanguage, replyLanguages, templateReply, templatesIn } from "#app/lib/admin/reply-templates.ts";
import type { ReplyTemplate } from "#app/lib/practice-schema.ts";

type PickerProps = {
  templates: readonly ReplyTemplate[];
  /** The language of the comment's post: offered first, and chosen when a template is written in it. */
  postLang: Lang;
  urgent: boolean;
  disabled: boolean;
  /** The template's text in the chosen language, its site links in that language's addresses. */
  onInsert: (text: string) => void;
};

const chip =
  "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border px-3 py-2 has-checked:border-accent-700 has-checked:bg-accent-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-700 has-disabled:cursor-not-allowed has-disabled:opacity-60";

/** The reply box's templates: a language to write in (the post's first), and a button per template written in it. */
export function ReplyTemplatePicker({ templates, postLang, urgent, disabled, onInsert }: PickerProps) {
  const name = useId();
  const [lang, setLang] = useState(() => firstReplyLanguage(templates, postLang));
  const offered = templatesIn(templates, lang, urgent);
  const unwritten = templates.length - offered.length;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="font-medium">Template language</legend>
        <p className="text-sm text-ink-700">The post is in {languageNames[postLang]}; the reply links its pages in the language you choose.</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {replyLanguages(postLang).map((option) => (
            <label key={option} className={`${chip} border-sand-200 bg-white`}>
              <input type="radio" name={name} className="sr-only" checked={option === lang} onChange={() => setLang(option)} disabled={disabled} />
              {languageNames[option]}
              {option === "en" ? null : (
                <span lang={languageFacts[option].tag} dir={languageFacts[option].dir}>
                  {languageFacts[option].name}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-medium">Insert a template</legend>
        {offered.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {offered.map((template) => (
              <button
                key={template.title}
                type="button"
                className={buttonClass(urgent && template.forUrgent ? "danger" : "secondary", "text-start", "compact")}
                onClick={() => onInsert(templateReply(template, lang))}
                disabled={disabled}
              >
                {template.title}
              </button>
            ))}
          </div>
        ) : null}
        {unwritten > 0 ? (
          <p className="mt-2 text-sm text-ink-700">
            {unwritten === templates.length ? "No template is" : `${unwritten} of ${templates.length} templates are not`} written in {languageNames[lang]} yet:
            Practice → Reply templates.
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
