import { type FormEvent, useId, useMemo, useState } from "react";
import { primaryButton, textLink, toggleButton } from "#app/components/ui/button-styles.ts";
import { CalendarIcon, CheckIcon, ClockIcon, ExternalLinkIcon, WalletIcon, WhatsappIcon } from "#app/components/ui/icons.tsx";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { PrivacyConsent } from "#app/components/ui/privacy-consent.tsx";
import { clockLabel, openDays, scheduleLines } from "#app/lib/slots.ts";
import { reportGoal } from "#app/lib/report.ts";
import { appointmentMessage, whatsappLink } from "#app/lib/whatsapp.ts";
import { bookingDays } from "#app/lib/booking-days.ts";
import { usePractice } from "#app/lib/practice-context.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useBookingClock } from "#app/components/appointment/use-booking-clock.ts";

const fieldClass =
  "mt-2 block min-h-12 w-full rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus:border-accent-500";

/**
 * Prepares an appointment request and hands it to WhatsApp as a prefilled chat with the doctor.
 * Nothing is sent to this site's server. The visitor picks a clinic, one of its open days in the next two
 * weeks, then a slot of that day; the days and slots follow the browser's clock once the page has loaded.
 */
export function AppointmentForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const practice = usePractice();
  const now = useBookingClock();
  const hydrated = useHydrated();
  const [clinicId, setClinicId] = useState(practice.clinics[0].id);
  /** The chosen day (YYYY-MM-DD); empty or no longer open means the first open day. */
  const [date, setDate] = useState("");
  /** The chosen slot's start in minutes, as the select's value. */
  const [slotValue, setSlotValue] = useState("");
  const clinic = practice.clinics.find((candidate) => candidate.id === clinicId) ?? practice.clinics[0];
  const days = useMemo(() => bookingDays(clinic, now), [clinic, now]);
  const day = days.find((candidate) => candidate.date === date) ?? days[0];
  const slots = day?.slots ?? [];
  const slot = slots.find((candidate) => String(candidate.start) === slotValue);
  const ids = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  function chooseClinic(id: string) {
    setClinicId(id);
    setDate("");
    setSlotValue("");
  }

  function chooseDay(value: string) {
    setDate(value);
    setSlotValue("");
  }

  // Name and number are uncontrolled, so what was typed before the page hydrated is kept and sent.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const name = String(fields.get("name") ?? "");
    const phone = String(fields.get("phone") ?? "");
    if (!name.trim() || !phone.trim() || !day || !slot) {
      window.alert("Please fill all required fields");
      return;
    }
    const message = appointmentMessage({
      doctorName: practice.doctor.name,
      name,
      phone,
      clinicName: clinic.name,
      day: day.label,
      time: clockLabel(slot.start),
      fee: clinic.feeText,
    });
    reportGoal("whatsapp_tap", { clinic: clinic.id, day: day.date });
    window.open(whatsappLink(practice.contact.whatsappNumber, message), "_blank", "noopener,noreferrer");
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[0.9fr_1.1fr]">
      <div className="rounded-3xl bg-accent-800 p-6 text-white sm:p-8">
        <Heading className="text-2xl font-semibold text-white">Choose your clinic</Heading>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would need a legend and reset styles for nothing. */}
        <div role="group" aria-label="Clinic" className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {practice.clinics.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={option.id === clinicId}
              onClick={() => chooseClinic(option.id)}
              className={`${toggleButton(option.id === clinicId, "dark")} h-auto justify-start rounded-2xl text-left`}
            >
              <span
                aria-hidden="true"
                className={`flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${option.id === clinicId ? "border-accent-700 bg-accent-700 text-white" : "border-white/60"}`}
              >
                {option.id === clinicId ? <CheckIcon size={12} strokeWidth={3} /> : null}
              </span>
              {option.name}
            </button>
          ))}
        </div>
        <dl className="mt-8 space-y-5" aria-live="polite">
          <div className="flex gap-4">
            <dt className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <WalletIcon size={20} />
              <span className="sr-only">Fee</span>
            </dt>
            <dd>
              <span className="block text-sm text-accent-100">Consultation fee</span>
              <span className="font-semibold" data-testid="clinic-fee">
                {clinic.feeText}
              </span>
            </dd>
          </div>
          <div className="flex gap-4">
            <dt className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <ClockIcon size={20} />
              <span className="sr-only">Duration</span>
            </dt>
            <dd>
              <span className="block text-sm text-accent-100">Duration</span>
              <span className="font-semibold" data-testid="clinic-duration">
                {clinic.durationText}
              </span>
            </dd>
          </div>
          <div className="flex gap-4">
            <dt className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <CalendarIcon size={20} />
              <span className="sr-only">Available days</span>
            </dt>
            <dd>
              <span className="block text-sm text-accent-100">Available days</span>
              <span className="font-semibold" data-testid="clinic-days">
                {openDays(clinic.schedule)}
              </span>
              {scheduleLines(clinic.schedule).map((line) => (
                <span key={line.days} className="block text-accent-100">
                  {line.days}: {line.hours}
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </div>

      <form
        method="post"
        noValidate
        onSubmit={handleSubmit}
        className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
        aria-label="Appointment request"
      >
        <Heading className="text-2xl font-semibold">Your details</Heading>
        <p className="mt-2 text-ink-700">
          All fields are required. Your request opens in WhatsApp as a message to {practice.doctor.name}'s number, for you to review before sending.
        </p>
        <div className="mt-6 space-y-5">
          <div>
            <label htmlFor={`${ids}-name`} className="font-medium">
              Full name
            </label>
            <input id={`${ids}-name`} name="name" autoComplete="name" required className={fieldClass} />
          </div>
          <div>
            <label htmlFor={`${ids}-phone`} className="font-medium">
              Contact number
            </label>
            <input id={`${ids}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel" required className={fieldClass} />
          </div>
          <div>
            <label htmlFor={`${ids}-day`} className="font-medium">
              Preferred day
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
                <option value="">No days available</option>
              ) : (
                days.map((option) => (
                  <option key={option.date} value={option.date}>
                    {option.label}
                  </option>
                ))
              )}
            </select>
            <p id={`${ids}-day-hint`} className="mt-2 text-ink-700">
              {days.length === 0
                ? `${clinic.name} has no free day in the next two weeks. Please call the clinic.`
                : `The next two weeks at ${clinic.name}, India time.`}
            </p>
          </div>
          <div>
            <label htmlFor={`${ids}-slot`} className="font-medium">
              Preferred time slot
            </label>
            <select
              id={`${ids}-slot`}
              name="slot"
              required
              value={slot ? slotValue : ""}
              onChange={(event) => setSlotValue(event.target.value)}
              className={`${fieldClass} appearance-auto`}
            >
              <option value="">-- Select a Time Slot --</option>
              {slots.length === 0 ? (
                <option value="" disabled>
                  No slots available
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
        <button type="submit" disabled={!hydrated} className={`${primaryButton} mt-8 w-full sm:w-auto`}>
          <WhatsappIcon size={20} />
          Book Appointment
        </button>
        <PrivacyConsent className="mt-3">
          Your name, number, clinic, day and time go into a WhatsApp message to {practice.doctor.name}'s number, so WhatsApp sees that chat and your number;
          nothing reaches this website.
        </PrivacyConsent>
        <CrisisLine className="mt-6" />
        <p className="mt-6 text-ink-700">
          Prefer to book online?{" "}
          <a href={clinic.bookingUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
            Book at {clinic.name} on the clinic's booking platform
            <ExternalLinkIcon size={16} className="ml-1 inline-block align-[-2px]" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </form>
    </div>
  );
}
