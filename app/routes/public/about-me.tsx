import { DoctorPortrait } from "#app/components/about/doctor-portrait.tsx";
import { EnglishSpan } from "#app/components/ui/english-span.tsx";
import { CredentialCard } from "#app/components/about/credential-card.tsx";
import { TestimonialCarousel, testimonialTextKey } from "#app/components/about/testimonial-carousel.tsx";
import { DocumentText } from "#app/components/ui/document-text.tsx";
import { Timeline, timelineHtml } from "#app/components/about/timeline.tsx";
import { BookOpenIcon, BriefcaseIcon, ClockIcon, GraduationCapIcon, QuoteIcon, UsersIcon } from "#app/components/ui/icons.tsx";
import { PracticeJsonLd, putPracticeJsonLd } from "#app/components/seo/document-json-ld.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { requestContext } from "#app/context.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import { englishProps } from "#app/i18n/latin-text.ts";
import { htmlBesideData, textBesideData } from "#app/lib/document-html.ts";
import { localizedPractice } from "#app/lib/practice-i18n.ts";
import { englishFields, pick, practiceOf, useEnglishFields } from "#app/lib/practice-context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/about-me";

/** What the page shows beyond the layout: the doctor's introduction and portrait, the career and the testimonials. */
export async function loader({ context, request: { url } }: Route.LoaderArgs) {
  const request = context.get(requestContext);
  const { pathname } = new URL(url);
  const lang = languageOfPath(pathname);
  const stored = await request.services.practice.get();
  const { practice, english: fallbacks } = localizedPractice(stored, lang);
  putPracticeJsonLd(request, stored, pathname);
  const doctorFields = [
    "name",
    "qualifications",
    "specialty",
    "registration",
    "aboutTitle",
    "aboutHeading",
    "aboutIntro",
    "image",
    "altText",
    "imageUrl",
  ] as const;
  const { documentHtml } = request;
  const doctor = pick(practice.doctor, doctorFields);
  const english = englishFields(fallbacks, lang);
  const { current, past } = practice.employment;
  return {
    doctor: { ...doctor, aboutIntro: textBesideData(documentHtml, "about-intro", doctor.aboutIntro) },
    employment: {
      current: htmlBesideData(documentHtml, currentKey, timelineHtml(current, { path: "employment.current", lang, english, translatedDurations: true })),
      past: htmlBesideData(documentHtml, pastKey, timelineHtml(past, { path: "employment.past", lang, english, translatedDurations: false })),
    },
    ...pick(practice, ["education", "memberships", "research"]),
    testimonials: practice.testimonials.map((testimonial, index) => ({
      ...testimonial,
      text: textBesideData(documentHtml, testimonialTextKey(index), testimonial.text),
    })),
  };
}

/** Where the loader leaves the career timeline's two columns beside its data. */
const currentKey = "timeline-current";
const pastKey = "timeline-past";

type AboutData = Route.ComponentProps["loaderData"];

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const practice = practiceOf(matches);
  if (!loaderData) return [{ title: practice.siteName }];
  const { doctor } = loaderData;
  const { about } = messagesFor(languageOfPath(location.pathname));
  return pageMeta({
    matches,
    path: "/about-me",
    title: `${doctor.aboutTitle} | ${practice.siteName}`,
    description: about.metaDescription(doctor.name, practice.city),
    image: doctor.imageUrl,
    type: "profile",
    siteName: practice.siteName,
  });
};

export default function AboutMe({ loaderData }: Route.ComponentProps) {
  const { employment, education, memberships, research, testimonials } = loaderData;
  const { about } = useMessages();
  return (
    <>
      <PracticeJsonLd />
      <AboutHeader doctor={loaderData.doctor} />
      <section aria-label={about.career} className="page-wrap grid gap-14 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <Reveal>
          <Timeline id="current-employment" title={about.currentEmployment} icon={BriefcaseIcon} name={currentKey} html={employment.current} />
        </Reveal>
        <Reveal delay={0.15}>
          <Timeline id="past-experience" title={about.pastExperience} icon={ClockIcon} name={pastKey} html={employment.past} />
        </Reveal>
      </section>
      <Credentials education={education} memberships={memberships} research={research} />
      <section aria-labelledby="testimonials-title" className="overflow-hidden bg-sand-100 py-16 sm:py-24">
        <div className="page-wrap">
          <SectionHeading
            id="testimonials-title"
            align="center"
            eyebrow={about.testimonials.eyebrow}
            title={about.testimonials.title}
            intro={about.testimonials.intro}
          />
          <div className="mt-10">
            <TestimonialCarousel testimonials={testimonials} />
          </div>
        </div>
      </section>
    </>
  );
}

