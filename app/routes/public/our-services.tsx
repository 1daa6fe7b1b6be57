import type { ComponentType } from "react";
import { Link } from "react-router";
import { AppointmentForm } from "#app/components/appointment/appointment-form.tsx";
import { BrainIcon, HandHeartIcon, HeartPulseIcon, PillIcon, StethoscopeIcon, SunriseIcon, UsersIcon, ZapIcon } from "#app/components/ui/icons.tsx";
import { DocumentList, DocumentText } from "#app/components/ui/document-text.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { requestContext } from "#app/context.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { attributesHtml, htmlBesideData, textAsHtml, textBesideData } from "#app/lib/document-html.ts";
import { localizedPractice } from "#app/lib/practice-i18n.ts";
import { bookingOffers, withoutPaymentDetails } from "#app/lib/appointment-request.ts";
import { englishFields, practiceOf, useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/our-services";
import { LatinRuns } from "#app/components/ui/latin-runs.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, documentHtml } = context.get(requestContext);
  const lang = languageOfPath(new URL(request.url).pathname);
  const { practice, english: fallbacks } = localizedPractice(await services.practice.get(), lang);
  const english = englishFields(fallbacks, lang);
  return {
    services: practice.services.map((service, index) => ({
      ...service,
      summary: textBesideData(documentHtml, serviceTextKey(index, "summary"), service.summary),
      // Its points as one list's HTML: one mark for the list instead of one for each point.
      details: htmlBesideData(
        documentHtml,
        serviceTextKey(index, "details"),
        service.details.map((detail, line) => `<li${attributesHtml(english(`services.${index}.details.${line}`))}>${textAsHtml(detail)}</li>`).join(""),
      ),
    })),
    offers: withoutPaymentDetails(bookingOffers(practice)),
  };
}

/** Where the loader leaves a service's summary and each of its points beside its data (lib/document-html.ts). */
const serviceTextKey = (index: number, part: "summary" | "details") => `service-${index}-${part}`;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const practice = practiceOf(matches);
  const services = loaderData?.services ?? [];
  const { services: text, common } = messagesFor(languageOfPath(location.pathname));
  return pageMeta({
    matches,
    path: "/our-services",
    title: text.metaTitle(practice.siteName),
    description: text.metaDescription(services.map((service) => service.title).join(common.comma), practice.doctor.name, practice.city),
    siteName: practice.siteName,
  });
};

// Icons by service id; a service added later gets the stethoscope.
const serviceIcons: Record<string, ComponentType<{ size?: number }>> = {
  "general-psychiatry": BrainIcon,
  "sexual-medicine": HeartPulseIcon,
  "liaison-psychiatry": StethoscopeIcon,
  "addiction-psychiatry": PillIcon,
  "geriatric-psychiatry": UsersIcon,
  neuromodulation: ZapIcon,
  "mental-health-wellness": SunriseIcon,
};

export default function OurServices({ loaderData }: Route.ComponentProps) {
  const { services, offers } = loaderData;
  const { doctor } = usePractice();
  const lang = useLang();
  const t = useMessages();
  const text = t.services;
  const english = useEnglishFields();
  return (
    <>
      <PageIntro eyebrow={t.layout.menu.ourServices} title={text.title} intro={<LatinRuns>{text.intro(doctor.name, services.length)}</LatinRuns>} />
      <section aria-label={text.areas} className="page-wrap py-16 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => {
            const Icon = serviceIcons[service.id] ?? StethoscopeIcon;
            return (
              <Reveal as="li" key={service.id} delay={(index % 3) * 0.1} className="flex">
                <article id={service.id} className="card flex w-full flex-col">
                  <span className="icon-badge">
                    <Icon size={24} />
                  </span>
                  <h2 className="mt-5 text-2xl font-semibold" {...english(`services.${index}.title`)}>
                    {service.title}
                  </h2>
                  <DocumentText
                    name={serviceTextKey(index, "summary")}
                    text={service.summary}
                    className="mt-2 text-ink-700"
                    {...english(`services.${index}.summary`)}
                  />
                  <DocumentList as="ul" className="tick-list mt-5 space-y-2.5 text-ink-700" name={serviceTextKey(index, "details")} html={service.details} />
                  {service.selfCheck ? (
                    <Link to={pathIn(lang, "/self-check")} className="inline-link mt-5">
                      {text.selfCheckLink}
                    </Link>
                  ) : null}
                </article>
              </Reveal>
            );
          })}
          <li className="flex">
            <div className="flex w-full flex-col justify-center rounded-3xl bg-accent-50 p-7">
              <HandHeartIcon size={32} className="text-accent-700" />
              <p className="mt-4 font-serif text-xl text-accent-800">{text.notSure}</p>
            </div>
          </li>
        </ul>
      </section>
      <section aria-labelledby="services-booking-title" className="border-t border-sand-200 bg-sand-100 py-16 sm:py-24">
        <div className="page-wrap">
          <SectionHeading
            id="services-booking-title"
            eyebrow={t.layout.menu.bookAppointment}
            title={text.bookingTitle}
            intro={<LatinRuns>{text.bookingIntro(doctor.name)}</LatinRuns>}
          />
          <div className="mt-10">
            <AppointmentForm offers={offers} headingLevel={3} />
          </div>
        </div>
      </section>
    </>
  );
}
