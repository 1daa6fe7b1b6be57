import { Link } from "react-router";
import { secondaryButton } from "#app/components/ui/button-styles.ts";
import { useMessages } from "#app/i18n/catalogue.ts";

type PageNavProps = {
  /** The navigation landmark's name, e.g. "Journal pages". */
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  previousText: string;
  nextText: string;
};

/** The previous and next links of a numbered list: plain links, so they work before (and without) JavaScript. */
export function PageNav({ label, page, pages, hrefOf, previousText, nextText }: PageNavProps) {
  const { pageOf } = useMessages().common;
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-4 sm:justify-between">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={secondaryButton}>
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ←
          </span>{" "}
          {previousText}
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      <p className="order-first w-full text-center text-base text-ink-700 sm:order-none sm:w-auto">{pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className={secondaryButton}>
          {nextText}{" "}
          <span aria-hidden="true" className="rtl:-scale-x-100">
            →
          </span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
    </nav>
  );
}
