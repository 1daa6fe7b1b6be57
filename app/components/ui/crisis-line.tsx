import { useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { PhoneIcon } from "#app/components/ui/icons.tsx";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { englishProps } from "#app/i18n/latin-text.ts";

const numberLink = "number-link";

/**
 * The crisis line: people who write to a psychiatrist are sometimes in danger, so every form (and the not-found
 * page) says where to get help now. The numbers are the practice content's, as `tel:` links.
 */
export function CrisisLine({ className = "" }: { className?: string }) {
  const { crisis } = usePractice();
  const { crisisLine } = useMessages().common;
  const hours = useEnglishFields()("crisis.helplineHours");
  const helplineName = englishProps(useLang());
  const name = (key: string) => (
    <bdi key={key} {...helplineName}>
      {crisis.helplineName}
    </bdi>
  );
  const number = (key: string, phone: { href: string; display: string }) => (
    <a key={key} href={phone.href} dir="ltr" className={numberLink}>
      {phone.display}
    </a>
  );
  return (
    <div
      role="note"
      data-testid="crisis-line"
      className={`flex gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-start text-base text-ink-900 ${className}`}
    >
      <span aria-hidden="true" className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-accent-700">
        <PhoneIcon size={16} />
      </span>
      <p>
        {crisisLine.call({
          name: name("name"),
          number: number("helpline", crisis.helpline),
          hours: hours.lang ? (
            <span key="hours" {...hours}>
              {crisis.helplineHours}
            </span>
          ) : (
            crisis.helplineHours
          ),
          emergency: number("emergency", crisis.emergency),
        })}{" "}
        <span className="text-ink-700">{crisisLine.alsoAnswers(name("name"), number("alt", crisis.helplineAlt))}</span>
      </p>
    </div>
  );
}
