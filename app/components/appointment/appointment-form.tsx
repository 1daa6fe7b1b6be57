import { type FormEvent, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { primaryButton, secondaryButton, textLink } from "#app/components/ui/button-styles.ts";
import { CalendarIcon, CheckBoldIcon, ClockIcon, DownloadIcon, ExternalLinkIcon, WalletIcon, WhatsappIcon } from "#app/components/ui/icons.tsx";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { PrivacyConsent } from "#app/components/ui/privacy-consent.tsx";
import { clockLabel, openDays, scheduleLines } from "#app/lib/slots.ts";
import { reportGoal } from "#app/lib/report.ts";
import { saveFile } from "#app/lib/save-file.ts";
import { appointmentMessage, whatsappLink } from "#app/lib/whatsapp.ts";
import {
  type BookingOffers,
  type BookingPlace,
  type RequestedSlot,
  appointmentCalendarFile,
  calendarFileName,
  placeOffer,
} from "#app/lib/appointment-request.ts";
import { bookingDays } from "#app/lib/booking-days.ts";
import { useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { EnglishSpan } from "#app/components/ui/english-span.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useBookingClock } from "#app/components/appointment/use-booking-clock.ts";
import { keepClear } from "#app/components/layout/keep-clear.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { englishProps, latinProps } from "#app/i18n/latin-text.ts";
import { LatinRuns } from "#app/components/ui/latin-runs.tsx";
import { PaymentStep } from "#app/components/appointment/payment-step.tsx";
import { paymentReference } from "#app/lib/upi.ts";

const fieldClass = "field";

/** The round mark of a clinic's fee, duration and days on the dark panel. */
const detailIcon = "flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10";

type Mode = "clinic" | "video";

function ChoiceButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    // `toggle-dark` and `toggle-mark` (site-base.css) style both states from `aria-pressed`.
    <button type="button" aria-pressed={pressed} onClick={onClick} className="btn toggle-dark">
      <span aria-hidden="true" className="toggle-mark">
        {pressed ? <CheckBoldIcon size={12} /> : null}
      </span>
      {children}
    </button>
  );
}

/**
 * Prepares an appointment request and hands it to WhatsApp as a prefilled chat with the doctor.
 * Nothing is sent to this site's server. The visitor picks in clinic (and which clinic) or a video call when the
 * practice offers one, one of its open days in the next two weeks, then a slot of that day; the days and slots
 * follow the browser's clock once the page has loaded. After WhatsApp opens, the request can be saved to the
 * phone's calendar as an .ics file made in the browser. The clinics and the video consultations come from the
 * page's loader (`bookingOffers`), the doctor's name and the WhatsApp number from the site's fields.
 */