function AboutHeader({ doctor }: Pick<AboutData, "doctor">) {
  const { about, common } = useMessages();
  const english = useEnglishFields();
  const name = englishProps(useLang());
  return (
    <section aria-labelledby="about-title" className="border-b border-sand-200 bg-sand-100">
      <div className="page-wrap grid items-center gap-10 py-14 sm:py-20 md:grid-cols-[minmax(0,18rem)_1fr] lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-16">
        <div className="mx-auto w-full max-w-xs overflow-hidden rounded-[2rem] shadow-lg ring-1 ring-black/5 md:max-w-none">
          <DoctorPortrait doctor={doctor} sizes="(min-width: 1024px) 352px, (min-width: 768px) 288px, 320px" priority />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-700">{about.eyebrow}</p>
          <h1 id="about-title" className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl" {...english("doctor.aboutHeading")}>
            {doctor.aboutHeading}
          </h1>
          <p className="mt-3 text-lg text-ink-500">
            <EnglishSpan mark={name}>{doctor.qualifications}</EnglishSpan> · <EnglishSpan mark={english("doctor.specialty")}>{doctor.specialty}</EnglishSpan>
          </p>
          {doctor.registration.number ? (
            <p className="mt-2 text-ink-700" data-testid="about-registration">
              {about.registration(doctor.registration.number)}
              {doctor.registration.council ? (
                <EnglishSpan mark={name} before={common.comma}>
                  {doctor.registration.council}
                </EnglishSpan>
              ) : (
                ""
              )}
            </p>
          ) : null}
          <figure className="mt-8 rounded-3xl bg-white p-6 shadow-sm sm:p-8">
            <QuoteIcon size={32} className="text-accent-200" />
            <blockquote className="mt-3 font-serif text-xl text-ink-900 italic text-pretty sm:text-2xl">
              <DocumentText name="about-intro" text={doctor.aboutIntro} {...english("doctor.aboutIntro")} />
            </blockquote>
            <figcaption className="mt-4 font-semibold text-accent-700">
              — <EnglishSpan mark={name}>{doctor.name}</EnglishSpan>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}

function Credentials({ education, memberships, research }: Pick<AboutData, "education" | "memberships" | "research">) {
  const { about } = useMessages();
  const english = useEnglishFields();
  const name = englishProps(useLang());
  return (
    <section aria-label={about.qualifications} className="page-wrap grid gap-6 pb-16 sm:pb-24 md:grid-cols-2 lg:grid-cols-3">
      <Reveal>
        <CredentialCard id="education" title={about.education} icon={GraduationCapIcon}>
          {education.map((entry) => (
            <li key={entry.degree} {...name}>
              <p className="font-semibold">{entry.degree}</p>
              <p className="text-ink-700">{entry.institution}</p>
              <p className="text-ink-500">{entry.duration}</p>
            </li>
          ))}
        </CredentialCard>
      </Reveal>
      <Reveal delay={0.1}>
        <CredentialCard id="memberships" title={about.memberships} icon={UsersIcon}>
          {memberships.map((membership, index) => (
            <li key={membership.name}>
              <p className="font-semibold" {...name}>
                {membership.name}
              </p>
              <p className="text-ink-500" {...english(`memberships.${index}.role`)}>
                {membership.role}
              </p>
            </li>
          ))}
        </CredentialCard>
      </Reveal>
      <Reveal delay={0.2} className="md:col-span-2 lg:col-span-1">
        <CredentialCard id="research" title={about.research} icon={BookOpenIcon}>
          {research.map((title) => (
            <li key={title} className="text-ink-700" {...name}>
              {title}
            </li>
          ))}
        </CredentialCard>
      </Reveal>
    </section>
  );
}
