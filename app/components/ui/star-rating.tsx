import { StarIcon } from "#app/components/ui/icons.tsx";

/** Five gold stars with the score read out as text for screen readers. */
export function StarRating({ score = 5, outOf = 5, size = 20 }: { score?: number; outOf?: number; size?: number }) {
  return (
    <span className="inline-flex items-center gap-0.5 text-amber-500">
      {Array.from({ length: outOf }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars in a fixed order; the position is the identity.
        <StarIcon key={index} size={size} className={index < score ? undefined : "text-sand-200"} />
      ))}
      <span className="sr-only">{`${score} out of ${outOf} stars`}</span>
    </span>
  );
}
