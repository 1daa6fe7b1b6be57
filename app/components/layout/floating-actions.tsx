import { useRef } from "react";
import { Link } from "react-router";
import { useOverKeepClear } from "#app/components/layout/keep-clear.ts";
import { usePractice } from "#app/lib/practice-context.ts";
import { CalendarIcon, WhatsappIcon } from "#app/components/ui/icons.tsx";
import { whatsappLink } from "#app/lib/whatsapp.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";

const floating = "fab";

/**
 * Within thumb's reach: a chat with the doctor and the booking form. They show only where they cover nothing: they fade
 * out while text, an icon's link, the footer (which has both links too) or the booking confirmation is under them, and
 * come back over the room the footer leaves at the page's end (issue 40: on a phone they hid the hero's words).
 */
export function FloatingActions() {
  const practice = usePractice();
  const lang = useLang();
  const t = useMessages();
  const text = t.layout.floating;
  const aside = useRef<HTMLElement>(null);
  const stepAside = useOverKeepClear(aside);
  return (
    <aside ref={aside} aria-label={text.label} className={stepAside ? "fabs invisible opacity-0" : "fabs"} data-testid="floating-actions">
      <a
        href={whatsappLink(practice.contact.whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${text.whatsapp} ${t.common.opensInNewTab}`}
        title={text.whatsapp}
        className={`${floating} bg-[#1f8f4e] text-white`}
      >
        <WhatsappIcon size={28} />
      </a>
      <Link to={pathIn(lang, "/book-an-appointment")} aria-label={text.book} title={text.book} className={`${floating} bg-accent-700 text-white`}>
        <CalendarIcon size={26} />
      </Link>
    </aside>
  );
}
