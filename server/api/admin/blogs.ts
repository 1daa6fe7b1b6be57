import { blogFeature, blogPublish, idBody } from "#app/lib/schemas.ts";
import { type BlogConflict, blogCalls } from "#app/contract/admin/blogs.ts";
import { adminBlogListQuery, blogCreate, blogDelete, blogSave } from "#app/lib/journal-schemas.ts";
import type { Blog } from "#app/lib/domain.ts";
import { previewPath } from "#app/lib/blog-path.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { PageEffect } from "../../services/change-signal.ts";
import { AddressTakeover, SlugTaken, StaleRevision, TranslationExists, TranslationsNeedChoice } from "../../services/errors.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import { HttpError } from "../http.ts";
import { uploadFrom } from "../upload.ts";
import * as wire from "../wire.ts";
import { target } from "./audit.ts";

const blogNotFound = "Blog not found";
const revisionNotFound = "Revision not found";

/** A draft's or a scheduled post's text is on no public page: its autosaves, every few seconds, keep the cache. */
const onlyWhenPublished = (blog: Blog): PageEffect => (blog.published ? "public pages" : "nothing");

/** A save's refusals that need the stored post or the other post: 409 with what the editor shows. */
async function asConflict<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof StaleRevision) {
      throw new HttpError(409, error.message, { data: { blog: wire.blog(error.stored as Blog) } satisfies BlogConflict });
    }
    if (error instanceof AddressTakeover) {
      // `addressTakeover` tells the editor to ask, and to send the save again with `confirmAddressTakeover: true`.
      const data = { blog: wire.slugOwner(error.owner), addressTakeover: true } satisfies BlogConflict;
      throw new HttpError(409, error.message, { errors: { slug: error.message }, data });
    }
    if (error instanceof SlugTaken) {
      throw new HttpError(409, error.message, { errors: { slug: error.message }, data: { blog: wire.slugOwner(error.owner) } satisfies BlogConflict });
    }
    if (error instanceof TranslationExists) {
      const data = { blog: wire.existingTranslation(error.existing) } satisfies BlogConflict;
      throw new HttpError(409, error.message, { errors: { lang: error.message }, data });
    }
    if (error instanceof TranslationsNeedChoice) {
      const data = { translations: error.translations } satisfies BlogConflict;
      throw new HttpError(409, error.message, { errors: { translations: error.message }, data });
    }
    throw error;
  }
}

