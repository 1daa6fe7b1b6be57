import { MediaGallery } from "#app/components/media/media-gallery.tsx";
import { toMediaItems } from "#app/components/media/media-item.ts";
import { requestContext } from "#app/context.ts";
import { type SitePractice, practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/media";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { items: toMediaItems(await services.media.listPublic()) };
}

function descriptionOf(practice: SitePractice): string {
  return `Photographs from ${practice.doctor.name}'s clinics, talks and community mental-health work in ${practice.city}.`;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const practice = practiceOf(matches);
  return pageMeta({
    siteUrl: siteUrlOf(matches),
    path: "/media",
    title: `Media | ${practice.siteName}`,
    description: descriptionOf(practice),
    siteName: practice.siteName,
  });
};

export default function Media({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const practice = usePractice();
  return (
    <div className="mx-auto max-w-6xl px-5 pt-12 pb-20 sm:px-8 md:pt-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl sm:text-5xl">Media</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{descriptionOf(practice)}</p>
      </header>
      <div className="mt-12 md:mt-14">
        {items.length === 0 ? (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center text-lg text-ink-700 ring-1 ring-sand-200">No media uploaded yet.</p>
        ) : (
          <MediaGallery items={items} />
        )}
      </div>
    </div>
  );
}
