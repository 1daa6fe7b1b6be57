import type { ImageInfo } from "../../lib/entities.ts";

type PictureProps = {
  image: ImageInfo | null;
  /** Plain URL when no variants are known. */
  fallbackUrl?: string;
  alt: string;
  sizes: string;
  className: string;
};

/** A stored image with its AVIF/WebP/JPEG variants; a quiet placeholder when there is none. */
export function Picture({ image, fallbackUrl, alt, sizes, className }: PictureProps) {
  if (!image && !fallbackUrl) {
    return (
      <div className={`${className} flex items-center justify-center bg-sand-100 text-ink-500`}>
        <span>No image</span>
      </div>
    );
  }
  if (!image) return <img src={fallbackUrl} alt={alt} loading="lazy" decoding="async" className={`${className} object-cover`} />;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={`${className} object-cover`}
      />
    </picture>
  );
}
