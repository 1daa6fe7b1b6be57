import express, { type Request, type Response } from "express";
import { blogFeature, blogInput, blogListQuery, blogPublish, blogUpdate, idBody } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { readUpload } from "../upload.ts";
import { created, endpoint, notFound, ok, validate } from "../http.ts";
import * as wire from "../wire.ts";
import { createAudit, describeActivity, target } from "./audit.ts";

export function adminBlogRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();
  const audit = createAudit(services.activity, logger);
  const blogNotFound = () => notFound("Blog not found");

  endpoint(router, "/blogs", {
    POST: async (req, res) => {
      const query = validate(blogListQuery, req.body);
      const { items, total } = await services.blogs.list(query);
      ok(res, { blogs: items.map(wire.blog), total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  endpoint(router, "/blogs/get", {
    POST: async (req, res) => {
      const blog = await services.blogs.get(wire.requestedId(validate(idBody, req.body)));
      if (!blog) throw blogNotFound();
      // The preview in the back office shows each section exactly as the public page will.
      const sections = await services.blogs.renderedSections(blog.id);
      ok(res, { blog: { ...wire.blog(blog), rendered: sections.map((section) => section.html) } });
    },
  });

  endpoint(router, "/blogs/create", {
    POST: audit("blog.create", async (req, res) => {
      const blog = await services.blogs.create(wire.blogDraft(validate(blogInput, req.body)));
      describeActivity(res, { target: target("blog", blog.id, blog.title) });
      created(res, wire.blogCreated(blog), "Blog created");
    }),
  });

  endpoint(router, "/blogs/update", {
    PUT: audit("blog.update", async (req, res) => {
      const { id, draft } = wire.blogUpdate(validate(blogUpdate, req.body));
      const blog = await services.blogs.update(id, draft);
      if (!blog) throw blogNotFound();
      describeActivity(res, { target: target("blog", blog.id, blog.title) });
      ok(res, { blog: wire.blog(blog) }, "Blog updated");
    }),
  });

  const uploadCover = audit("blog.upload", async (req: Request, res: Response) => {
    const blog = await services.blogs.setCover(String(req.params.id), await readUpload(req, "blogimage"));
    if (!blog) throw blogNotFound();
    describeActivity(res, { target: target("blog", blog.id, blog.title) });
    ok(res, wire.coverSaved(blog), "Cover image saved");
  });
  endpoint(router, "/blogs/blogimage/:id", { POST: uploadCover });
  endpoint(router, "/blog/blogimage/:id", { POST: uploadCover });

  endpoint(router, "/blogs/delete", {
    DELETE: audit("blog.delete", async (req, res) => {
      const id = wire.requestedId(validate(idBody, req.body));
      if (!(await services.blogs.remove(id))) throw blogNotFound();
      describeActivity(res, { target: target("blog", id) });
      ok(res, wire.idOf(id), "Blog deleted");
    }),
  });

  const publish = audit("blog.publish", async (req: Request, res: Response) => {
    const { publishedid, published } = validate(blogPublish, req.body);
    const blog = await services.blogs.setPublished(publishedid, published);
    if (!blog) throw blogNotFound();
    describeActivity(res, { action: published ? "blog.publish" : "blog.unpublish", target: target("blog", blog.id, blog.title) });
    ok(res, { blog: wire.blog(blog) }, published ? "Blog published" : "Blog unpublished");
  });
  endpoint(router, "/blogs/published", { PUT: publish, POST: publish });

  endpoint(router, "/blogs/featured", {
    POST: audit("blog.feature", async (req, res) => {
      const { featuredid, featured, featuredOrder } = validate(blogFeature, req.body);
      const blog = await services.blogs.setFeatured(featuredid, featured, featuredOrder);
      if (!blog) throw blogNotFound();
      describeActivity(res, { action: featured ? "blog.feature" : "blog.unfeature", target: target("blog", blog.id, blog.title) });
      ok(res, { blog: wire.blog(blog) }, featured ? "Blog featured" : "Blog no longer featured");
    }),
  });

  return router;
}
