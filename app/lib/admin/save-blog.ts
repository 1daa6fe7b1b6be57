import type { BlogInput } from "#app/lib/schemas.ts";
import type { CallFailure, CallResult } from "#app/lib/api-client.ts";
import { type CoverUpload, createBlog, updateBlog, uploadCover } from "#app/lib/admin/blogs.ts";

type CoverOutcome = "uploaded" | "failed" | "none";

export type SaveOutcome =
  | { kind: "created"; id: string; cover: CoverOutcome }
  | { kind: "updated"; id: string; cover: CoverOutcome }
  | { kind: "failed"; failure: CallFailure };

type SaveRequest = {
  /** Null creates a new blog. */
  blogId: string | null;
  input: BlogInput;
  /** The revision the editor's text is based on; null for a new post. */
  revision: number | null;
  /** A usable image, or null to keep the current cover. */
  cover: File | null;
  coverUpload: CoverUpload;
  onProgress: (percent: number) => void;
  /** A translation's save that says the original's changes are carried over into it. */
  carriedOver?: boolean;
};

/** Saves the text first, then the cover (it needs the blog's id); the image never blocks the text. */
export async function saveBlog({ blogId, input, revision, cover, coverUpload, onProgress, carriedOver }: SaveRequest): Promise<SaveOutcome> {
  const saved = await saveText(blogId, input, { ...(revision === null ? {} : { revision }), ...(carriedOver ? { carriedOver } : {}) });
  if (!saved.ok) return { kind: "failed", failure: saved };
  const kind = blogId ? "updated" : "created";
  const id = saved.data;
  if (!cover) return { kind, id, cover: "none" };
  const uploaded = await uploadCover(coverUpload, id, cover, onProgress);
  return { kind, id, cover: uploaded.ok ? "uploaded" : "failed" };
}

/** Answers the blog's id: the one it was saved under, or the new one the create call names `_id`. */
async function saveText(blogId: string | null, input: BlogInput, options: { revision?: number; carriedOver?: boolean }): Promise<CallResult<string>> {
  if (blogId) {
    const updated = await updateBlog(blogId, input, options);
    return updated.ok ? { ...updated, data: blogId } : updated;
  }
  const created = await createBlog(input);
  return created.ok ? { ...created, data: created.data._id } : created;
}

/** The toasts of one screen (SPEC.md section 8): the list page's and the detail page's differ. */
export type BlogSaveMessages = {
  createdWithImage: string;
  createdImageFailed: string;
  createdWithoutImage: string;
  updated: string;
  updatedImageFailed: string;
  failed: string;
};

export const listPageMessages: BlogSaveMessages = {
  createdWithImage: "✅ Blog created with image",
  createdImageFailed: "Blog created, but image upload failed",
  createdWithoutImage: "✅ Blog created successfully (no image)",
  updated: "✅ Blog updated successfully",
  updatedImageFailed: "Blog updated, but image upload failed",
  failed: "Failed to save blog",
};

export const detailPageMessages: BlogSaveMessages = {
  createdWithImage: "Blog created successfully",
  createdImageFailed: "Blog created, but image upload failed",
  createdWithoutImage: "Blog created successfully",
  updated: "Blog updated successfully",
  updatedImageFailed: "Blog updated, but image upload failed",
  failed: "Failed to save blog",
};

/** The toast for an outcome, and whether it is good news. */
export function messageFor(outcome: Exclude<SaveOutcome, { kind: "failed" }>, messages: BlogSaveMessages): { text: string; success: boolean } {
  if (outcome.cover === "failed") {
    return { text: outcome.kind === "created" ? messages.createdImageFailed : messages.updatedImageFailed, success: false };
  }
  if (outcome.kind === "updated") return { text: messages.updated, success: true };
  return { text: outcome.cover === "uploaded" ? messages.createdWithImage : messages.createdWithoutImage, success: true };
}