export function AppointmentForm({ offers, headingLevel = 2 }: { offers: BookingOffers; headingLevel?: 2 | 3 }) {
  const site = usePractice();
  const lang = useLang();
  const { booking: t, forms } = useMessages();
  const practice = useMemo(() => ({ ...site, ...offers }), [site, offers]);
  const now = useBookingClock();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<Mode>("clinic");
  const [clinicId, setClinicId] = useState(practice.clinics[0].id);
  /** The request last handed to WhatsApp, for "Add to calendar"; cleared when a choice changes. */
  const [requested, setRequested] = useState<RequestedSlot | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // Whoever comes back from WhatsApp finds the confirmation and its "Add to calendar" whole on the screen.
  useEffect(() => {
    if (requested) confirmation.current?.scrollIntoView({ block: "nearest" });
  }, [requested]);
  /** The chosen day (YYYY-MM-DD); empty or no longer open means the first open day. */
  const [date, setDate] = useState("");
  /** The chosen slot's start in minutes, as the select's value. */
  const [slotValue, setSlotValue] = useState("");
  /** A video consultation's payment reference, made in the browser for the chosen day when a time is chosen; never sent. */
  const [reference, setReference] = useState<{ date: string; code: string } | null>(null);
  const clinic = practice.clinics.find((candidate) => candidate.id === clinicId) ?? practice.clinics[0];
  const video = mode === "video" && practice.online.enabled;
  const place: BookingPlace = useMemo(() => (video ? { kind: "video" } : { kind: "clinic", clinic }), [video, clinic]);
  const offer = placeOffer(practice, place);
  const placeName = video ? t.videoConsultation : clinic.name;
  // A translated fee or length is the page's language (its digits read right whatever the direction); one left in
  // English is marked as such.
  const english = useEnglishFields();
  const offerPath = video ? "online" : `clinics.${practice.clinics.indexOf(clinic)}`;
  const days = useMemo(() => bookingDays(placeOffer(practice, place), now, lang), [practice, place, now, lang]);
  const day = days.find((candidate) => candidate.date === date) ?? days[0];
  const slots = day?.slots ?? [];
  const slot = slots.find((candidate) => String(candidate.start) === slotValue);
  const ids = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  function chooseMode(next: Mode) {
    setMode(next);
    setDate("");
    setSlotValue("");
    setRequested(null);
  }

  function chooseClinic(id: string) {
    setClinicId(id);
    setDate("");
    setSlotValue("");
    setRequested(null);
  }

  function chooseDay(value: string) {
    setDate(value);
    setSlotValue("");
    setRequested(null);
  }

  function chooseSlot(value: string) {
    setSlotValue(value);
    setRequested(null);
    if (video && value && day && reference?.date !== day.date) {
      setReference({ date: day.date, code: paymentReference(day.date) });
      // Counted without the reference, the amount or the day: only that the payment details were shown.
      reportGoal("payment_shown");
    }
  }

  function addToCalendar() {
    if (!requested) return;
    const text = appointmentCalendarFile(practice, requested, window.location.host, Date.now(), t);
    saveFile(new Blob([text], { type: "text/calendar;charset=utf-8" }), calendarFileName(requested.date));
  }

  // Name and number are uncontrolled, so what was typed before the page hydrated is kept and sent.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const name = String(fields.get("name") ?? "");
    const phone = String(fields.get("phone") ?? "");
    if (!name.trim() || !phone.trim() || !day || !slot) {
      window.alert(t.form.fillAll);
      return;
    }
    const code = video ? (reference?.date === day.date ? reference.code : paymentReference(day.date)) : null;
    const message = appointmentMessage(
      {
        doctorName: practice.doctor.name,
        name,
        phone,
        clinicName: video ? null : clinic.name,
        day: day.label,
        time: clockLabel(slot.start),
        fee: offer.feeText,
        payment: code ? { reference: code, before: practice.payment.videoPayWhen === "before" } : undefined,
      },
      t,
      lang,
    );
    reportGoal("whatsapp_tap", { clinic: video ? "online" : clinic.id, day: day.date });
    window.open(whatsappLink(practice.contact.whatsappNumber, message), "_blank", "noopener,noreferrer");
    setRequested({ place, date: day.date, startMinutes: slot.start });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[0.9fr_1.1fr]">
      <div className="rounded-3xl bg-accent-800 p-6 text-white sm:p-8">
        {practice.online.enabled ? (
          <>
            <Heading className="text-2xl font-semibold text-white">{t.place.howToMeet}</Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would need a legend and reset styles for nothing. */}
            <div role="group" aria-label={t.place.consultation} className="mt-5 mb-8 grid gap-3 sm:grid-cols-2">
              <ChoiceButton pressed={!video} onClick={() => chooseMode("clinic")}>
                {t.place.inClinic}
              </ChoiceButton>
              <ChoiceButton pressed={video} onClick={() => chooseMode("video")}>
                {t.place.videoCall}
              </ChoiceButton>
            </div>
          </>
        ) : null}
        {video ? (
          <p className="text-accent-100">{t.place.videoText(practice.doctor.name)}</p>
        ) : (
          <>
            <Heading className="text-2xl font-semibold text-white">{t.place.chooseClinic}</Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would need a legend and reset styles for nothing. */}
            <div role="group" aria-label={t.place.clinic} className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {practice.clinics.map((option) => (
                <ChoiceButton key={option.id} pressed={option.id === clinicId} onClick={() => chooseClinic(option.id)}>
                  <EnglishSpan mark={englishProps(lang)}>{option.name}</EnglishSpan>
                </ChoiceButton>
              ))}
            </div>
          </>
        )}
        <dl className="mt-8 space-y-5" aria-live="polite">
          <div className="flex gap-4">
            <dt className={detailIcon}>
              <WalletIcon size={20} />
              <span className="sr-only">{t.facts.fee}</span>
            </dt>
            <dd>
              <span className="block text-sm text-accent-100">{t.facts.consultationFee}</span>
              <span className="font-semibold" data-testid="clinic-fee" {...english(`${offerPath}.feeText`)}>
                {offer.feeText}
              </span>
              {/* A whole number of pixels high, so the panel's height keeps its fraction and the confirmation below scrolls whole into view. */}
              <span className="block leading-6">{video ? t.facts.payWhen[practice.payment.videoPayWhen] : t.facts.payAtClinic}</span>
            </dd>
          </div>
          <div className="flex gap-4">
            <dt className={detailIcon}>
              <ClockIcon size={20} />
              <span className="sr-only">{t.facts.duration}</span>
            </dt>
            <dd>
              <span className="block text-sm text-accent-100">{t.facts.duration}</span>
              <span className="font-semibold" data-testid="clinic-duration" {...english(`${offerPath}.durationText`)}>
                {offer.durationText}
              </span>
            </dd>
          </div>
          <div className="flex gap-4">
            <dt className={detailIcon}>
              <CalendarIcon size={20} />
              <span className="sr-only">{t.facts.availableDays}</span>
            </dt>
            <dd>
              <span className="block text-sm text-accent-100">{t.facts.availableDays}</span>
              <span className="font-semibold" data-testid="clinic-days">
                {openDays(offer.schedule, lang)}
              </span>
              {scheduleLines(offer.schedule, lang).map((line) => (
                <span key={line.days} className="block text-accent-100">
                  {line.days}: <span {...latinProps(lang)}>{line.hours}</span>
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </div>

      <form method="post" noValidate onSubmit={handleSubmit} className="card p-6 sm:p-8" aria-label={t.form.label}>
        <Heading className="text-2xl font-semibold">{t.form.heading}</Heading>
        <p className="mt-2 text-ink-700">{t.form.allRequired(practice.doctor.name)}</p>
        <div className="mt-6 space-y-5">
          <div>
            <label htmlFor={`${ids}-name`} className="font-medium">
              {t.form.fullName}
            </label>
            <input id={`${ids}-name`} name="name" autoComplete="name" required dir="auto" className={fieldClass} />
          </div>
          <div>
            <label htmlFor={`${ids}-phone`} className="font-medium">
              {t.form.contactNumber}
            </label>
            <input id={`${ids}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel" required dir="auto" className={fieldClass} />
          </div>
          <div>
            <label htmlFor={`${ids}-day`} className="font-medium">
              {t.form.preferredDay}
            </label>
            <select
              id={`${ids}-day`}
              name="day"
              required
              value={day?.date ?? ""}
              onChange={(event) => chooseDay(event.target.value)}
              aria-describedby={`${ids}-day-hint`}
              className={`${fieldClass} appearance-auto`}
            >
              {days.length === 0 ? (
                <option value="">{t.form.noDays}</option>
              ) : (
                <>
                  {/* HTML wants a required select to open with an empty choice; the first open day stays chosen. */}
                  <option value="" disabled>
                    {t.form.selectDay}
                  </option>
                  {days.map((option) => (
                    <option key={option.date} value={option.date}>
                      {option.label}
                    </option>
                  ))}
                </>
              )}
            </select>
            <p id={`${ids}-day-hint`} className="mt-2 text-ink-700">
              <LatinRuns>{days.length === 0 ? t.form.noFreeDay(placeName, video) : t.form.nextTwoWeeks(video ? null : clinic.name)}</LatinRuns>
            </p>
          </div>
          <div>
            <label htmlFor={`${ids}-slot`} className="font-medium">
              {t.form.preferredSlot}
            </label>
            <select
              id={`${ids}-slot`}
              name="slot"
              required
              value={slot ? slotValue : ""}
              onChange={(event) => chooseSlot(event.target.value)}
              className={`${fieldClass} appearance-auto`}
            >
              <option value="">{t.form.selectSlot}</option>
              {slots.length === 0 ? (
                <option value="" disabled>
                  {t.form.noSlots}
                </option>
              ) : (
                slots.map((option) => (
                  <option key={option.start} value={String(option.start)}>
                    {option.label}
                  </option>
                ))
              )}
            </select>
          </div>
        </div>
        {video ? (
          // A page that does not preload the payment texts (Our Services) shows the step once they have loaded.
          <Suspense fallback={null}>
            <PaymentStep
              payment={practice.payment}
              feeText={offer.feeText}
              feeRupees={offer.feeRupees}
              reference={slot && reference && reference.date === day?.date ? reference.code : null}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          </Suspense>
        ) : null}
        {video ? (
          <p className="mt-6 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-ink-900" data-testid="teleconsultation-consent">
            {t.form.teleconsultation(practice.doctor.name)}
          </p>
        ) : null}
        <button type="submit" disabled={!hydrated} className={`${primaryButton} mt-8 w-full sm:w-auto`}>
          <WhatsappIcon size={20} />
          {t.form.submit}
        </button>
        <PrivacyConsent className="mt-3">{t.form.privacy(practice.doctor.name, video)}</PrivacyConsent>
        <div aria-live="polite">
          {requested ? (
            <div className="mt-6 rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:p-5" data-testid="booking-requested" ref={confirmation} {...keepClear}>
              <p className="font-semibold text-ink-900">{t.requested.title}</p>
              <p className="mt-1 text-ink-700">{t.requested.text}</p>
              <button type="button" onClick={addToCalendar} className={`${secondaryButton} mt-4 w-full sm:w-auto`}>
                <DownloadIcon size={20} />
                {t.requested.addToCalendar}
              </button>
            </div>
          ) : null}
        </div>
        <CrisisLine className="mt-6" />
        {video ? null : (
          <p className="mt-6 text-ink-700">
            {t.form.onlinePrompt}{" "}
            <a href={clinic.bookingUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
              {t.form.bookOnline(clinic.name)}
              <ExternalLinkIcon size={16} className="ms-1 inline-block align-[-2px] rtl:-scale-x-100" />
              <span className="sr-only">{forms.opensInNewTab}</span>
            </a>
          </p>
        )}
      </form>
    </div>
  );
}
