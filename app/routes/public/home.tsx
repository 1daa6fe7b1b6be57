import { Link } from "react-router";
import { DoctorPortrait } from "#app/components/about/doctor-portrait.tsx";
import { DocumentText } from "#app/components/ui/document-text.tsx";
import { EnglishSpan } from "#app/components/ui/english-span.tsx";
import { primaryButton, secondaryButton } from "#app/components/ui/button-styles.ts";
import { ArrowRightIcon, ClockIcon, ExternalLinkIcon, LanguagesIcon, MapPinIcon, PhoneIcon, StarIcon, WalletIcon } from "#app/components/ui/icons.tsx";
import { Reveal, revealItem } from "#app/components/ui/reveal.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { formatAddress } from "#app/lib/address.ts";
import { requestContext } from "#app/context.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { englishProps } from "#app/i18n/latin-text.ts";
import { textBesideData } from "#app/lib/document-html.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { pick, practiceOf, useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { scheduleLines } from "#app/lib/slots.ts";
import { PracticeJsonLd, putPracticeJsonLd } from "#app/components/seo/document-json-ld.tsx";
import type { Route } from "./+types/home";

/** What the page shows beyond the layout: the hero's doctor, the clinics' cards, the tagline and the review count. */
export async function loader({ context, request: { url } }: Route.LoaderArgs) {
  const request = context.get(requestContext);
  const stored = await request.services.practice.get();
  const practice = practiceForPage(stored, url);
  putPracticeJsonLd(request, stored, new URL(url).pathname);
  const doctorFields = ["name", "qualifications", "specialty", "description", "ctaText", "bookingProfileUrl", "image", "altText", "imageUrl"] as const;
  const clinicFields = ["id", "name", "summary", "schedule", "feeText", "durationText", "address"] as const;
  const { documentHtml } = request;
  const doctor = pick(practice.doctor, doctorFields);
  return {
    doctor: { ...doctor, description: doctor.description.map((paragraph, index) => textBesideData(documentHtml, heroTextKey(index), paragraph)) },
    clinics: practice.clinics.map((clinic, index) => ({
      ...pick(clinic, clinicFields),
      summary: textBesideData(documentHtml, clinicSummaryKey(index), clinic.summary),
    })),
    tagline: practice.tagline,
    reviews: practice.ratings.reduce((sum, rating) => sum + rating.reviews, 0),
  };
}

type HomeData = Route.ComponentProps["loaderData"];

/** Where the loader leaves the hero's paragraphs and the clinics' summaries beside its data (lib/document-html.ts). */
const heroTextKey = (index: number) => `hero-${index}`;
/** The biography's two paragraphs in the hero's sequence (SPEC.md: delays 0.2, 0.5, 0.8, 1.1, 1.4 s). */
const heroParagraphDelays = [0.8, 1.1];
const clinicSummaryKey = (index: number) => `clinic-${index}-summary`;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const practice = practiceOf(matches);
  if (!loaderData) return [{ title: practice.siteName }];
  const { doctor } = loaderData;
  const { city } = practice;
  const { home, common } = messagesFor(languageOfPath(location.pathname));
  return pageMeta({
    matches,
    path: "/",
    title: home.metaTitle(doctor.name, city),
    description: home.metaDescription(doctor, city, practice.languages.join(common.comma)),
    image: doctor.imageUrl,
    type: "profile",
    siteName: practice.siteName,
  });
};

/** The booking platform's name as its address says it: `doctor-booking.example`. */
const siteName = (url: string) => new URL(url).hostname.replace(/^www\./, "");

/** The portrait fills the full width on phones and about 40 % of the content column on wide screens. */
const portraitSizes = "(min-width: 1024px) 420px, (min-width: 640px) 480px, calc(100vw - 2.5rem)";

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PracticeJsonLd />
      <Hero doctor={loaderData.doctor} tagline={loaderData.tagline} />
      <Highlights reviews={loaderData.reviews} clinics={loaderData.clinics} />
      <Clinics clinics={loaderData.clinics} />
    </>
  );
}

