import { useRef, useState } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { PlusIcon } from "../../components/admin/icons.tsx";
import { ListSummary, Pager, SearchBox } from "../../components/admin/ListControls.tsx";
import { MediaCard } from "../../components/admin/media/MediaCard.tsx";
import { MediaForm } from "../../components/admin/media/MediaForm.tsx";
import { PageHeader } from "../../components/admin/PageHeader.tsx";
import { EmptyState, LoadError } from "../../components/admin/States.tsx";
import { buttonClass } from "../../components/admin/ui.ts";
import { useConfirmedDelete } from "../../components/admin/useConfirmedDelete.ts";
import { useLoadFailureToast } from "../../components/admin/useLoadFailureToast.ts";
import { listViewOf } from "../../lib/admin/lists.ts";
import { deleteMedia, listMedia } from "../../lib/admin/media.ts";
import { adminMeta } from "../../lib/admin/meta.ts";
import type { Media } from "../../lib/entities.ts";
import type { Route } from "./+types/media";

export function meta() {
  return adminMeta("Media");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  return { view, result: await listMedia(view) };
}
clientLoader.hydrate = true as const;

/** The form is either closed, adding, or editing one item. */
type Editing = { media: Media | null } | null;

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const { deletingId, requestDelete } = useConfirmedDelete({
    remove: deleteMedia,
    success: "Media deleted",
    failure: "Delete failed",
    onDeleted: async () => {
      await revalidator.revalidate();
      headingRef.current?.focus();
    },
  });
  useLoadFailureToast(result, "Failed to load media");

  const addButton = (
    <button type="button" className={buttonClass("primary")} onClick={() => setEditing({ media: null })}>
      <PlusIcon />
      Add media
    </button>
  );
  const refreshing = revalidator.state === "loading" || navigation.state === "loading";

  return (
    <>
      <PageHeader
        title="Media"
        headingRef={headingRef}
        description={result.ok ? <ListSummary view={view} paged={result.data} noun={result.data.total === 1 ? "item" : "items"} /> : undefined}
        actions={addButton}
      />
      {result.ok ? (
        <div aria-busy={refreshing || undefined} className={refreshing ? "opacity-70 transition-opacity" : ""}>
          <SearchBox view={view} paged={result.data} label="Search media" />
          {result.data.media.length === 0 ? (
            view.search || view.page > 1 ? (
              <EmptyState
                title="Nothing here"
                text={view.search ? `No media item matches “${view.search}”.` : "This page is empty."}
                action={
                  <Link to="?" className={buttonClass("secondary")}>
                    Show all media
                  </Link>
                }
              />
            ) : (
              <EmptyState title="No media yet" text="Photos added here appear in the site's media gallery." action={addButton} />
            )
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {result.data.media.map((media) => (
                <li key={media._id} className="flex">
                  <MediaCard
                    media={media}
                    onEdit={() => setEditing({ media })}
                    onDelete={() =>
                      requestDelete(media._id, {
                        title: "Delete Media?",
                        text: `Are you sure? “${media.title}” will be removed from the gallery for good.`,
                        confirmLabel: "Yes, delete it",
                        cancelLabel: "Cancel",
                      })
                    }
                    deleting={deletingId === media._id}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager view={view} paged={result.data} />
        </div>
      ) : (
        <LoadError text="Failed to load media" onRetry={() => revalidator.revalidate()} busy={refreshing} />
      )}
      {editing ? (
        <MediaForm
          media={editing.media}
          onSaved={async () => {
            setEditing(null);
            await revalidator.revalidate();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
