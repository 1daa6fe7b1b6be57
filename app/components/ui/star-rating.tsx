import type { CSSProperties } from "react";
import { useMessages } from "#app/i18n/catalogue.ts";

/** Gold stars up to the score (a 4.5 fills half of the fifth), with the score read out as text for screen readers. */
export function StarRating({ score = 5, outOf = 5, size = 20 }: { score?: number; outOf?: number; size?: number }) {
  const t = useMessages().common;
  const stars = { "--score": score, "--stars": outOf, "--star-size": `${size}px` } as CSSProperties;
  return (
    <span className="inline-flex items-center">
      <span className="star-rating rtl:-scale-x-100" style={stars} aria-hidden="true" />
      <span className="sr-only">{t.stars(score, outOf)}</span>
    </span>
  );
}
