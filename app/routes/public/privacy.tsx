import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "#app/components/ui/button-styles.ts";
import { FilledText } from "#app/components/ui/filled-text.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { englishProps, latinProps } from "#app/i18n/latin-text.ts";
import { requestContext } from "#app/context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { practiceOf, useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy";

// The privacy notice of the Digital Personal Data Protection Act 2023 and its 2025 Rules: who, what, why, how long,
// and how to ask. The facts come from the practice content; the retention period from RETENTION_DAYS.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { retentionDays, services } = context.get(requestContext);
  return { retentionDays, privacy: practiceForPage(await services.practice.get(), request.url).privacy };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const practice = practiceOf(matches);
  const t = messagesFor(languageOfPath(location.pathname)).privacy.meta;
  return pageMeta({
    matches,
    path: "/privacy",
    title: `${t.title} | ${practice.siteName}`,
    description: t.description(practice.shortName),
    siteName: practice.siteName,
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { retentionDays, privacy } = loaderData;
  const { doctor } = usePractice();
  const lang = useLang();
  const t = useMessages().privacy;
  const updated = new Intl.DateTimeFormat(languageFacts[lang].intl, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
  const mail = (address: string) => (
    <a href={`mailto:${address}`} className={`${textLink} [overflow-wrap:anywhere]`} {...latinProps(lang)}>
      {address}
    </a>
  );
  // Names shown in English on a page in another language take their place in the sentence as marked elements; an
  // English page keeps one text.
  const { controller, grievanceOfficer } = privacy;
  const names = englishProps(lang);
  const officer = useEnglishFields()("privacy.grievanceOfficer.name");
  const controllerParts = {
    controller: <span {...names}>{controller.name}</span>,
    address: <span {...names}>{controller.address}</span>,
  };
  return (
    <>
      <PageIntro eyebrow={t.intro.eyebrow} title={t.intro.title} intro={t.intro.text} />
      <div className="page-wrap max-w-3xl space-y-12 py-14 sm:py-20">
        <Part title={t.whoRuns.title}>
          <p>
            <FilledText
              text={names.lang ? t.whoRuns.text("{controller}", "{address}") : t.whoRuns.text(controller.name, controller.address)}
              parts={{ ...controllerParts, mail: mail(privacy.requestsEmail) }}
            />
          </p>
        </Part>

        <Part title={t.forms.title}>
          <ul className="list-disc space-y-3 ps-6">
            <li>
              <strong>{t.forms.contactForm}</strong>
              <FilledText
                text={t.forms.contactText(doctor.name)}
                parts={{
                  link: (
                    <Link to={pathIn(lang, "/contact-me")} className={textLink}>
                      {t.forms.contactLink}
                    </Link>
                  ),
                }}
              />
            </li>
            <li>
              <strong>{t.forms.commentForm}</strong>
              {t.forms.commentText}
            </li>
            <li>
              <strong>{t.forms.appointmentForm}</strong>
              <FilledText
                text={t.forms.appointmentText(doctor.name)}
                parts={{
                  link: (
                    <Link to={pathIn(lang, "/book-an-appointment")} className={textLink}>
                      {t.forms.appointmentLink}
                    </Link>
                  ),
                }}
              />
            </li>
          </ul>
        </Part>

        <Part title={t.whoSees.title}>
          <p>{t.whoSees.text(doctor.name)}</p>
        </Part>

        <Part title={t.howLong.title}>
          <p>
            <FilledText text={t.howLong.text} parts={{ days: <strong>{t.howLong.days(retentionDays)}</strong> }} />
          </p>
        </Part>

        <Part title={t.notSold.title}>
          <p>{t.notSold.text}</p>
        </Part>

        <Part title={t.visits.title}>
          <p>{t.visits.what}</p>
          <p>{t.visits.taps}</p>
        </Part>

        <Part title={t.requests.title}>
          <p>
            <FilledText text={t.requests.text} parts={{ mail: mail(privacy.requestsEmail) }} />
          </p>
        </Part>

        <Part title={t.grievances.title}>
          <p>
            <FilledText
              text={t.grievances.text(officer.lang ? "{officer}" : grievanceOfficer.name)}
              parts={{
                officer: <span {...officer}>{grievanceOfficer.name}</span>,
                mail: mail(privacy.grievanceOfficer.email),
                phone: (
                  <a href={privacy.grievanceOfficer.phone.href} className={`${textLink} whitespace-nowrap`} {...latinProps(lang)}>
                    {privacy.grievanceOfficer.phone.display}
                  </a>
                ),
                days: <strong>{t.grievances.days(privacy.answerWithinDays)}</strong>,
              }}
            />
          </p>
        </Part>

        <p className="text-ink-700">{t.updated(updated.format(new Date(privacy.updated)))}</p>
      </div>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 text-lg text-ink-700">
      <h2 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h2>
      {children}
    </section>
  );
}