function Hero({ doctor, tagline }: Pick<HomeData, "doctor" | "tagline">) {
  const { contact, city } = usePractice();
  const t = useMessages();
  const english = useEnglishFields();
  const name = englishProps(useLang());
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-sand-100 to-sand-50">
      <div aria-hidden="true" className="pointer-events-none absolute top-10 -start-32 size-96 rounded-full bg-accent-100/60 blur-3xl" />
      <div className="page-wrap relative grid items-center gap-12 py-12 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:py-24">
        <Reveal variant="group" threshold={0.3} duration={1.2} entrance="always">
          <p {...revealItem(0.2)} className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-700">
            <EnglishSpan mark={english("doctor.specialty")}>{doctor.specialty}</EnglishSpan> · <EnglishSpan mark={name}>{city}</EnglishSpan>
          </p>
          <h1 {...revealItem(0.5)} id="hero-title" className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl lg:text-6xl" {...name}>
            {doctor.name}
            <span className="mt-3 block font-sans text-lg font-medium tracking-normal text-ink-500 sm:text-xl">{doctor.qualifications}</span>
          </h1>
          {heroParagraphDelays.map((delay, index) => (
            <DocumentText
              key={heroTextKey(index)}
              name={heroTextKey(index)}
              text={doctor.description[index] ?? null}
              {...revealItem(delay)}
              className={`${index === 0 ? "mt-6" : "mt-4"} text-lg text-ink-700 text-pretty`}
              {...english(`doctor.description.${index}`)}
            />
          ))}
          {/* Marked inside: the bar at its start is the page's, also when the words are English on an Urdu page. */}
          <p {...revealItem(1.4)} className="mt-8 border-s-4 border-accent-500 ps-4 font-serif text-2xl text-accent-800 italic">
            <EnglishSpan mark={english("tagline")}>{tagline}</EnglishSpan>
          </p>
          <div {...revealItem(1.8)} className="mt-8">
            {/* Says which website it opens: the clinics' button below books on this site, in the same words in Hindi. */}
            <a href={doctor.bookingProfileUrl} target="_blank" rel="noopener noreferrer" className={`${primaryButton} text-start`}>
              <span>
                <EnglishSpan mark={english("doctor.ctaText")}>{doctor.ctaText}</EnglishSpan>
                <BookingSite words={t.home.onBookingSite} site={siteName(doctor.bookingProfileUrl)} />
              </span>
              <ExternalLinkIcon size={18} className="shrink-0 rtl:-scale-x-100" />
              <span className="sr-only">{t.common.opensInNewTab}</span>
            </a>
          </div>
          <p {...revealItem(2.0)} className="mt-6 flex flex-wrap items-center gap-x-2 text-ink-700">
            <span>{t.home.readyToConnect}</span>
            <a href={contact.phoneHref} className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:text-accent-800">
              <PhoneIcon size={18} />
              <span dir="ltr">{contact.phone}</span>
            </a>
          </p>
        </Reveal>
        <Reveal variant="zoom" threshold={0.5} duration={1.4} entrance="wide" className="relative mx-auto w-full max-w-md">
          <div aria-hidden="true" className="absolute -inset-3 -z-0 translate-x-4 translate-y-4 rtl:-translate-x-4 rounded-[2.5rem] bg-accent-200/60" />
          <div className="relative overflow-hidden rounded-[2rem] bg-sand-100 shadow-xl ring-1 ring-black/5">
            <DoctorPortrait doctor={doctor} sizes={portraitSizes} priority />
          </div>
        </Reveal>
      </div>
    </section>
  );
}

/** "on the booking website doctor-booking.example": the address unbroken (not at its hyphen) and marked English. */
function BookingSite({ words, site }: { words: (site: string) => string; site: string }) {
  const [before, after] = words(site).split(site);
  return (
    <span className="block text-sm font-normal text-accent-50">
      {before}
      <span className="whitespace-nowrap" {...englishProps(useLang())}>
        {site}
      </span>
      {after}
    </span>
  );
}

