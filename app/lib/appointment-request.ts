import { formatAddress } from "#app/lib/address.ts";
import { type AppointmentEvent, appointmentIcs } from "#app/lib/ics.ts";
import { type SitePractice, pick } from "#app/lib/practice-context.ts";
import type { Clinic, Payment, Practice } from "#app/lib/practice-schema.ts";
import { booking } from "#app/i18n/en/booking.ts";
import type { BookingWords } from "#app/lib/whatsapp.ts";

/**
 * How the booking form asks for the video fee: when it is paid, and the details the booking page shows (no refund
 * policy, no QR payee); a page without them (Our Services) has the first alone.
 */
export type BookingPayment = Pick<Payment, "videoPayWhen"> &
  Partial<Omit<Payment, "policy" | "qr" | "videoPayWhen"> & { qr: { image: NonNullable<Payment["qr"]>["image"] } | null }>;

/** What the booking form reads of a clinic: not its summary, map search or price range, which other pages show. */
const bookingClinicFields = [
  "id",
  "name",
  "feeText",
  "feeRupees",
  "durationText",
  "durationMins",
  "schedule",
  "daysOff",
  "address",
  "phone",
  "bookingUrl",
] as const;
type BookingClinic = Pick<Clinic, (typeof bookingClinicFields)[number]>;

/** What a page with the booking form sends from its loader: the clinics' bookable facts, the video consultations and the payment details. */
export type BookingOffers = { clinics: [BookingClinic, ...BookingClinic[]]; online: Practice["online"]; payment: BookingPayment };

/**
 * The offers of a page that shows the form beside other content (Our Services): the fee and when it is paid, but
 * not the UPI details, which the booking page and Before your visit show; the page stays within its 50 KB.
 */
export function withoutPaymentDetails(offers: BookingOffers): BookingOffers {
  return { ...offers, payment: { videoPayWhen: offers.payment.videoPayWhen } };
}

export function bookingOffers({ clinics, online, payment }: Omit<Practice, "translations">): BookingOffers {
  const { policy: _policy, qr, ...shown } = payment;
  const [first, ...rest] = clinics;
  const bookable = (clinic: Clinic) => pick(clinic, bookingClinicFields);
  return { clinics: [bookable(first), ...rest.map(bookable)], online, payment: { ...shown, qr: qr && { image: qr.image } } };
}

/** What the booking form reads of the practice: the page's offers with the site's doctor and contact. */
export type BookingPractice = BookingOffers & Pick<SitePractice, "doctor" | "contact">;

/** Where the patient asked to be seen: one of the clinics, or the video consultations. */
export type BookingPlace = { kind: "clinic"; clinic: BookingClinic } | { kind: "video" };

/** The place's bookable facts: what the booking days, the slots and the details panel read. */
export function placeOffer({ online }: BookingOffers, place: BookingPlace) {
  const offer = place.kind === "clinic" ? place.clinic : online;
  return {
    feeText: offer.feeText,
    feeRupees: offer.feeRupees,
    durationText: offer.durationText,
    durationMins: offer.durationMins,
    schedule: offer.schedule,
    daysOff: offer.daysOff,
  };
}

export type RequestedSlot = {
  place: BookingPlace;
  /** YYYY-MM-DD in India. */
  date: string;
  /** Minutes after midnight in India. */
  startMinutes: number;
};

/**
 * The calendar event of a request sent to WhatsApp. Built only from the practice's published facts and the chosen
 * slot: the patient's name, number and words are never passed in, so they cannot reach the file.
 */
function appointmentEvent(practice: BookingPractice, request: RequestedSlot, host: string, now: number, words: BookingWords): AppointmentEvent {
  const { place } = request;
  const { calendar, videoConsultation } = words;
  const phone = place.kind === "clinic" ? place.clinic.phone : practice.contact.phone;
  const where = place.kind === "clinic" ? `${place.clinic.name}, ${formatAddress(place.clinic.address)}` : videoConsultation;
  return {
    uid: `${request.date}-${request.startMinutes}-${place.kind === "clinic" ? place.clinic.id : "video"}@${host}`,
    date: request.date,
    startMinutes: request.startMinutes,
    durationMins: placeOffer(practice, place).durationMins,
    title: calendar.title(practice.doctor.name),
    location: where,
    description: [calendar.pending(place.kind === "clinic" ? calendar.inClinic : calendar.video(videoConsultation)), calendar.changeOrCancel(phone)].join("\n"),
    now,
  };
}

/** The .ics file's text for the request, its summary and description in the page's language. */
export function appointmentCalendarFile(practice: BookingPractice, request: RequestedSlot, host: string, now: number, words: BookingWords = booking): string {
  return appointmentIcs(appointmentEvent(practice, request, host, now, words));
}

/** "appointment-2026-11-24.ics": ends in .ics so phones open it in their calendar. */
export function calendarFileName(date: string): string {
  return `appointment-${date}.ics`;
}
