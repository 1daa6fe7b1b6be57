import { MediaGallery, galleryPageSize } from "#app/components/media/media-gallery.tsx";
import { PageNav } from "#app/components/ui/page-nav.tsx";
import { assertPageInRange, pageCountOf, pageHref, pageLinks, pageNumberOf } from "#app/lib/paging.ts";
import { toMediaItems } from "#app/components/media/media-item.ts";
import { requestContext } from "#app/context.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { type Lang, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { type SitePractice, practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/media";

const mediaPath = "/media";
const mediaPageHref = (page: number) => pageHref(mediaPath, "page", page);

/** One page of the gallery (24 items, newest first), whatever the number of items. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const page = pageNumberOf(new URL(request.url), "page");
  const found = await services.media.listPublic({ pageno: page - 1, pagesize: galleryPageSize });
  assertPageInRange(page, found.total, galleryPageSize);
  return { items: toMediaItems(found.items), page, pages: pageCountOf(found.total, galleryPageSize) };
}

function descriptionOf(practice: SitePractice, lang: Lang): string {
  return messagesFor(lang).media.description(practice.doctor.name, practice.city);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const practice = practiceOf(matches);
  const siteUrl = siteUrlOf(matches);
  const page = loaderData?.page ?? 1;
  const lang = languageOfPath(location.pathname);
  return pageMeta({
    matches,
    path: mediaPageHref(page),
    title: messagesFor(lang).media.metaTitle(practice.siteName, page),
    description: descriptionOf(practice, lang),
    siteName: practice.siteName,
    extra: pageLinks(siteUrl, pathIn(lang, mediaPath), "page", page, loaderData?.pages ?? 1),
  });
};

export default function Media({ loaderData }: Route.ComponentProps) {
  const { items, page, pages } = loaderData;
  const practice = usePractice();
  const t = useMessages();
  const lang = useLang();
  return (
    <div className="mx-auto max-w-6xl px-5 pt-12 pb-20 sm:px-8 md:pt-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl sm:text-5xl">{t.layout.menu.media}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{descriptionOf(practice, lang)}</p>
      </header>
      <div className="mt-12 md:mt-14">
        {items.length === 0 ? (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center text-lg text-ink-700 ring-1 ring-sand-200">{t.media.empty}</p>
        ) : (
          <MediaGallery key={page} items={items} />
        )}
        <PageNav
          label={t.media.pages}
          page={page}
          pages={pages}
          hrefOf={(number) => pathIn(lang, mediaPageHref(number))}
          previousText={t.media.newer}
          nextText={t.media.older}
        />
      </div>
    </div>
  );
}
