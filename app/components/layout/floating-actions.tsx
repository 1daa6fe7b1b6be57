import { useRef } from "react";
import { Link } from "react-router";
import { useOverKeepClear } from "#app/components/layout/keep-clear.ts";
import { usePractice } from "#app/lib/practice-context.ts";
import { CalendarIcon, WhatsappIcon } from "#app/components/ui/icons.tsx";
import { whatsappLink } from "#app/lib/whatsapp.ts";

const floating =
  "inline-flex size-14 items-center justify-center rounded-full shadow-lg ring-2 ring-white transition-transform duration-200 hover:-translate-y-0.5";

/**
 * Always within thumb's reach: a chat with the doctor and the booking form. They fade out while the footer (which has
 * both links too) or the booking confirmation is under them, so nothing a person must read or press sits beneath.
 */
export function FloatingActions() {
  const practice = usePractice();
  const aside = useRef<HTMLElement>(null);
  const stepAside = useOverKeepClear(aside);
  return (
    <aside
      ref={aside}
      aria-label="Quick actions"
      className={`fixed right-4 bottom-4 z-20 flex flex-col gap-3 transition-[opacity,visibility] duration-200 sm:right-6 sm:bottom-6 ${stepAside ? "invisible opacity-0" : ""}`}
      data-testid="floating-actions"
    >
      <a
        href={whatsappLink(practice.contact.whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat on WhatsApp (opens in a new tab)"
        title="Chat on WhatsApp"
        className={`${floating} bg-[#1f8f4e] text-white`}
      >
        <WhatsappIcon size={28} />
      </a>
      <Link to="/book-an-appointment" aria-label="Book an appointment" title="Book an appointment" className={`${floating} bg-accent-700 text-white`}>
        <CalendarIcon size={26} />
      </Link>
    </aside>
  );
}
