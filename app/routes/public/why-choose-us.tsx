import type { ComponentType } from "react";
import { Link } from "react-router";
import { lightButton } from "#app/components/ui/button-styles.ts";
import { CountUp } from "#app/components/ui/count-up.tsx";
import {
  ArrowRightIcon,
  AwardIcon,
  ExternalLinkIcon,
  FlaskIcon,
  HeartPulseIcon,
  LanguagesIcon,
  LayersIcon,
  ShareIcon,
  ShieldIcon,
  ZapIcon,
} from "#app/components/ui/icons.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { StarRating } from "#app/components/ui/star-rating.tsx";
import { requestContext } from "#app/context.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { practiceOf, useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/why-choose-us";
import { LatinRuns } from "#app/components/ui/latin-runs.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { reasons, ratings } = practiceForPage(await context.get(requestContext).services.practice.get(), request.url);
  return { reasons, ratings };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const practice = practiceOf(matches);
  const { whyChooseUs, common } = messagesFor(languageOfPath(location.pathname));
  return pageMeta({
    matches,
    path: "/why-choose-us",
    title: whyChooseUs.metaTitle(practice.siteName),
    description: whyChooseUs.metaDescription(practice.city, practice.doctor.name, practice.languages.join(common.comma)),
    siteName: practice.siteName,
  });
};

// One icon per reason, in the order of practice.reasons; a reason added later gets the award.
const reasonIcons: ComponentType<{ size?: number }>[] = [AwardIcon, HeartPulseIcon, LayersIcon, LanguagesIcon, ShieldIcon, FlaskIcon, ZapIcon, ShareIcon];

export default function WhyChooseUs({ loaderData }: Route.ComponentProps) {
  const { doctor } = usePractice();
  const t = useMessages();
  const english = useEnglishFields();
  return (
    <>
      <PageIntro eyebrow={t.layout.menu.whyChooseUs} title={t.whyChooseUs.title} intro={<LatinRuns>{t.whyChooseUs.intro(doctor.name)}</LatinRuns>} />
      <section aria-label={t.whyChooseUs.reasons} className="page-wrap py-16 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.reasons.map((reason, index) => {
            const Icon = reasonIcons[index] ?? AwardIcon;
            return (
              <Reveal as="li" key={reason.title} delay={(index % 4) * 0.1} className="flex">
                <article className="flex w-full flex-col card p-6 transition-shadow hover:shadow-md">
                  <span className="icon-badge">
                    <Icon size={24} />
                  </span>
                  <h2 className="mt-5 font-sans text-lg font-semibold" {...english(`reasons.${index}.title`)}>
                    {reason.title}
                  </h2>
                  <p className="mt-2 text-ink-700" {...english(`reasons.${index}.text`)}>
                    {reason.text}
                  </p>
                </article>
              </Reveal>
            );
          })}
        </ul>
      </section>
      <Ratings ratings={loaderData.ratings} />
    </>
  );
}

function Ratings({ ratings }: Pick<Route.ComponentProps["loaderData"], "ratings">) {
  const { doctor } = usePractice();
  const t = useMessages();
  const text = t.whyChooseUs.ratings;
  const lang = useLang();
  const english = useEnglishFields();
  return (
    <section aria-labelledby="ratings-title" className="bg-accent-800 py-16 text-white sm:py-24">
      <div className="page-wrap">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-200">{text.eyebrow}</p>
          <h2 id="ratings-title" className="mt-3 text-3xl font-semibold tracking-tight text-white sm:text-4xl">
            {text.title}
          </h2>
          <p className="mt-4 text-lg text-accent-100">
            <LatinRuns>{text.intro(doctor.name)}</LatinRuns>
          </p>
        </div>
        <ul className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
          {ratings.map((rating, index) => (
            <li key={rating.platform} className="rounded-3xl bg-white p-8 text-center text-ink-900 shadow-lg" data-testid="rating">
              <h3 className="font-sans text-lg font-semibold text-ink-700" {...english(`ratings.${index}.platform`)}>
                {rating.platform}
              </h3>
              <p className="mt-4 font-serif text-6xl font-semibold text-accent-700 tabular-nums">
                <CountUp target={rating.reviews} />
              </p>
              <p className="text-ink-500">{text.reviews}</p>
              <div className="mt-5 flex flex-col items-center gap-2">
                <StarRating score={rating.score} outOf={rating.outOf} size={24} />
                <p className="text-lg font-semibold" dir="ltr">
                  {rating.score}/{rating.outOf}
                </p>
              </div>
              <a
                href={rating.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex min-h-11 items-center gap-2 font-medium text-accent-700 underline underline-offset-4"
              >
                {text.readReviews}
                <ExternalLinkIcon size={16} className="rtl:-scale-x-100" />
                <span className="sr-only">{text.onPlatform(rating.platform)}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <Link to={pathIn(lang, "/book-an-appointment")} className={lightButton}>
            {t.layout.menu.bookAppointment}
            <ArrowRightIcon size={18} className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
}
