import { Link } from "react-router";
import { indiaNow } from "#app/lib/booking-days.ts";
import { brandNoteKey, useEnglishFields, usePractice, useRootData } from "#app/lib/practice-context.ts";
import { DocumentText } from "#app/components/ui/document-text.tsx";
import { EnglishSpan } from "#app/components/ui/english-span.tsx";
import { MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from "#app/components/ui/icons.tsx";
import { scheduleLines } from "#app/lib/slots.ts";
import { whatsappLink } from "#app/lib/whatsapp.ts";
import { keepClear } from "#app/components/layout/keep-clear.ts";
import { Logo } from "#app/components/layout/logo.tsx";
import { LanguageLinks } from "#app/components/layout/language-links.tsx";
import { menuItems } from "#app/components/layout/navigation.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";
import { englishProps } from "#app/i18n/latin-text.ts";
import { SocialLinks } from "#app/components/layout/social-links.tsx";
import { LatinRuns } from "#app/components/ui/latin-runs.tsx";

export function SiteFooter() {
  const practice = usePractice();
  const lang = useLang();
  const t = useMessages();
  const { menu, footer } = t.layout;
  // The year of the render in India, by the server's clock, so the browser hydrates the same text.
  const year = indiaNow(useRootData().renderedAt).date.slice(0, 4);
  const { contact } = practice;
  const english = useEnglishFields();
  const name = englishProps(lang);
  return (
    <footer className="bg-accent-900 text-accent-50">
      <div {...keepClear} className="page-wrap grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr]">
        <div>
          <Logo tone="light" />
          <DocumentText name={brandNoteKey} text={practice.brandNote} className="mt-5 max-w-sm text-accent-100" {...english("brandNote")} />
          {practice.doctor.registration.number ? (
            <p className="mt-3 max-w-sm text-accent-100" data-testid="footer-registration">
              <LatinRuns>{footer.registration(practice.doctor.name, practice.doctor.registration.number)}</LatinRuns>
              {practice.doctor.registration.council ? (
                // The brackets inside the span: around an isolated span on an Urdu page they would pair with the number.
                <EnglishSpan mark={name} before=" ">{`(${practice.doctor.registration.council})`}</EnglishSpan>
              ) : (
                ""
              )}
            </p>
          ) : null}
          <div className="mt-6">
            <SocialLinks />
          </div>
          <LanguageLinks className="mt-6" linkClassName="footer-link" landmark={false} />
        </div>

        <nav aria-label={footer.menu}>
          <h2 className="font-serif text-lg font-semibold text-white">{footer.explore}</h2>
          <ul className="mt-3">
            {/* The header's menu has the same links, which React Router looks up ahead of a click (`discover`). */}
            {menuItems.map((item) => (
              <li key={item.to}>
                <Link to={pathIn(lang, item.to)} discover="none" className="footer-link">
                  {menu[item.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-serif text-lg font-semibold text-white">{footer.getInTouch}</h2>
          <ul className="mt-3">
            <li>
              <a href={contact.phoneHref} className="footer-link">
                <PhoneIcon size={18} />
                <span dir="ltr">{contact.phone}</span>
              </a>
            </li>
            <li>
              <a href={whatsappLink(contact.whatsappNumber)} target="_blank" rel="noopener noreferrer" className="footer-link">
                <WhatsappIcon size={18} />
                WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`} className="footer-link [overflow-wrap:anywhere]">
                <MailIcon size={18} />
                <span dir="ltr">{contact.email}</span>
              </a>
            </li>
            <li>
              <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer" className="footer-link items-start py-2">
                <MapPinIcon size={18} className="mt-1 shrink-0" />
                {contact.address}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="font-serif text-lg font-semibold text-white">{footer.clinicHours}</h2>
          <ul className="mt-4 space-y-5">
            {practice.clinics.map((clinic) => (
              <li key={clinic.id}>
                <p className="font-semibold text-white" {...name}>
                  {clinic.name}
                </p>
                {scheduleLines(clinic.schedule, lang).map((line) => (
                  <p key={line.days} className="text-accent-100">
                    {line.days}: <span dir="ltr">{line.hours}</span>
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div {...keepClear} className="border-t border-white/15">
        {/* The line's links share one style, set once here: every public page carries this line. */}
        <div className="page-wrap flex flex-col gap-2 py-6 text-[0.9375rem] text-accent-100 sm:flex-row sm:justify-between [&_a]:text-white [&_a]:underline [&_a]:underline-offset-4">
          <p>
            <LatinRuns>{footer.rights(year, practice.shortName)}</LatinRuns> <Link to={pathIn(lang, "/privacy")}>{footer.privacyNotice}</Link>{" "}
            <Link to={pathIn(lang, "/before-your-visit")} discover="none">
              {footer.beforeYourVisit}
            </Link>{" "}
            <Link to={pathIn(lang, "/accessibility")} discover="none">
              {footer.accessibility}
            </Link>
          </p>
          <p>
            {footer.websiteBy}{" "}
            <a href={practice.maker.url} target="_blank" rel="noopener noreferrer">
              {practice.maker.name}
            </a>
          </p>
        </div>
      </div>
      {/* On a phone, room below the last line where the floating buttons (140 px) come back at the page's end. */}
      <div className="h-36 sm:hidden" />
    </footer>
  );
}
