import { useState } from "react";
import { secondaryButton, textLink, toggleButton } from "#app/components/ui/button-styles.ts";
import { ClockIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import type { Clinic } from "#app/lib/practice-schema.ts";
import { formatAddress } from "#app/lib/address.ts";
import { scheduleLines } from "#app/lib/slots.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { englishProps, latinProps } from "#app/i18n/latin-text.ts";
import { EnglishSpan } from "#app/components/ui/english-span.tsx";

/** What the locations show of a clinic: the page's loader sends these. */
export type LocatedClinic = Pick<Clinic, "id" | "name" | "schedule" | "address" | "phone" | "phoneHref" | "mapQuery">;

function mapsSearchUrl(clinic: LocatedClinic): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.mapQuery)}`;
}

function mapEmbedUrl(clinic: LocatedClinic): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(clinic.mapQuery)}&output=embed`;
}

/**
 * The two clinics' timings, address and phone, and a map. The map is a third-party embed, so it loads
 * only after the visitor asks for it: nobody outside the practice learns of a visit they did not choose to share.
 */
export function ClinicLocations({ clinics }: { clinics: readonly [LocatedClinic, ...LocatedClinic[]] }) {
  const [clinicId, setClinicId] = useState(clinics[0].id);
  const [mapWanted, setMapWanted] = useState(false);
  const clinic = clinics.find((candidate) => candidate.id === clinicId) ?? clinics[0];
  const lang = useLang();
  const { contact, forms } = useMessages();
  const t = contact.locations;

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would need a legend and reset styles for nothing. */}
      <div role="group" aria-label={t.group} className="grid gap-3 sm:grid-cols-2">
        {clinics.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={option.id === clinicId}
            onClick={() => setClinicId(option.id)}
            className={`${toggleButton(option.id === clinicId)} h-auto rounded-2xl`}
          >
            <EnglishSpan mark={englishProps(lang)}>{option.name}</EnglishSpan>
          </button>
        ))}
      </div>
      <div className="mt-6 overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm">
        <div className="space-y-5 p-6 sm:p-8">
          <h3 className="text-2xl font-semibold" {...englishProps(lang)}>
            {clinic.name}
          </h3>
          <div className="flex gap-4">
            <ClockIcon size={22} className="mt-0.5 shrink-0 text-accent-700" />
            <div>
              <p className="font-semibold">{t.timings}</p>
              {scheduleLines(clinic.schedule, lang).map((line) => (
                <p key={line.days} className="text-ink-700">
                  {line.days}: <span {...latinProps(lang)}>{line.hours}</span>
                </p>
              ))}
            </div>
          </div>
          <div className="flex gap-4">
            <MapPinIcon size={22} className="mt-0.5 shrink-0 text-accent-700" />
            <div>
              <p className="font-semibold">{t.address}</p>
              <p className="text-ink-700" {...englishProps(lang)}>
                {formatAddress(clinic.address)}
              </p>
            </div>
          </div>
          <div className="flex gap-4">
            <PhoneIcon size={22} className="mt-0.5 shrink-0 text-accent-700" />
            <div>
              <p className="font-semibold">{t.phone}</p>
              <a href={clinic.phoneHref} className={textLink} {...latinProps(lang)}>
                {clinic.phone}
              </a>
            </div>
          </div>
        </div>
        <div className="border-t border-sand-200">
          {mapWanted ? (
            <iframe
              key={clinic.id}
              title={t.mapOf(clinic.name)}
              src={mapEmbedUrl(clinic)}
              className="block aspect-[4/3] w-full border-0 sm:aspect-[16/9]"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          ) : (
            <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 bg-accent-50 p-6 text-center sm:aspect-[16/9]">
              <MapPinIcon size={36} className="text-accent-700" />
              <p className="max-w-xs text-ink-700">{t.mapNote}</p>
              <button type="button" className={secondaryButton} onClick={() => setMapWanted(true)}>
                {t.showMap}
              </button>
            </div>
          )}
          <div className="p-4 sm:px-8">
            <a
              href={mapsSearchUrl(clinic)}
              data-goal="directions"
              data-goal-clinic={clinic.id}
              target="_blank"
              rel="noopener noreferrer"
              className={`${textLink} inline-flex min-h-11 items-center gap-2`}
            >
              {t.openInMaps}
              <ExternalLinkIcon size={16} className="rtl:-scale-x-100" />
              <span className="sr-only">{forms.opensInNewTab}</span>
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
