import { AppointmentForm } from "#app/components/appointment/appointment-form.tsx";
import { messagesFor, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { requestContext } from "#app/context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { bookingOffers } from "#app/lib/appointment-request.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/book-an-appointment";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { offers: bookingOffers(practiceForPage(await context.get(requestContext).services.practice.get(), request.url)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const practice = practiceOf(matches);
  if (!loaderData) return [{ title: practice.siteName }];
  const { clinics, online } = loaderData.offers;
  const t = messagesFor(languageOfPath(location.pathname)).booking.meta;
  return pageMeta({
    matches,
    path: "/book-an-appointment",
    title: `${t.title} | ${practice.siteName}`,
    description: t.description(
      practice.doctor.name,
      clinics.map((clinic) => clinic.name),
      practice.city,
      online.enabled,
    ),
    siteName: practice.siteName,
  });
};

export default function BookAnAppointment({ loaderData }: Route.ComponentProps) {
  const { offers } = loaderData;
  const { doctor } = usePractice();
  const t = useMessages().booking;
  return (
    <>
      <PageIntro eyebrow={t.intro.eyebrow} title={t.intro.title} intro={t.intro.text(doctor.name, offers.online.enabled)} />
      <section aria-label={t.formSection} className="page-wrap py-16 sm:py-20">
        <AppointmentForm offers={offers} />
      </section>
    </>
  );
}
