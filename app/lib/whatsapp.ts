import { booking } from "#app/i18n/en/booking.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import type { Lang } from "#app/i18n/languages.ts";
import { isolateLatin } from "#app/i18n/latin-text.ts";

/** The booking texts the message and the calendar file are written with: the page's language's. */
export type BookingWords = Messages["booking"];

/** How the English pages and the structured data name a consultation by video call. */
export const videoConsultation = booking.videoConsultation;

export type AppointmentRequest = {
  doctorName: string;
  name: string;
  phone: string;
  /** The clinic's name, or null for a video call. */
  clinicName: string | null;
  /** The day as people say it, "Monday, 24 Nov 2026". */
  day: string;
  /** The slot's start, "7:00 PM". */
  time: string;
  fee: string;
  /** A video consultation's payment: the reference made in the browser, and whether it is paid before the call. */
  payment?: { reference: string; before: boolean };
};

/**
 * The chat message a patient sends to ask for an appointment, in the page's language; one fact per line so it reads
 * well in WhatsApp. On an Urdu page the number, the time and the fee are isolated so they stay left to right.
 */
export function appointmentMessage(request: AppointmentRequest, words: BookingWords = booking, lang: Lang = "en"): string {
  const { message } = words;
  const latin = (text: string) => isolateLatin(text, lang);
  return [
    message.greeting(request.doctorName),
    "",
    `${message.name}: ${request.name.trim()}`,
    `${message.contact}: ${latin(request.phone.trim())}`,
    request.clinicName === null ? `${message.consultation}: ${words.videoConsultation}` : `${message.clinic}: ${request.clinicName}`,
    message.slot(request.day, latin(request.time)),
    `${message.fee}: ${latin(request.fee)}`,
    ...(request.payment ? [`${message.reference}: ${latin(request.payment.reference)}`, message.utr(request.payment.before)] : []),
  ].join("\n");
}

/** A wa.me chat link to `number` (any formatting; only its digits are kept) with the message prefilled. */
export function whatsappLink(number: string, text?: string): string {
  const link = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}
