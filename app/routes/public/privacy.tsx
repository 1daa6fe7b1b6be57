import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "#app/components/ui/button-styles.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { requestContext } from "#app/context.ts";
import { practiceForPage } from "#app/lib/practice-i18n.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy";

// The privacy notice of the Digital Personal Data Protection Act 2023 and its 2025 Rules: who, what, why, how long,
// and how to ask. The facts come from the practice content; the retention period from RETENTION_DAYS.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { retentionDays, services } = context.get(requestContext);
  return { retentionDays, privacy: practiceForPage(await services.practice.get(), request.url).privacy };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const practice = practiceOf(matches);
  return pageMeta({
    siteUrl: siteUrlOf(matches),
    path: "/privacy",
    title: `Privacy notice | ${practice.siteName}`,
    description: `What ${practice.shortName}'s website collects, why, who sees it, how long it is kept and how to ask for a copy or erasure.`,
    siteName: practice.siteName,
  });
};

const updated = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { retentionDays, privacy } = loaderData;
  const { doctor } = usePractice();
  const mail = (address: string) => (
    <a href={`mailto:${address}`} className={`${textLink} [overflow-wrap:anywhere]`}>
      {address}
    </a>
  );
  return (
    <>
      <PageIntro
        eyebrow="Privacy"
        title="Privacy notice"
        intro="What you send through this website can say a lot about your health. Here is, in plain words, what we keep, why, for how long, and how to have it removed."
      />
      <div className="page-wrap max-w-3xl space-y-12 py-14 sm:py-20">
        <Part title="Who runs this website">
          <p>
            This website is run by {privacy.controller.name}, {privacy.controller.address}, who decides what happens to what you send here. Questions about your
            data go to {mail(privacy.requestsEmail)}.
          </p>
        </Part>

        <Part title="What each form collects, and why">
          <ul className="list-disc space-y-3 pl-6">
            <li>
              <strong>Contact form</strong> (
              <Link to="/contact-me" className={textLink}>
                Contact Me
              </Link>
              ): your name, phone number, e-mail address and message, so that {doctor.name} can read your message and answer you.
            </li>
            <li>
              <strong>Comment form</strong> (under each article): your name, e-mail address, mobile number and comment. Your comment and name appear under the
              article only after the doctor has read and published them; your e-mail address and mobile number are never shown and are used only to reach you
              about your comment.
            </li>
            <li>
              <strong>Appointment form</strong> (
              <Link to="/book-an-appointment" className={textLink}>
                Book Appointment
              </Link>
              ): nothing reaches this website. Your name, number, chosen clinic, day and time open as a WhatsApp message to {doctor.name}'s number, so WhatsApp
              (Meta) sees that chat and your number under its own terms.
            </li>
          </ul>
        </Part>

        <Part title="Who sees it">
          <p>
            Only {doctor.name} and the practice staff who look after this website, in its password-protected back office. The doctor gets an e-mail saying that
            a new message has arrived. If the words of a message suggest that its writer may be in danger, it is marked urgent so that it is read first.
            Everything is treated as confidential, as the Mental Healthcare Act 2017 asks of what patients share.
          </p>
        </Part>

        <Part title="How long it is kept">
          <p>
            Contact messages, and comments that were never published, are deleted automatically <strong>{retentionDays} days</strong> after they were sent.
            Published comments stay under their article until they are removed, which you can ask for at any time.
          </p>
        </Part>

        <Part title="Nothing is sold or shared">
          <p>
            What you send is never sold, never shared with anyone for marketing, and never used for advertising. This website sets no tracking cookie and uses
            no outside analytics service. The clinic map loads from Google only when you ask for it.
          </p>
        </Part>

        <Part title="How visits are counted">
          <p>
            To learn which articles help and whether the appointment page works, this website counts visits on its own server, the way privacy-first statistics
            tools do. For each page you open it keeps the page's address, the name of the site that linked to it (for example google.com, never the full link),
            whether the device is a phone, a tablet or a computer, the day, and a random-looking code. The code is made from a secret that changes every day and
            is deleted after 48 hours, together with your internet address and your browser's name, which are never stored. So the same visitor is counted once
            a day, and nobody, not even the doctor, can work out who you are or follow you from one day to the next.
          </p>
          <p>
            It also counts taps on "Open WhatsApp", on a phone number or on directions, and how fast pages load for you, in the same way. Nothing is stored on
            your device, so no consent banner is needed. If your browser sends "Do Not Track" or Global Privacy Control, nothing at all is counted. After 90
            days only daily totals are kept.
          </p>
        </Part>

        <Part title="A copy, a correction or erasure">
          <p>
            Write to {mail(privacy.requestsEmail)} with the e-mail address or mobile number you used, and say whether you want a copy of everything we keep
            about you, a correction, or to have it all erased. We may ask you to confirm that the address or number is yours.
          </p>
        </Part>

        <Part title="Grievances">
          <p>
            If you are unhappy with how your data is handled, contact our grievance officer, {privacy.grievanceOfficer.name}, at{" "}
            {mail(privacy.grievanceOfficer.email)} or{" "}
            <a href={privacy.grievanceOfficer.phone.href} className={`${textLink} whitespace-nowrap`}>
              {privacy.grievanceOfficer.phone.display}
            </a>
            . You will have an answer within <strong>{privacy.answerWithinDays} days</strong>. If you are still not satisfied, you may complain to the Data
            Protection Board of India.
          </p>
        </Part>

        <p className="text-ink-700">Last updated {updated.format(new Date(privacy.updated))}.</p>
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
