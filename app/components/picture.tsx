import { useEffect, useRef } from "react";
import { preload } from "react-dom";
import type { ImageInfo } from "#app/lib/domain.ts";

type PictureProps = {
  image: ImageInfo;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** The first screen's main image (its LCP): fetched at once with high priority and preloaded from <head>. */
  priority?: boolean;
  /** Fetched at once without a preload, e.g. in a dialog the visitor has just opened. */
  eager?: boolean;
  className?: string;
  pictureClassName?: string;
  /** Called when the image cannot be shown, also when it failed before the page was hydrated. */
  onError?: () => void;
};

/** A stored image as <picture>: AVIF and WebP first, the JPEG as fallback, with intrinsic size set to keep the layout still. */
export function Picture({ image, alt, sizes, priority = false, eager = false, className, pictureClassName, onError }: PictureProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const modern = image.sources.filter((source) => source.type !== "image/jpeg");
  const jpeg = image.sources.find((source) => source.type === "image/jpeg");
  const preferred = modern[0];

  if (priority && preferred) {
    preload(image.url, { as: "image", type: preferred.type, imageSrcSet: preferred.srcset, imageSizes: sizes, fetchPriority: "high" });
  }

  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  // An image that failed before hydration fired its error event when nobody listened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again for each new image the same element shows.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) onErrorRef.current?.();
  }, [image.url]);

  return (
    <picture className={pictureClassName}>
      {modern.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        src={image.url}
        srcSet={jpeg?.srcset}
        sizes={jpeg ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        onError={onError}
      />
    </picture>
  );
}
