// schema-dts types the JSON-LD against schema.org's vocabulary at compile time (type imports only, nothing ships).
import type {
  Graph,
  IndividualPhysician,
  MedicalClinic,
  MedicalSpecialty,
  Offer,
  OpeningHoursSpecification,
  PostalAddress as SchemaPostalAddress,
  WebPage,
} from "schema-dts";
import { englishPath, languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { bookingHorizonDays, indiaNow } from "#app/lib/booking-days.ts";
import { type LocalizedPractice, localizedPractice } from "#app/lib/practice-i18n.ts";
import type { Clinic, OnlineConsultation, PostalAddress, Practice } from "#app/lib/practice-schema.ts";
import type { ScheduleWindow } from "#app/lib/slots.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { minutesOf, weekdayName } from "#app/lib/slots.ts";
import { videoConsultation } from "#app/lib/whatsapp.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** 1930 → "19:30", as schema.org's opening hours want it. */
function clock24(hhmm: number): string {
  const minutes = minutesOf(hhmm);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function postalAddress(address: PostalAddress): SchemaPostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    addressLocality: `${address.locality}, ${address.city}`,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/**
 * The same weekly windows the appointment slots are cut from, the days with the same hours in one specification
 * (schema.org's dayOfWeek takes several), in the order of their first day: Monday to Thursday at 19:00–21:00 is one.
 */
function openingHours(schedule: readonly ScheduleWindow[]): OpeningHoursSpecification[] {
  const days = new Map<string, string[]>();
  for (const window of schedule) {
    const hours = `${clock24(window.start)}-${clock24(window.end)}`;
    days.set(hours, [...(days.get(hours) ?? []), `https://schema.org/${weekdayName(window.day)}`]);
  }
  return [...days].map(([hours, dayNames]) => {
    const [opens, closes] = hours.split("-") as [string, string];
    const dayOfWeek = (dayNames.length === 1 ? dayNames[0] : dayNames) as OpeningHoursSpecification["dayOfWeek"];
    return { "@type": "OpeningHoursSpecification", dayOfWeek, opens, closes };
  });
}

/**
 * The days off among the next two weeks in India (the booking form's horizon), each closed all day: opens and
 * closes at 00:00 for that one date, as search engines read a closure.
 */
function upcomingClosures(daysOff: readonly string[], now: number): OpeningHoursSpecification[] {
  const today = indiaNow(now).date;
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + (bookingHorizonDays - 1) * dayMs).toISOString().slice(0, 10);
  return daysOff
    .filter((date) => date >= today && date <= last)
    .map((date) => ({ "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: date, validThrough: date }));
}

const physicianNodeId = (siteUrl: string) => absoluteUrl(siteUrl, "/#physician");

function clinicNodeId(siteUrl: string, clinic: Clinic): string {
  return absoluteUrl(siteUrl, `/#clinic-${clinic.id}`);
}

/**
 * A clinic as a page that names it describes it: where it is, how to call it, what it costs and when it is open (the
 * days off of the next two weeks included). The home page, which presents the practice, adds its summary, where to book
 * and its map (`presented`); the about page leaves those out, to stay within its bytes (tests/api/lean-pages.test.ts).
 */
function clinicNode(siteUrl: string, clinic: Clinic, now: number, presented: boolean): MedicalClinic {
  const closures = upcomingClosures(clinic.daysOff, now);
  return {
    "@type": "MedicalClinic",
    "@id": clinicNodeId(siteUrl, clinic),
    name: clinic.name,
    ...(presented ? { description: clinic.summary, url: absoluteUrl(siteUrl, "/book-an-appointment") } : {}),
    address: postalAddress(clinic.address),
    ...(clinic.geo ? { geo: { "@type": "GeoCoordinates", latitude: clinic.geo.latitude, longitude: clinic.geo.longitude } } : {}),
    telephone: clinic.phone,
    priceRange: clinic.priceRange,
    openingHoursSpecification: openingHours(clinic.schedule),
    ...(closures.length > 0 ? { specialOpeningHoursSpecification: closures } : {}),
    ...(presented ? { hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.mapQuery)}` } : {}),
  };
}

/** The video consultation as an offer of the doctor's, with its fee, weekly hours and languages (BCP 47 tags). */
function videoOffer(siteUrl: string, online: OnlineConsultation, languageTags: readonly string[]): Offer {
  return {
    "@type": "Offer",
    name: videoConsultation,
    description: `${online.feeText}, ${online.durationText}`,
    url: absoluteUrl(siteUrl, "/book-an-appointment"),
    itemOffered: {
      "@type": "Service",
      name: videoConsultation,
      serviceType: "Telemedicine consultation",
      hoursAvailable: openingHours(online.schedule),
      availableChannel: { "@type": "ServiceChannel", name: "Video call", availableLanguage: [...languageTags] },
    },
  };
}

/** The languages of India a practice may name, by their BCP 47 tags; the English names come from Intl. */
const indianLanguageTags = ["en", "hi", "ur", "te", "ta", "kn", "ml", "mr", "bn", "gu", "pa", "or", "as", "ne", "sd", "ks", "sa", "kok", "mai"];
const englishLanguageNames = new Intl.DisplayNames("en", { type: "language" });
const tagOfLanguageName = new Map(indianLanguageTags.map((tag) => [englishLanguageNames.of(tag)?.toLowerCase(), tag]));

/**
 * A language as the practice names it in English ("Hindi") as schema.org asks for it, a BCP 47 tag ("hi"); a name
 * not found stays as written, which schema.org also accepts.
 */
function languageTagOf(name: string): string {
  return tagOfLanguageName.get(name.trim().toLowerCase()) ?? name;
}

/**
 * The doctor: who he is, where and when he can be consulted (the clinics, the video consultation). `languageNames`: the
 * languages as the practice names them in English, whatever the page's language. The home page, which presents the
 * practice, adds its services, an address (the first clinic's) and the price range (`presented`); the about page leaves
 * them to it and to the clinics it describes, to stay within its bytes (tests/api/lean-pages.test.ts).
 */
function physicianNode(siteUrl: string, practice: LocalizedPractice, languageNames: readonly string[], presented: boolean): IndividualPhysician {
  const { doctor, contact } = practice;
  const languageTags = languageNames.map(languageTagOf);
  return {
    "@type": "IndividualPhysician",
    "@id": physicianNodeId(siteUrl),
    name: doctor.name,
    description: doctor.description[0],
    url: absoluteUrl(siteUrl, "/about-me"),
    image: absoluteUrl(siteUrl, doctor.imageUrl),
    telephone: contact.phone,
    email: contact.email,
    ...(doctor.registration.number
      ? { identifier: { "@type": "PropertyValue", propertyID: doctor.registration.council || "Medical registration", value: doctor.registration.number } }
      : {}),
    medicalSpecialty: doctor.medicalSpecialties.map((specialty) => `https://schema.org/${specialty}` as MedicalSpecialty),
    knowsLanguage: languageTags,
    practicesAt: practice.clinics.map((clinic) => ({ "@id": clinicNodeId(siteUrl, clinic) })),
    ...(presented
      ? {
          address: postalAddress(practice.clinics[0].address),
          priceRange: practice.clinics.map((clinic) => clinic.priceRange).join(" – "),
          availableService: practice.services.map((service) => ({ "@type": "MedicalTherapy", name: service.title })),
        }
      : {}),
    ...(practice.online.enabled ? { makesOffer: videoOffer(siteUrl, practice.online, languageTags) } : {}),
    sameAs: Object.values(practice.social).map((link) => link.url),
  };
}

/**
 * The page in its language; a home page is also the site in that language (each language's home is its own
 * WebSite), which the page is part of. Kept to what search engines read of them.
 */
function pageNode(siteUrl: string, pathname: string): WebPage {
  const lang = languageOfPath(pathname);
  const inLanguage = languageFacts[lang].tag;
  const home = pathIn(lang, "/");
  const page: WebPage = { "@type": "WebPage", "@id": absoluteUrl(siteUrl, pathname), inLanguage };
  if (pathname !== home) return page;
  return { ...page, isPartOf: { "@type": "WebSite", "@id": `${absoluteUrl(siteUrl, home)}#website`, inLanguage } };
}

/**
 * The doctor as a schema.org IndividualPhysician (the person) practising at each clinic, a MedicalClinic (the place),
 * all from the practice document in the page's language, and the page at `pathname` with its site in that language,
 * for the home and about pages' JSON-LD. `now` picks the days off to announce. Each page describes every clinic
 * itself (name, address, telephone, hours): search engines read one page at a time. The about page, at 50 KB in Hindi
 * and Telugu with them, leaves what presents the practice (the services, the clinics' summaries and maps) to the home
 * page's nodes of the same `@id`.
 */
export function practiceStructuredData(siteUrl: string, stored: Practice, pathname: string, now: number): Graph {
  const { practice } = localizedPractice(stored, languageOfPath(pathname));
  const home = englishPath(pathname) === "/";
  return {
    "@context": "https://schema.org",
    "@graph": [
      physicianNode(siteUrl, practice, stored.languages, home),
      ...practice.clinics.map((clinic) => clinicNode(siteUrl, clinic, now, home)),
      pageNode(siteUrl, pathname),
    ],
  };
}

/** JSON for an inline <script>: "<" is escaped so the text can never close the script element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** A page of questions and answers (schema.org FAQPage): "Before your visit", in its language. */
export function faqPageData(siteUrl: string, pathname: string, lang: string, entries: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(siteUrl, pathname),
    inLanguage: lang,
    mainEntity: entries.map((entry) => ({ "@type": "Question", name: entry.question, acceptedAnswer: { "@type": "Answer", text: entry.answer } })),
  };
}