export function adminBlogEndpoints({ services, config }: AppDeps): Endpoint[] {
  const publish = endpoint([blogCalls.publish, blogCalls.publishFromDetail], {
    invalidates: "public pages",
    input: blogPublish,
    run: ({ publishedid, published, publishAt }) => services.blogs.setPublished(publishedid, published, publishAt),
    notFound: blogNotFound,
    answer: (blog) => ({ blog: wire.blog(blog) }),
    message: (blog) => ({ published: "Blog published", scheduled: "Blog scheduled", draft: "Blog unpublished" })[blog.status],
    audit: {
      action: (blog) => ({ published: "blog.publish", scheduled: "blog.schedule", draft: "blog.unpublish" })[blog.status],
      target: (blog) => target("blog", blog.id, blog.title),
    },
  });
  const uploadCover = endpoint([blogCalls.cover, blogCalls.detailCover], {
    invalidates: "public pages",
    from: uploadFrom("blogimage"),
    run: ({ id, bytes }) => services.blogs.setCover(id, bytes),
    notFound: blogNotFound,
    answer: wire.coverSaved,
    message: "Cover image saved",
    audit: { action: "blog.upload", target: (blog) => target("blog", blog.id, blog.title) },
  });

  return [
    endpoint(blogCalls.list, {
      reads: true,
      invalidates: "nothing",
      input: adminBlogListQuery,
      run: (query) => services.blogs.list(query),
      answer: wire.page("blogs", wire.blog),
    }),

    endpoint(blogCalls.get, {
      reads: true,
      invalidates: "nothing",
      input: idBody,
      run: async ({ _id }) => {
        const found = await services.blogs.getForEditing(_id);
        return found && { ...found, source: await services.blogs.translationSource(_id) };
      },
      notFound: blogNotFound,
      // A translation's editor shows its original beside it, and what changed in it since the translation was made.
      answer: ({ blog, rendered, source }) => ({ blog: { ...wire.blog(blog), rendered }, ...(source ? { source: wire.translationSource(source) } : {}) }),
    }),

    endpoint(blogCalls.create, {
      invalidates: "nothing",
      input: blogCreate,
      run: (input) => asConflict(() => services.blogs.create(wire.newBlog(input), { confirmAddressTakeover: input.confirmAddressTakeover })),
      status: 201,
      answer: wire.blogCreated,
      message: "Blog created",
      audit: { action: "blog.create", target: (blog) => target("blog", blog.id, blog.title) },
    }),

    endpoint(blogCalls.update, {
      invalidates: onlyWhenPublished,
      input: blogSave,
      run: (input) => {
        const { id, draft, options } = wire.blogUpdate(input);
        return asConflict(() => services.blogs.update(id, draft, options));
      },
      notFound: blogNotFound,
      answer: (blog) => ({ blog: wire.blog(blog) }),
      message: (_blog, { autosave }) => (autosave ? "Saved" : "Blog updated"),
      // An autosave every few seconds would drown the log; the history keeps them.
      audit: { action: "blog.update", target: (blog) => target("blog", blog.id, blog.title), when: (_blog, { autosave }) => !autosave },
    }),

    endpoint(blogCalls.preview, {
      invalidates: "nothing",
      input: idBody,
      run: ({ _id }) => services.blogs.createPreview(_id),
      notFound: blogNotFound,
      answer: ({ token, lang }) => ({ url: new URL(previewPath(token, lang), config.siteUrl).href }),
      audit: { action: "blog.preview", target: (_preview, { _id }) => target("blog", _id) },
    }),

    endpoint(blogCalls.revisions, {
      reads: true,
      invalidates: "nothing",
      input: idBody,
      run: ({ _id }) => services.blogs.revisions(_id),
      notFound: blogNotFound,
      answer: (revisions) => ({ revisions: revisions.map(wire.revisionSummary) }),
    }),

    endpoint(blogCalls.revision, {
      reads: true,
      invalidates: "nothing",
      input: idBody,
      run: ({ _id }) => services.blogs.revision(_id),
      notFound: revisionNotFound,
      answer: (revision) => ({ revision: wire.revision(revision) }),
    }),

    endpoint(blogCalls.restore, {
      invalidates: onlyWhenPublished,
      input: idBody,
      run: ({ _id }) => asConflict(() => services.blogs.restore(_id)),
      notFound: revisionNotFound,
      answer: (blog) => ({ blog: wire.blog(blog) }),
      message: "Revision restored",
      audit: { action: "blog.restore", target: (blog) => target("blog", blog.id, blog.title) },
    }),

    endpoint(blogCalls.picture, {
      invalidates: "nothing",
      from: uploadFrom("image"),
      run: ({ id, bytes }) => services.blogs.savePicture(id, bytes),
      notFound: blogNotFound,
      answer: wire.postPicture,
      message: "Picture uploaded",
      audit: { action: "blog.picture", target: (_picture, { id }) => target("blog", id) },
    }),

    uploadCover,

    endpoint(blogCalls.dismissOutdated, {
      // The mark shows in the back office only, and the post keeps its last change's date (the sitemap's, the feed's).
      invalidates: "nothing",
      input: idBody,
      run: ({ _id }) => services.blogs.dismissOutdated(_id),
      notFound: "Translation not found",
      answer: ({ blog, dismissal }) => ({ blog: wire.blog(blog), dismissal: dismissal ? wire.idOf(dismissal) : null }),
      message: "Marked as up to date",
      audit: { action: "blog.translation.dismiss", target: ({ blog }) => target("blog", blog.id, blog.title), undo: ({ dismissal }) => dismissal },
    }),

    endpoint(blogCalls.undoDismissal, {
      // As its dismissal: the mark is the back office's only.
      invalidates: "nothing",
      input: idBody,
      run: ({ _id }) => services.blogs.undoDismissal(_id),
      notFound: "Nothing to undo: the translation was marked up to date again since, or this was undone already",
      answer: (blog) => ({ blog: wire.blog(blog) }),
      message: "Marked as outdated again",
      audit: { action: "blog.translation.undo-dismiss", target: (blog) => target("blog", blog.id, blog.title) },
    }),

    endpoint(blogCalls.delete, {
      invalidates: "public pages",
      input: blogDelete,
      run: ({ _id, translations }) => asConflict(() => services.blogs.remove(_id, translations)),
      notFound: blogNotFound,
      answer: (_removed, { _id }) => wire.idOf(_id),
      message: "Blog deleted",
      audit: { action: "blog.delete", target: (_removed, { _id }) => target("blog", _id) },
    }),

    publish,

    endpoint(blogCalls.feature, {
      invalidates: "public pages",
      input: blogFeature,
      run: ({ featuredid, featured, featuredOrder }) => services.blogs.setFeatured(featuredid, featured, featuredOrder),
      notFound: blogNotFound,
      answer: (blog) => ({ blog: wire.blog(blog) }),
      message: (_blog, { featured }) => (featured ? "Blog featured" : "Blog no longer featured"),
      audit: { action: (_blog, { featured }) => (featured ? "blog.feature" : "blog.unfeature"), target: (blog) => target("blog", blog.id, blog.title) },
    }),
  ];
}
