import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons.tsx";
import { DocumentText } from "#app/components/ui/document-text.tsx";
import { StarRating } from "#app/components/ui/star-rating.tsx";
import type { Testimonial } from "#app/lib/practice-schema.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { englishProps } from "#app/i18n/latin-text.ts";
import { useEnglishFields } from "#app/lib/practice-context.ts";

// Embla's `duration` is a spring constant, not milliseconds. SPEC.md's 1000 ms slide: at 22 a one-slide move
// (300-600 px here) comes to rest, within half a pixel of its place, after about 0.75 s; only invisible
// sub-pixel steps follow. At 45 that took 1.6-2.0 s.
const oneSecondSlide = 22;
/** @internal Exported for its test, which pins the measured duration. */
export const options: EmblaOptionsType = { loop: true, align: "center", duration: oneSecondSlide };
/** Right to left (Urdu), the first slide starts at the right and "next" moves leftwards, as the reader's eye does. */
const optionsFor = (element: HTMLElement): EmblaOptionsType => ({ ...options, direction: getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr" });

/**
 * Embla (about 8 KB compressed) is fetched only when the testimonials come within a screen or so of view,
 * or when a button is pressed first: most visitors to the page never scroll that far, and a phone's first
 * load stays light. Until then, and if the fetch fails, the row scrolls natively.
 */
const nearScreen = "600px 0px";
const loadEmbla = () => import("embla-carousel").then((module) => module.default);

/** The slide's width and gap per SPEC.md: the `testimonial-slide` utility in app/site-base.css. */
const slideClass = "testimonial-slide";

const navButton =
  "inline-flex size-12 items-center justify-center rounded-full border border-accent-700 bg-white text-accent-700 transition-colors hover:bg-accent-700 hover:text-white";

/**
 * Looping testimonials: 3 / 2 / 1.5 / 1 per view from 1025 / 769 / 501 px down, 30 px apart, centred, no autoplay.
 * Before the script runs the row scrolls natively, so every testimonial can be read without JavaScript.
 */
/** Where the about page's loader leaves a testimonial's words beside its data (lib/document-html.ts). */
export const testimonialTextKey = (index: number) => `testimonial-${index}`;

/** A testimonial as the page has it: its words null when the loader left them beside the data. */
type ShownTestimonial = Omit<Testimonial, "text"> & { text: string | null };

export function TestimonialCarousel({ testimonials }: { testimonials: readonly ShownTestimonial[] }) {
  const text = useMessages().about.testimonials;
  const english = useEnglishFields();
  const name = englishProps(useLang());
  const viewportRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<() => Promise<EmblaCarouselType | null>>(async () => null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let api: EmblaCarouselType | null = null;
    let starting: Promise<EmblaCarouselType | null> | null = null;
    let unmounted = false;
    const onSelect = () => {
      if (api) setSelected(api.selectedScrollSnap());
    };
    startRef.current = () => {
      starting ??= loadEmbla().then(
        (EmblaCarousel) => {
          if (unmounted) return null;
          // Undo any native scrolling done before the script took over, or Embla's positions are shifted by it.
          viewport.scrollLeft = 0;
          api = EmblaCarousel(viewport, optionsFor(viewport));
          api.on("select", onSelect).on("reInit", onSelect);
          onSelect();
          setEmblaApi(api);
          return api;
        },
        () => {
          // Offline or a stale deployment: the row still scrolls natively, and the next press tries again.
          starting = null;
          return null;
        },
      );
      return starting;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void startRef.current();
      },
      { rootMargin: nearScreen },
    );
    observer.observe(viewport);
    return () => {
      unmounted = true;
      observer.disconnect();
      api?.destroy();
    };
  }, []);

  const scroll = (direction: "previous" | "next") => void startRef.current().then((api) => (direction === "next" ? api?.scrollNext() : api?.scrollPrev()));

  const position = `${selected + 1} / ${testimonials.length}`;
  return (
    <section aria-roledescription="carousel" aria-label={text.carousel}>
      {/* Scrolling natively (before Embla, or without it), the row takes keyboard focus so arrow keys scroll it.
          `relative` keeps the slides' visually hidden texts (absolutely positioned) inside the row: without it
          they escaped the scroller and made the whole page 2,700 px wide on a phone until Embla started. */}
      <div
        ref={viewportRef}
        tabIndex={emblaApi ? undefined : 0}
        className={`relative ${emblaApi ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}`}
      >
        <div className="flex touch-pan-y py-4">
          {testimonials.map((testimonial, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form controls.
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slide(index + 1, testimonials.length)}
              data-selected={index === selected}
              className={slideClass}
            >
              <figure className="testimonial-card">
                <div>
                  <StarRating />
                </div>
                <blockquote>
                  <DocumentText name={testimonialTextKey(index)} text={testimonial.text} {...english(`testimonials.${index}.text`)} />
                </blockquote>
                <figcaption>
                  <img src={testimonial.image} alt="" width={48} height={48} loading="lazy" />
                  <span>
                    <span {...name}>{testimonial.name}</span>
                    <span {...english(`testimonials.${index}.context`)}>{testimonial.context}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-5">
        <button type="button" className={navButton} aria-label={text.previous} onClick={() => scroll("previous")}>
          <ChevronLeftIcon className="rtl:-scale-x-100" />
        </button>
        <p className="min-w-16 text-center font-medium text-ink-700 tabular-nums" aria-live="polite" data-testid="testimonial-position">
          <span className="sr-only">{text.position} </span>
          <span dir="ltr">{position}</span>
        </p>
        <button type="button" className={navButton} aria-label={text.next} onClick={() => scroll("next")}>
          <ChevronRightIcon className="rtl:-scale-x-100" />
        </button>
      </div>
    </section>
  );
}