function Highlights({ reviews, clinics }: Pick<HomeData, "reviews" | "clinics">) {
  const practice = usePractice();
  const { city } = practice;
  const { home, common } = useMessages();
  const english = useEnglishFields();
  const marked = practice.languages.map((_, index) => english(`languages.${index}`));
  // Only a page with some language's name in English needs an element per name.
  const languageNames = marked.some((mark) => mark.lang)
    ? practice.languages.map((language, index) => (
        <span key={language}>
          {index > 0 ? common.comma : ""}
          <EnglishSpan mark={marked[index]!}>{language}</EnglishSpan>
        </span>
      ))
    : practice.languages.join(common.comma);
  const items = [
    { icon: StarIcon, title: home.rating(reviews), text: home.ratedOn },
    { icon: LanguagesIcon, title: home.languages(practice.languages.length), text: languageNames },
    { icon: MapPinIcon, title: home.clinicsIn(clinics.length, city), text: common.list(clinics.map((clinic) => clinic.address.locality)) },
  ];
  return (
    <section aria-label={home.atAGlance} className="border-y border-sand-200 bg-white">
      <ul className="page-wrap grid gap-6 py-8 sm:grid-cols-3">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
              <Icon size={22} />
            </span>
            <span>
              <span className="block font-semibold text-ink-900">{title}</span>
              <span className="block text-ink-500">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Clinics({ clinics }: Pick<HomeData, "clinics">) {
  const t = useMessages();
  const text = t.home.clinics;
  const lang = useLang();
  const english = useEnglishFields();
  const name = englishProps(lang);
  return (
    <section aria-labelledby="clinics-title" className="page-wrap py-16 sm:py-24">
      <SectionHeading id="clinics-title" eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {clinics.map((clinic, index) => (
          <Reveal as="article" key={clinic.id} delay={index * 0.15} className="card p-6 sm:p-8">
            <h3 className="text-2xl font-semibold" {...name}>
              {clinic.name}
            </h3>
            <DocumentText name={clinicSummaryKey(index)} text={clinic.summary} className="mt-2 text-ink-700" {...english(`clinics.${index}.summary`)} />
            <dl className="mt-6 space-y-4">
              <div className="flex gap-3">
                <dt className="text-accent-700">
                  <ClockIcon size={20} />
                  <span className="sr-only">{text.timings}</span>
                </dt>
                <dd>
                  {scheduleLines(clinic.schedule, lang).map((line) => (
                    <span key={line.days} className="block">
                      <span className="font-medium">{line.days}</span> · <span dir="ltr">{line.hours}</span>
                    </span>
                  ))}
                </dd>
              </div>
              <div className="flex gap-3">
                <dt className="text-accent-700">
                  <WalletIcon size={20} />
                  <span className="sr-only">{text.fee}</span>
                </dt>
                <dd>
                  <EnglishSpan mark={english(`clinics.${index}.feeText`)}>{clinic.feeText}</EnglishSpan>
                  {" · "}
                  <EnglishSpan mark={english(`clinics.${index}.durationText`)}>{clinic.durationText}</EnglishSpan>
                </dd>
              </div>
              <div className="flex gap-3">
                <dt className="text-accent-700">
                  <MapPinIcon size={20} />
                  <span className="sr-only">{text.address}</span>
                </dt>
                <dd {...name}>{formatAddress(clinic.address)}</dd>
              </div>
            </dl>
          </Reveal>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap gap-4">
        <Link to={pathIn(lang, "/book-an-appointment")} className={primaryButton}>
          {t.layout.menu.bookAppointment}
          <ArrowRightIcon size={18} className="rtl:-scale-x-100" />
        </Link>
        <Link to={pathIn(lang, "/our-services")} className={secondaryButton}>
          {text.exploreServices}
        </Link>
      </div>
    </section>
  );
}
