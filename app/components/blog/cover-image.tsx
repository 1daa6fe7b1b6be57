import { Picture } from "#app/components/picture.tsx";
import type { ImageInfo } from "#app/lib/domain.ts";

type CoverImageProps = {
  cover: ImageInfo | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
};

/** A blog's cover filling its frame, or a calm drawn placeholder for a blog without one. */
export function CoverImage({ cover, alt, sizes, priority, className = "" }: CoverImageProps) {
  if (!cover) {
    return (
      <div className={`flex items-center justify-center bg-gradient-to-br from-accent-50 via-sand-100 to-sand-200 ${className}`}>
        <svg viewBox="0 0 48 48" aria-hidden="true" className="h-14 w-14 text-accent-500/60" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M24 40c-8-3-14-9.5-14-18 6 0 11 3 14 8 3-5 8-8 14-8 0 8.5-6 15-14 18Z" strokeLinejoin="round" />
          <path d="M24 30V12m0 0c-2.5 2-4 4.5-4 7.5M24 12c2.5 2 4 4.5 4 7.5" strokeLinecap="round" />
        </svg>
      </div>
    );
  }
  return <Picture image={cover} alt={alt} sizes={sizes} priority={priority} pictureClassName={`block ${className}`} className="h-full w-full object-cover" />;
}
