import { AppointmentForm } from "#app/components/appointment/appointment-form.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { requestContext } from "#app/context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { bookingOffers } from "#app/lib/appointment-request.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/book-an-appointment";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { offers: bookingOffers(practiceForPage(await context.get(requestContext).services.practice.get(), request.url)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const practice = practiceOf(matches);
  if (!loaderData) return [{ title: practice.siteName }];
  const { clinics, online } = loaderData.offers;
  return pageMeta({
    siteUrl: siteUrlOf(matches),
    path: "/book-an-appointment",
    title: `Book Appointment | ${practice.siteName}`,
    description: `Book a consultation with ${practice.doctor.name} at ${clinics.map((clinic) => clinic.name).join(" or ")}, ${practice.city}${online.enabled ? ", or by video call" : ""}: fees, timings and free slots.`,
    siteName: practice.siteName,
  });
};

export default function BookAnAppointment({ loaderData }: Route.ComponentProps) {
  const { offers } = loaderData;
  const { doctor } = usePractice();
  return (
    <>
      <PageIntro
        eyebrow="Book Appointment"
        title="Book a consultation"
        intro={`Pick ${offers.online.enabled ? "a clinic or a video call" : "a clinic"}, a day in the next two weeks and a time that suits you, add your name and number, and your request opens in WhatsApp as a message to ${doctor.name}'s number. We confirm every booking personally.`}
      />
      <section aria-label="Appointment form" className="page-wrap py-16 sm:py-20">
        <AppointmentForm offers={offers} />
      </section>
    </>
  );
}
