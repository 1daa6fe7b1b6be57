import { useCallback, useState } from "react";
import { Picture } from "#app/components/picture.tsx";
import { StethoscopeIcon } from "#app/components/ui/icons.tsx";
import type { Practice } from "#app/lib/practice-schema.ts";
import { useMessages } from "#app/i18n/catalogue.ts";

/** What the portrait shows of the doctor: the page's loader sends these. */
type PortraitDoctor = Pick<Practice["doctor"], "image" | "altText">;

type DoctorPortraitProps = {
  doctor: PortraitDoctor;
  sizes: string;
  /** The first screen's image: loaded at once with high priority. */
  priority?: boolean;
  className?: string;
};

/** The doctor's photo, or a local placeholder labelled 'Doctor Image Unavailable' when it cannot load. */
export function DoctorPortrait({ doctor, sizes, priority = false, className = "" }: DoctorPortraitProps) {
  const { portraitUnavailable } = useMessages().about;
  const [failed, setFailed] = useState(false);
  const handleError = useCallback(() => setFailed(true), []);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={portraitUnavailable}
        className={`flex aspect-[4/5] w-full flex-col items-center justify-center gap-4 bg-accent-50 text-accent-700 ${className}`}
      >
        <StethoscopeIcon size={56} />
        <span aria-hidden="true" className="px-6 text-center font-serif text-xl">
          {portraitUnavailable}
        </span>
      </div>
    );
  }
  return (
    <Picture
      image={doctor.image}
      alt={doctor.altText}
      sizes={sizes}
      priority={priority}
      onError={handleError}
      pictureClassName="block"
      className={`block aspect-[4/5] h-auto w-full object-cover ${className}`}
    />
  );
}
