import type { WireMedia, Paged } from "#app/contract/shapes.ts";
import type { MediaInput } from "#app/lib/schemas.ts";
import { callApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";
import { uploadImage } from "#app/lib/admin/upload.ts";

export function listMedia(view: ListView) {
  return callApi<Paged & { media: WireMedia[] }>("POST", "/api/admin/media", listBody(view));
}

export function createMedia(input: MediaInput) {
  return callApi<{ _id?: string }>("POST", "/api/admin/media/create", input);
}

export function uploadMediaImage(id: string, file: File, onProgress: (percent: number) => void) {
  return uploadImage<{ image: string }>(`/api/admin/media/upload/${encodeURIComponent(id)}`, "image", file, onProgress);
}

export function updateMedia(id: string, input: MediaInput) {
  return callApi<{ media: WireMedia }>("PUT", "/api/admin/media/update", { _id: id, ...input });
}

export function deleteMedia(id: string) {
  return callApi<{ _id: string }>("DELETE", "/api/admin/media/delete", { _id: id });
}
