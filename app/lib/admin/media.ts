import { adminCalls } from "#app/contract/admin/index.ts";
import type { MediaInput } from "#app/lib/schemas.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";
import { uploadImage } from "#app/lib/admin/upload.ts";

export function listMedia(view: ListView) {
  return adminApi.media.list(listBody(view));
}

export function createMedia(input: MediaInput) {
  return adminApi.media.create(input);
}

export function uploadMediaImage(id: string, file: File, onProgress: (percent: number) => void) {
  return uploadImage(adminCalls.media.image, { id }, file, onProgress);
}

export function updateMedia(id: string, input: MediaInput) {
  return adminApi.media.update({ _id: id, ...input });
}

export function deleteMedia(id: string) {
  return adminApi.media.delete({ _id: id });
}
