import type { ComponentType, ReactNode } from "react";
import { ClinicLocations } from "#app/components/contact/clinic-locations.tsx";
import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { MailIcon, MapPinIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact-me";
import { requestContext } from "#app/context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { clinics: practiceForPage(await context.get(requestContext).services.practice.get(), request.url).clinics };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const practice = practiceOf(matches);
  const { contact } = practice;
  return pageMeta({
    siteUrl: siteUrlOf(matches),
    path: "/contact-me",
    title: `Contact Me | ${practice.siteName}`,
    description: `Write to ${practice.doctor.name}, call ${contact.phone}, or find the clinics in ${practice.city}: addresses, timings and maps.`,
    siteName: practice.siteName,
  });
};

export default function ContactMe({ loaderData }: Route.ComponentProps) {
  const practice = usePractice();
  const { contact } = practice;
  return (
    <>
      <PageIntro
        eyebrow="Contact Me"
        title="Let's talk"
        intro="Whether you have a question before booking, need help choosing a clinic, or want to share feedback, write to me. Every message is read personally and kept confidential."
      />
      <section aria-label="Ways to reach me" className="page-wrap -mt-px py-12 sm:py-16">
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={MailIcon} title="Email">
            <a href={`mailto:${contact.email}`} className="[overflow-wrap:anywhere] hover:text-accent-800">
              {contact.email}
            </a>
          </ContactCard>
          <ContactCard icon={PhoneIcon} title="Phone">
            <a href={contact.phoneHref} className="hover:text-accent-800">
              {contact.phone}
            </a>
          </ContactCard>
          <ContactCard icon={MapPinIcon} title="Address">
            <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer" className="hover:text-accent-800">
              {contact.address}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </ContactCard>
        </ul>
      </section>
      <div className="page-wrap grid items-start gap-14 pb-16 sm:pb-24 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="message-title" className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <SectionHeading
            id="message-title"
            title="Send a message"
            intro="Messages are read during clinic days, so please do not use this form for anything urgent."
          />
          <CrisisLine className="mt-6" />
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>
        <section aria-labelledby="locations-title">
          <SectionHeading id="locations-title" title="Clinic locations" intro="Choose a clinic to see its timings, address and phone." />
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
    <li className="flex gap-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
        <Icon size={22} />
      </span>
      <div className="min-w-0">
        <h2 className="font-sans text-lg font-semibold">{title}</h2>
        <p className="mt-1 font-medium text-accent-700">{children}</p>
      </div>
    </li>
  );
}
