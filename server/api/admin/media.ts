import { idBody, mediaInput, mediaListQuery, mediaUpdate } from "#app/lib/schemas.ts";
import { mediaCalls } from "#app/contract/admin/media.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import { uploadFrom } from "../upload.ts";
import * as wire from "../wire.ts";
import { target } from "./audit.ts";

const mediaNotFound = "Media not found";

export function adminMediaEndpoints({ services }: AppDeps): Endpoint[] {
  return [
    endpoint(mediaCalls.list, {
      reads: true,
      invalidates: "nothing",
      input: mediaListQuery,
      run: (query) => services.media.list(query),
      answer: wire.page("media", wire.media),
    }),

    endpoint(mediaCalls.create, {
      invalidates: "public pages",
      input: mediaInput,
      run: (input) => services.media.create(input),
      status: 201,
      answer: wire.mediaCreated,
      message: "Media created",
      audit: { action: "media.create", target: (media) => target("media", media.id, media.title) },
    }),

    endpoint(mediaCalls.image, {
      invalidates: "public pages",
      from: uploadFrom("image"),
      run: ({ id, bytes }) => services.media.setImage(id, bytes),
      notFound: mediaNotFound,
      answer: wire.mediaUploaded,
      message: "Media uploaded successfully!",
      audit: { action: "media.upload", target: (media) => target("media", media.id, media.title) },
    }),

    endpoint(mediaCalls.update, {
      invalidates: "public pages",
      input: mediaUpdate,
      run: (input) => {
        const { id, draft } = wire.mediaUpdate(input);
        return services.media.update(id, draft);
      },
      notFound: mediaNotFound,
      answer: (media) => ({ media: wire.media(media) }),
      message: "Media updated successfully!",
      audit: { action: "media.update", target: (media) => target("media", media.id, media.title) },
    }),

    endpoint(mediaCalls.delete, {
      invalidates: "public pages",
      input: idBody,
      run: ({ _id }) => services.media.remove(_id),
      notFound: mediaNotFound,
      answer: (_removed, { _id }) => wire.idOf(_id),
      message: "Media deleted",
      audit: { action: "media.delete", target: (_removed, { _id }) => target("media", _id) },
    }),
  ];
}
