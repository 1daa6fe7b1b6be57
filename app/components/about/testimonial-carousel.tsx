import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from "#app/components/ui/icons.tsx";
import { StarRating } from "#app/components/ui/star-rating.tsx";
import type { Testimonial } from "#app/content/practice.ts";

// Embla's `duration` is a spring constant, not milliseconds. SPEC.md's 1000 ms slide: at 22 a one-slide move
// (300-600 px here) comes to rest, within half a pixel of its place, after about 0.75 s; only invisible
// sub-pixel steps follow. At 45 that took 1.6-2.0 s.
const oneSecondSlide = 22;

const navButton =
  "inline-flex size-12 items-center justify-center rounded-full border border-accent-700 bg-white text-accent-700 transition-colors hover:bg-accent-700 hover:text-white";

/**
 * Looping testimonials: 3 / 2 / 1.5 / 1 per view from 1025 / 769 / 501 px down, 30 px apart, centred, no autoplay.
 * Before the script runs the row scrolls natively, so every testimonial can be read without JavaScript.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: "center", duration: oneSecondSlide });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    // Undo any native scrolling done before the script took over, or Embla's positions are shifted by it.
    if (emblaApi.rootNode().scrollLeft !== 0) {
      emblaApi.rootNode().scrollLeft = 0;
      emblaApi.reInit();
    }
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on("select", onSelect).on("reInit", onSelect);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect);
    };
  }, [emblaApi]);

  const position = `${selected + 1} / ${testimonials.length}`;
  return (
    <section aria-roledescription="carousel" aria-label="Patient testimonials">
      <div ref={viewportRef} className={emblaApi ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}>
        <div className="-ml-[30px] flex touch-pan-y py-4">
          {testimonials.map((testimonial, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form controls.
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              data-selected={index === selected}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-[30px] min-[501px]:basis-2/3 min-[769px]:basis-1/2 min-[1025px]:basis-1/3"
            >
              <figure
                className={`flex h-full flex-col rounded-3xl border bg-white p-7 shadow-sm transition-[border-color,box-shadow] duration-500 ${
                  index === selected ? "border-accent-500 shadow-md" : "border-sand-200"
                }`}
              >
                <div className="flex items-center justify-between">
                  <StarRating />
                  <QuoteIcon size={32} className="text-accent-200" />
                </div>
                <blockquote className="mt-5 flex-1 text-ink-700">
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <img src={testimonial.image} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full" />
                  <span>
                    <span className="block font-semibold text-ink-900">{testimonial.name}</span>
                    <span className="block text-ink-500">{testimonial.context}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-5">
        <button type="button" className={navButton} aria-label="Previous testimonial" onClick={() => emblaApi?.scrollPrev()}>
          <ChevronLeftIcon />
        </button>
        <p className="min-w-16 text-center font-medium text-ink-700 tabular-nums" aria-live="polite" data-testid="testimonial-position">
          <span className="sr-only">Testimonial </span>
          {position}
        </p>
        <button type="button" className={navButton} aria-label="Next testimonial" onClick={() => emblaApi?.scrollNext()}>
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
