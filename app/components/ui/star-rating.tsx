import type { CSSProperties } from "react";
import { useMessages } from "#app/i18n/catalogue.ts";

/** The `star-rating` class's defaults: five of five stars, 20 px. */
const defaults = { score: 5, outOf: 5, size: 20 };

/**
 * Gold stars up to the score (a 4.5 fills half of the fifth), with the score read out as text for screen readers.
 * Only what differs from the class's defaults is written on the element.
 */
export function StarRating({ score = defaults.score, outOf = defaults.outOf, size = defaults.size }: { score?: number; outOf?: number; size?: number }) {
  const t = useMessages().common;
  const stars = {
    ...(score === defaults.score ? {} : { "--score": score }),
    ...(outOf === defaults.outOf ? {} : { "--stars": outOf }),
    ...(size === defaults.size ? {} : { "--star-size": `${size}px` }),
  } as CSSProperties;
  return (
    <span className="rating">
      <span className="star-rating" style={Object.keys(stars).length > 0 ? stars : undefined} aria-hidden="true" />
      <span className="sr-only">{t.stars(score, outOf)}</span>
    </span>
  );
}
