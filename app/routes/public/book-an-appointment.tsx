import { AppointmentForm } from "#app/components/appointment/appointment-form.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { requestContext } from "#app/context.ts";
import { pagePractice, pagePracticeOf, practiceOf, usePagePractice } from "#app/lib/practice-context.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/book-an-appointment";

export async function loader({ context }: Route.LoaderArgs) {
  return pagePractice(await context.get(requestContext).services.practice.get(), ["clinics", "online"]);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const practice = pagePracticeOf(matches, loaderData);
  if (!practice) return [{ title: practiceOf(matches).siteName }];
  return pageMeta({
    siteUrl: siteUrlOf(matches),
    path: "/book-an-appointment",
    title: `Book Appointment | ${practice.siteName}`,
    description: `Book a consultation with ${practice.doctor.name} at ${practice.clinics.map((clinic) => clinic.name).join(" or ")}, ${practice.city}${practice.online.enabled ? ", or by video call" : ""}: fees, timings and free slots.`,
    siteName: practice.siteName,
  });
};

export default function BookAnAppointment() {
  const practice = usePagePractice<"clinics" | "online">();
  return (
    <>
      <PageIntro
        eyebrow="Book Appointment"
        title="Book a consultation"
        intro={`Pick ${practice.online.enabled ? "a clinic or a video call" : "a clinic"}, a day in the next two weeks and a time that suits you, add your name and number, and your request opens in WhatsApp as a message to ${practice.doctor.name}'s number. We confirm every booking personally.`}
      />
      <section aria-label="Appointment form" className="page-wrap py-16 sm:py-20">
        <AppointmentForm />
      </section>
    </>
  );
}
