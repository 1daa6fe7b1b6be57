import { useState } from "react";
import { useRevalidator } from "react-router";
import { setBlogFeatured, setBlogPublished } from "#app/lib/admin/blogs.ts";
import type { WireBlog } from "#app/contract/shapes.ts";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";

type Pending = { published?: boolean; featured?: boolean };

/**
 * The published and featured switches of one blog: each change goes to the server, says how it went,
 * then reloads the page's data. The switch shows the new position while the request runs.
 */
export function useBlogToggles(blog: WireBlog, publishMethod: "PUT" | "POST") {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>({});

  async function togglePublished(published: boolean) {
    setPending((current) => ({ ...current, published }));
    const result = await setBlogPublished(blog._id, published, publishMethod);
    if (result.ok) notify("success", "Publish status updated");
    else notifyFailure(result, "Failed to update publish status");
    await revalidator.revalidate();
    setPending((current) => ({ ...current, published: undefined }));
  }

  async function toggleFeatured(featured: boolean) {
    setPending((current) => ({ ...current, featured }));
    const result = await setBlogFeatured(blog._id, featured);
    if (result.ok) notify("success", "Featured status updated");
    else notifyFailure(result, "Failed to update featured status");
    await revalidator.revalidate();
    setPending((current) => ({ ...current, featured: undefined }));
  }

  return {
    published: pending.published ?? blog.published,
    featured: pending.featured ?? blog.featured,
    publishBusy: pending.published !== undefined,
    featureBusy: pending.featured !== undefined,
    togglePublished,
    toggleFeatured,
  };
}
