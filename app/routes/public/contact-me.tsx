import type { ComponentType, ReactNode } from "react";
import { ClinicLocations } from "#app/components/contact/clinic-locations.tsx";
import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { MailIcon, MapPinIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact-me";
import { requestContext } from "#app/context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import { englishProps, latinProps } from "#app/i18n/latin-text.ts";
import { EnglishSpan } from "#app/components/ui/english-span.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { clinics: practiceForPage(await context.get(requestContext).services.practice.get(), request.url).clinics };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const practice = practiceOf(matches);
  const { contact } = practice;
  const t = messagesFor(languageOfPath(location.pathname)).contact.meta;
  return pageMeta({
    matches,
    path: "/contact-me",
    title: `${t.title} | ${practice.siteName}`,
    description: t.description(practice.doctor.name, contact.phone, practice.city),
    siteName: practice.siteName,
  });
};

export default function ContactMe({ loaderData }: Route.ComponentProps) {
  const practice = usePractice();
  const { contact } = practice;
  const lang = useLang();
  const { contact: t, forms } = useMessages();
  return (
    <>
      <PageIntro eyebrow={t.intro.eyebrow} title={t.intro.title} intro={t.intro.text} />
      <section aria-label={t.ways.label} className="page-wrap -mt-px py-12 sm:py-16">
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={MailIcon} title={t.ways.email}>
            <a href={`mailto:${contact.email}`} className="[overflow-wrap:anywhere] hover:text-accent-800" {...latinProps(lang)}>
              {contact.email}
            </a>
          </ContactCard>
          <ContactCard icon={PhoneIcon} title={t.ways.phone}>
            <a href={contact.phoneHref} className="hover:text-accent-800" {...latinProps(lang)}>
              {contact.phone}
            </a>
          </ContactCard>
          <ContactCard icon={MapPinIcon} title={t.ways.address}>
            <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer" className="hover:text-accent-800">
              <EnglishSpan mark={englishProps(lang)}>{contact.address}</EnglishSpan>
              <span className="sr-only"> {forms.opensInNewTab}</span>
            </a>
          </ContactCard>
        </ul>
      </section>
      <div className="page-wrap grid items-start gap-14 pb-16 sm:pb-24 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="message-title" className="card p-6 sm:p-8">
          <SectionHeading id="message-title" title={t.message.title} intro={t.message.intro} />
          <CrisisLine className="mt-6" />
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>
        <section aria-labelledby="locations-title">
          <SectionHeading id="locations-title" title={t.locations.title} intro={t.locations.intro} />
          <div className="mt-8">
            <ClinicLocations clinics={loaderData.clinics} />
          </div>
        </section>
      </div>
    </>
  );
}

function ContactCard({ icon: Icon, title, children }: { icon: ComponentType<{ size?: number }>; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 card p-6">
      <span className="icon-badge shrink-0">
        <Icon size={22} />
      </span>
      <div className="min-w-0">
        <h2 className="font-sans text-lg font-semibold">{title}</h2>
        <p className="mt-1 font-medium text-accent-700">{children}</p>
      </div>
    </li>
  );
}
