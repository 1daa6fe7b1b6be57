import type { Clinic, PostalAddress, Practice, ScheduleWindow } from "#app/lib/practice-schema.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { minutesOf, weekdayName } from "#app/lib/slots.ts";

/** 1930 → "19:30", as schema.org's opening hours want it. */
function clock24(hhmm: number): string {
  const minutes = minutesOf(hhmm);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function postalAddress(address: PostalAddress) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    addressLocality: `${address.locality}, ${address.city}`,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** The same weekly windows the appointment slots are cut from. */
function openingHours(schedule: readonly ScheduleWindow[]) {
  return schedule.map((window) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: `https://schema.org/${weekdayName(window.day)}`,
    opens: clock24(window.start),
    closes: clock24(window.end),
  }));
}

function clinicPlace(clinic: Clinic) {
  return {
    "@type": "MedicalClinic",
    name: clinic.name,
    description: clinic.summary,
    address: postalAddress(clinic.address),
    telephone: clinic.phone,
    priceRange: clinic.priceRange,
    openingHoursSpecification: openingHours(clinic.schedule),
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.mapQuery)}`,
  };
}

/** The doctor as a schema.org Physician with every clinic and the medical registration, for the home page's JSON-LD. */
export function physicianStructuredData(siteUrl: string, practice: Practice) {
  const { doctor, contact } = practice;
  return {
    "@context": "https://schema.org",
    "@type": "Physician",
    "@id": absoluteUrl(siteUrl, "/#physician"),
    name: doctor.name,
    description: doctor.description[0],
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, doctor.imageUrl),
    telephone: contact.phone,
    email: contact.email,
    medicalSpecialty: doctor.medicalSpecialties.map((specialty) => `https://schema.org/${specialty}`),
    knowsLanguage: practice.languages,
    priceRange: practice.clinics.map((clinic) => clinic.priceRange).join(" – "),
    address: postalAddress(practice.clinics[0].address),
    location: practice.clinics.map(clinicPlace),
    availableService: practice.services.map((service) => ({ "@type": "MedicalTherapy", name: service.title })),
    sameAs: Object.values(practice.social).map((link) => link.url),
    ...(doctor.registration.number
      ? { identifier: { "@type": "PropertyValue", propertyID: doctor.registration.council || "Medical registration", value: doctor.registration.number } }
      : {}),
  };
}

/** JSON for an inline <script>: "<" is escaped so the text can never close the script element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
