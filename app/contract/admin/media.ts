import type { idBody, mediaInput, mediaListQuery, mediaUpdate } from "#app/lib/schemas.ts";
import type { PageOf, WireMedia } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";
import { upload } from "#app/contract/admin/files.ts";

/** The Media screen's calls. */
export const mediaCalls = {
  list: call("POST", "/api/admin/media").takes<typeof mediaListQuery>().answers<PageOf<"media", WireMedia>>(),
  create: call("POST", "/api/admin/media/create").takes<typeof mediaInput>().answers<{ _id: string; media: WireMedia }>(),
  image: upload("/api/admin/media/upload/:id", "image").answers<{ image: string; media: WireMedia }>(),
  update: call("PUT", "/api/admin/media/update").takes<typeof mediaUpdate>().answers<{ media: WireMedia }>(),
  delete: call("DELETE", "/api/admin/media/delete").takes<typeof idBody>().answers<{ _id: string }>(),
};
