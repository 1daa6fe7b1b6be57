import express, { type Request, type RequestHandler, type Response } from "express";
import { isbot } from "isbot";
import { commentInput, contactInput } from "#app/lib/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { clientAddress, created, endpoint, notFound, ok, tooManyRequests, validate } from "./http.ts";
import { newId } from "../db/ids.ts";
import { currentSession } from "./session.ts";
import * as wire from "./wire.ts";

/** The calls of the public pages (API.md "Public calls"). */
export function publicRoutes({ services }: AppDeps): express.Router {
  const router = express.Router();

  endpoint(router, "/user/visitor", {
    GET: async (req, res) => {
      const counts = isbot(req.get("user-agent")) ? await services.visitors.current() : await services.visitors.count();
      ok(res, counts);
    },
  });

  endpoint(router, "/user/visitor/get", {
    GET: async (_req, res) => ok(res, await services.visitors.current()),
  });

  endpoint(router, "/user/blog", {
    GET: async (_req, res) => ok(res, (await services.blogs.listPublished()).map(wire.blog)),
  });

  endpoint(router, "/user/blog/readers/:id", {
    GET: async (req, res) => {
      const readers = await services.blogs.readers(String(req.params.id));
      if (readers === null) throw notFound("Blog not found");
      ok(res, { readers });
    },
  });

  endpoint(router, "/user/blog/:id", {
    GET: async (req, res) => {
      const countRead = req.query.noIncrement !== "true";
      const blog = await services.blogs.getPublished(String(req.params.id), { countRead });
      if (!blog) throw notFound("Blog not found");
      ok(res, { blog: wire.blog(blog) });
    },
  });

  endpoint(router, "/user/comment/getall", {
    GET: async (req, res) => {
      ok(res, (await services.comments.listPublished(wire.blogIdQuery(req.query))).map(wire.publicComment));
    },
  });

  /** API.md's budget per address for one of the two forms; the admin may work fast and is never held back. */
  const limitPublicPosts =
    (form: "comment" | "contact"): RequestHandler =>
    (req, res, next) => {
      if (currentSession(res)) return next();
      const verdict = services.rateLimits.publicPosts.take(`${form}|${clientAddress(req)}`);
      if (!verdict.allowed) {
        throw tooManyRequests("Too many submissions from your connection. Please try again a little later.", verdict.retryAfterSeconds);
      }
      next();
    };

  endpoint(router, "/user/comment/create", {
    POST: [
      limitPublicPosts("comment"),
      async (req: Request, res: Response) => {
        if (filledHoneypot(req)) return created(res, wire.postAccepted({ id: newId(), urgent: false }), "Thank you! Your comment has been submitted.");
        const comment = await services.comments.create(wire.newComment(validate(commentInput, req.body)));
        if (!comment) throw notFound("Blog not found");
        notifyAfterAnswer(res);
        created(res, wire.postAccepted(comment), "Thank you! Your comment has been submitted.");
      },
    ],
  });

  endpoint(router, "/user/contact/create", {
    POST: [
      limitPublicPosts("contact"),
      async (req: Request, res: Response) => {
        if (filledHoneypot(req)) return created(res, wire.postAccepted({ id: newId(), urgent: false }), "Your message has been sent.");
        const contact = await services.contacts.create(wire.newContact(validate(contactInput, req.body)));
        notifyAfterAnswer(res);
        created(res, wire.postAccepted(contact), "Your message has been sent.");
      },
    ],
  });

  endpoint(router, "/user/practice", {
    GET: async (_req, res) => ok(res, await services.practice.get()),
  });
  /** The doctor's e-mail goes once the visitor has the answer: a slow mail server never holds up the page. */
  function notifyAfterAnswer(res: Response) {
    res.once("finish", () => services.outbox.announce());
  }

  endpoint(router, "/user/media", {
    GET: async (_req, res) => ok(res, (await services.media.listPublic()).map(wire.media)),
  });

  return router;
}

/** People never see the `website` field; whatever fills it is a bot, answered as usual and ignored. */
function filledHoneypot(req: Request): boolean {
  const website = (req.body as { website?: unknown } | undefined)?.website;
  return typeof website === "string" ? website.trim() !== "" : website !== undefined && website !== null;
}
