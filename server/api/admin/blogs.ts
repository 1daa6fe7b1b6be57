import { blogFeature, blogInput, blogListQuery, blogPublish, blogUpdate, idBody } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoints, endpoint } from "../endpoint.ts";
import { uploadFrom, uploadInput } from "../upload.ts";
import * as wire from "../wire.ts";
import { target } from "./audit.ts";

const blogNotFound = "Blog not found";

export function adminBlogEndpoints({ services }: AppDeps): Endpoints {
  const publish = endpoint({
    input: blogPublish,
    run: ({ publishedid, published }) => services.blogs.setPublished(publishedid, published),
    notFound: blogNotFound,
    answer: (blog) => ({ blog: wire.blog(blog) }),
    message: (_blog, { published }) => (published ? "Blog published" : "Blog unpublished"),
    audit: { action: (_blog, { published }) => (published ? "blog.publish" : "blog.unpublish"), target: (blog) => target("blog", blog.id, blog.title) },
  });
  const uploadCover = endpoint({
    input: uploadInput,
    from: uploadFrom("blogimage"),
    run: ({ id, bytes }) => services.blogs.setCover(id, bytes),
    notFound: blogNotFound,
    answer: wire.coverSaved,
    message: "Cover image saved",
    audit: { action: "blog.upload", target: (blog) => target("blog", blog.id, blog.title) },
  });

  return {
    "POST /blogs": endpoint({
      input: blogListQuery,
      run: (query) => services.blogs.list(query),
      answer: wire.page("blogs", wire.blog),
    }),

    "POST /blogs/get": endpoint({
      input: idBody,
      run: ({ _id }) => services.blogs.getForEditing(_id),
      notFound: blogNotFound,
      answer: ({ blog, rendered }) => ({ blog: { ...wire.blog(blog), rendered } }),
    }),

    "POST /blogs/create": endpoint({
      input: blogInput,
      run: (input) => services.blogs.create(wire.blogDraft(input)),
      status: 201,
      answer: wire.blogCreated,
      message: "Blog created",
      audit: { action: "blog.create", target: (blog) => target("blog", blog.id, blog.title) },
    }),

    "PUT /blogs/update": endpoint({
      input: blogUpdate,
      run: (input) => {
        const { id, draft } = wire.blogUpdate(input);
        return services.blogs.update(id, draft);
      },
      notFound: blogNotFound,
      answer: (blog) => ({ blog: wire.blog(blog) }),
      message: "Blog updated",
      audit: { action: "blog.update", target: (blog) => target("blog", blog.id, blog.title) },
    }),

    "POST /blogs/images/:id": endpoint({
      input: uploadInput,
      from: uploadFrom("image"),
      run: ({ id, bytes }) => services.blogs.savePicture(id, bytes),
      notFound: blogNotFound,
      answer: wire.postPicture,
      message: "Picture uploaded",
      audit: { action: "blog.picture", target: (_picture, { id }) => target("blog", id) },
    }),

    "POST /blogs/blogimage/:id": uploadCover,
    "POST /blog/blogimage/:id": uploadCover,

    "DELETE /blogs/delete": endpoint({
      input: idBody,
      run: ({ _id }) => services.blogs.remove(_id),
      notFound: blogNotFound,
      answer: (_removed, { _id }) => wire.idOf(_id),
      message: "Blog deleted",
      audit: { action: "blog.delete", target: (_removed, { _id }) => target("blog", _id) },
    }),

    "PUT /blogs/published": publish,
    "POST /blogs/published": publish,

    "POST /blogs/featured": endpoint({
      input: blogFeature,
      run: ({ featuredid, featured, featuredOrder }) => services.blogs.setFeatured(featuredid, featured, featuredOrder),
      notFound: blogNotFound,
      answer: (blog) => ({ blog: wire.blog(blog) }),
      message: (_blog, { featured }) => (featured ? "Blog featured" : "Blog no longer featured"),
      audit: { action: (_blog, { featured }) => (featured ? "blog.feature" : "blog.unfeature"), target: (blog) => target("blog", blog.id, blog.title) },
    }),
  };
}
