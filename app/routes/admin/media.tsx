import { useState } from "react";
import { AdminListPage } from "#app/components/admin/admin-list-page.tsx";
import { PlusIcon } from "#app/components/ui/icons.tsx";
import { MediaCard } from "#app/components/admin/media/media-card.tsx";
import { MediaForm } from "#app/components/admin/media/media-form.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { useAdminList } from "#app/components/admin/use-admin-list.ts";
import { listViewOf } from "#app/lib/admin/lists.ts";
import { deleteMedia, listMedia } from "#app/lib/admin/media.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { WireMedia } from "#app/contract/shapes.ts";
import type { Route } from "./+types/media";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Media", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  return { view, result: await listMedia(view) };
}
clientLoader.hydrate = true as const;

/** The form is either closed, adding, or editing one item. */
type Editing = { media: WireMedia | null } | null;

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminList({ remove: deleteMedia, success: "Media deleted", failure: "Delete failed" });

  const addButton = (
    <button type="button" className={buttonClass("primary")} onClick={() => setEditing({ media: null })}>
      <PlusIcon size={20} />
      Add media
    </button>
  );

  return (
    <>
      <AdminListPage
        list={list}
        view={view}
        result={result}
        itemsOf={(data) => data.media}
        title="Media"
        noun={{ one: "item", other: "items" }}
        actions={addButton}
        searchLabel="Search media"
        matchNoun="media item"
        showAllLabel="Show all media"
        empty={{ title: "No media yet", text: "Photos added here appear in the site's media gallery.", action: addButton }}
        loadFailure="Failed to load media"
      >
        {(items) => (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((media) => (
              <li key={media._id} className="flex">
                <MediaCard
                  media={media}
                  onEdit={() => setEditing({ media })}
                  onDelete={() =>
                    list.requestDelete(media._id, {
                      title: "Delete Media?",
                      text: `Are you sure? “${media.title}” will be removed from the gallery for good.`,
                      confirmLabel: "Yes, delete it",
                      cancelLabel: "Cancel",
                    })
                  }
                  deleting={list.deletingId === media._id}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListPage>
      {editing ? (
        <MediaForm
          media={editing.media}
          onSaved={async () => {
            setEditing(null);
            await list.reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
