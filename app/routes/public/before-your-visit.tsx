import type { ReactNode } from "react";
import { Link } from "react-router";
import { primaryButton, textLink } from "#app/components/ui/button-styles.ts";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { ExternalLinkIcon } from "#app/components/ui/icons.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { FaqJsonLd, putFaqJsonLd } from "#app/components/seo/document-json-ld.tsx";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { englishProps } from "#app/i18n/latin-text.ts";
import { requestContext } from "#app/context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { practiceOf, useEnglishFields } from "#app/lib/practice-context.ts";
import type { LocalizedPractice } from "#app/lib/practice-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/before-your-visit";

type Fee = { name: string; feeText: string; when: string; path: string };

/** Each mode's fee as the page and its FAQPage data say it: the clinics (paid there) and the video consultation. */
function feesOf({ clinics, online, payment }: LocalizedPractice, t: ReturnType<typeof messagesFor>): Fee[] {
  const fees = clinics.map((clinic, index) => ({ name: clinic.name, feeText: clinic.feeText, when: t.booking.facts.payAtClinic, path: `clinics.${index}` }));
  if (online.enabled)
    fees.push({ name: t.booking.videoConsultation, feeText: online.feeText, when: t.booking.facts.payWhen[payment.videoPayWhen], path: "online" });
  return fees;
}

// Before a consultation (issue 38): the fees and how to pay, the refund policy and the practice's own questions and
// answers, all from the practice document; FAQPage data for search engines.
export async function loader({ context, request }: Route.LoaderArgs) {
  const requestContextValue = context.get(requestContext);
  const practice = practiceForPage(await requestContextValue.services.practice.get(), request.url);
  const { pathname } = new URL(request.url);
  const lang = languageOfPath(pathname);
  const t = messagesFor(lang);
  const { online, payment, visitQuestions } = practice;
  const fees = feesOf(practice, t);
  const paying = online.enabled ? [payment.upiId ? t.beforeYourVisit.fees.byUpi(payment.upiId) : "", payment.pageUrl ? t.beforeYourVisit.fees.byPage : ""] : [];
  putFaqJsonLd(requestContextValue, pathname, languageFacts[lang].tag, [
    {
      question: t.beforeYourVisit.fees.question,
      answer: [...fees.map((fee) => `${fee.name}: ${fee.feeText}. ${fee.when}.`), ...paying].filter(Boolean).join(" "),
    },
    { question: t.beforeYourVisit.policy.question, answer: payment.policy },
    ...visitQuestions,
  ]);
  return {
    fees,
    payment: { upiId: online.enabled ? payment.upiId : "", pageUrl: online.enabled ? payment.pageUrl : "", policy: payment.policy },
    visitQuestions,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const practice = practiceOf(matches);
  const t = messagesFor(languageOfPath(location.pathname)).beforeYourVisit.meta;
  return pageMeta({
    matches,
    path: "/before-your-visit",
    title: `${t.title} | ${practice.siteName}`,
    description: t.description(practice.doctor.name),
    siteName: practice.siteName,
  });
};

export default function BeforeYourVisit({ loaderData }: Route.ComponentProps) {
  const { fees, payment, visitQuestions } = loaderData;
  const lang = useLang();
  const { beforeYourVisit: t, forms } = useMessages();
  const english = useEnglishFields();
  const names = englishProps(lang);
  return (
    <>
      <PageIntro eyebrow={t.intro.eyebrow} title={t.intro.title} intro={t.intro.text} />
      <FaqJsonLd />
      <div className="page-wrap max-w-3xl space-y-12 py-14 sm:py-20">
        <Part title={t.fees.title}>
          <ul className="space-y-3">
            {fees.map((fee) => (
              <li key={fee.path}>
                <strong className="text-ink-900" {...(fee.path === "online" ? {} : names)}>
                  {fee.name}
                </strong>
                : <span {...english(`${fee.path}.feeText`)}>{fee.feeText}</span>. {fee.when}.
              </li>
            ))}
          </ul>
          {payment.upiId ? <p>{t.fees.byUpi(payment.upiId)}</p> : null}
          {payment.pageUrl ? (
            <p>
              {t.fees.byPage}{" "}
              <a href={payment.pageUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                {t.fees.paymentPage}
                <ExternalLinkIcon size={16} className="ms-1 inline-block align-[-2px] rtl:-scale-x-100" />
                <span className="sr-only">{forms.opensInNewTab}</span>
              </a>
            </p>
          ) : null}
          <p>{t.fees.reference}</p>
          <Link to={pathIn(lang, "/book-an-appointment")} className={`${primaryButton} w-full sm:w-auto`}>
            {t.fees.book}
          </Link>
        </Part>

        <Part title={t.policy.title}>
          <p {...english("payment.policy")}>{payment.policy}</p>
        </Part>

        <Part title={t.questions}>
          {visitQuestions.map((item, index) => (
            <div key={item.question} className="space-y-2">
              <h3 className="text-xl font-semibold text-ink-900" {...english(`visitQuestions.${index}.question`)}>
                {item.question}
              </h3>
              <p {...english(`visitQuestions.${index}.answer`)}>{item.answer}</p>
            </div>
          ))}
        </Part>
        <CrisisLine />
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
