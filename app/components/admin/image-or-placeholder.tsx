import type { ImageInfo } from "#app/lib/domain.ts";
import { Picture } from "#app/components/picture.tsx";

type ImageOrPlaceholderProps = {
  image: ImageInfo | null;
  alt: string;
  sizes: string;
  className: string;
};

/** A stored image in the back office, or a quiet placeholder when there is none. */
export function ImageOrPlaceholder({ image, alt, sizes, className }: ImageOrPlaceholderProps) {
  if (image) return <Picture image={image} alt={alt} sizes={sizes} className={`${className} object-cover`} />;
  return (
    <div className={`${className} flex items-center justify-center bg-sand-100 text-ink-500`}>
      <span>No image</span>
    </div>
  );
}
