import express, { type Request, type Response } from "express";
import { blogFeature, blogInput, blogListQuery, blogPublish, blogUpdate, idBody } from "../../../app/lib/schemas.ts";
import type { AppDeps } from "../../app.ts";
import { readUpload } from "../../images/upload.ts";
import { created, endpoint, notFound, ok, validate } from "../http.ts";

export function adminBlogRoutes({ services }: AppDeps): express.Router {
  const router = express.Router();
  const blogNotFound = () => notFound("Blog not found");

  endpoint(router, "/blogs", {
    POST: async (req, res) => {
      const query = validate(blogListQuery, req.body);
      const { items, total } = await services.blogs.list(query);
      ok(res, { blogs: items, total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  endpoint(router, "/blogs/get", {
    POST: async (req, res) => {
      const blog = await services.blogs.get(validate(idBody, req.body)._id);
      if (!blog) throw blogNotFound();
      // The preview in the back office shows each section exactly as the public page will.
      const sections = await services.blogs.renderedSections(blog._id);
      ok(res, { blog: { ...blog, rendered: sections.map((section) => section.html) } });
    },
  });

  endpoint(router, "/blogs/create", {
    POST: async (req, res) => {
      const blog = await services.blogs.create(validate(blogInput, req.body));
      created(res, { _id: blog._id, blog }, "Blog created");
    },
  });

  endpoint(router, "/blogs/update", {
    PUT: async (req, res) => {
      const { _id, ...input } = validate(blogUpdate, req.body);
      const blog = await services.blogs.update(_id, input);
      if (!blog) throw blogNotFound();
      ok(res, { blog }, "Blog updated");
    },
  });

  const uploadCover = async (req: Request, res: Response) => {
    const blog = await services.blogs.setCover(String(req.params.id), await readUpload(req, "blogimage"));
    if (!blog) throw blogNotFound();
    ok(res, { coverimage: blog.coverimage, blog }, "Cover image saved");
  };
  endpoint(router, "/blogs/blogimage/:id", { POST: uploadCover });
  endpoint(router, "/blog/blogimage/:id", { POST: uploadCover });

  endpoint(router, "/blogs/delete", {
    DELETE: async (req, res) => {
      const { _id } = validate(idBody, req.body);
      if (!(await services.blogs.remove(_id))) throw blogNotFound();
      ok(res, { _id }, "Blog deleted");
    },
  });

  const publish = async (req: Request, res: Response) => {
    const { publishedid, published } = validate(blogPublish, req.body);
    const blog = await services.blogs.setPublished(publishedid, published);
    if (!blog) throw blogNotFound();
    ok(res, { blog }, published ? "Blog published" : "Blog unpublished");
  };
  endpoint(router, "/blogs/published", { PUT: publish, POST: publish });

  endpoint(router, "/blogs/featured", {
    POST: async (req, res) => {
      const { featuredid, featured, featuredOrder } = validate(blogFeature, req.body);
      const blog = await services.blogs.setFeatured(featuredid, featured, featuredOrder);
      if (!blog) throw blogNotFound();
      ok(res, { blog }, featured ? "Blog featured" : "Blog no longer featured");
    },
  });

  return router;
}
