import express, { type Request, type RequestHandler } from "express";
import { publicCalls } from "#app/contract/public.ts";
import { publicReadCalls } from "#app/contract/public-reads.ts";
import { countedPath } from "#app/lib/insights.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import { commentInput, commentPageQuery, contactInput, publicPageQuery, readerIdsQuery } from "#app/lib/schemas.ts";
import { blogSearchQuery, publicBlogPageQuery } from "#app/lib/journal-schemas.ts";
import { publishedPractice } from "#app/lib/practice-i18n.ts";
import type { AppDeps } from "../app-deps.ts";
import { newId } from "../db/ids.ts";
import { type Endpoints, endpoint, endpointDepsOf, endpointTable, mountEndpoints } from "./endpoint.ts";
import { countable, referrerHost } from "./insights.ts";
import { clientAddress, succeed, tooManyRequests } from "./http.ts";
import { currentSession } from "./session.ts";
import * as wire from "./wire.ts";

const blogNotFound = "Blog not found";
const commentThanks = "Thank you! Your comment has been submitted.";
const contactThanks = "Your message has been sent.";

/** The calls of the public pages (API.md "Public calls"). */
export function publicRoutes(deps: AppDeps): express.Router {
  const router = express.Router();
  mountEndpoints(router, publicEndpoints(deps), endpointDepsOf(deps));
  return router;
}

/**
 * The public calls as declarations, for the router and for the test that walks every write.
 * @internal Exported for tests/api/every-write.test.ts.
 */
export function publicEndpoints({ services, config, disk }: AppDeps): Endpoints {
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

  /** API.md's budget of journal searches per address, shared with the page's search (`/blogs?q=`, app/routes/public/blogs.tsx). */
  const limitSearches: RequestHandler = (req, _res, next) => {
    const verdict = services.rateLimits.searches.take(clientAddress(req));
    if (!verdict.allowed) throw tooManyRequests("Too many searches from your connection. Please wait a minute and try again.", verdict.retryAfterSeconds);
    next();
  };

  /** The doctor's e-mail goes once the visitor has the answer: a slow mail server never holds up the page. */
  const notifyDoctor = () => services.outbox.announce();

  return endpointTable("/api", [
    // The first page of a visit: counted for the SPEC's counter and, as its first page view, for the insights
    // (`path` and `ref`, the page and its referrer; an older page without them names the page by `Referer`).
    // Neither counts a bot, the admin, or a visitor who asked not to be tracked; the site's pages always name a
    // public page, so the two agree.
    endpoint(publicCalls.visit, {
      from: (req) => ({
        path: typeof req.query.path === "string" ? req.query.path : pathOf(req.get("referer")),
        ref: typeof req.query.ref === "string" ? req.query.ref : undefined,
      }),
      run: async ({ path, ref }, context) => {
        const visit = countable(context);
        // Counting is a write: on a full disk the page still gets the figure, and the room stays for signing in.
        if (!visit || disk.writesFailing()) return services.visitors.current();
        const counted = path ? countedPath(path) : null;
        if (counted) await services.insights.recordPageview({ path: counted, referrerHost: referrerHost(ref, config.siteUrl), ...visit });
        return services.visitors.count();
      },
    }),

    endpoint(publicCalls.visitors, { run: () => services.visitors.current() }),

    // One page, the newest 100 unless asked otherwise: `data` stays API.md's list, `total` beside it says how many.
    endpoint(publicReadCalls.blogs, {
      input: publicBlogPageQuery,
      from: (req) => req.query,
      run: (slice) => services.blogs.listPublished(slice),
      answer: (found) => found.items.map(wire.blog),
      beside: (found) => ({ total: found.total }),
    }),

    // The read counts of a list of cards in one call; unknown and unpublished ids are left out of the answer.
    endpoint(publicCalls.readerCounts, {
      input: readerIdsQuery,
      from: (req) => req.query,
      run: ({ ids }) => services.blogs.readersOf(ids),
      answer: (readers) => ({ readers }),
    }),

    // Before "/user/blog/:id", which would take "search" for a post's id.
    endpoint(publicReadCalls.search, {
      before: [limitSearches],
      input: blogSearchQuery,
      // Without `lang`, the language of the page that asks (its address's prefix), as the page's own search does.
      from: (req) => ({ ...req.query, lang: req.query.lang ?? languageOfPath(pathOf(req.get("referer")) ?? "/") }),
      run: ({ q, lang }) => services.search.search(q, lang),
      answer: wire.searchResults,
    }),

    endpoint(publicCalls.readers, {
      from: (req) => String(req.params.id),
      run: (id) => services.blogs.readers(id),
      notFound: blogNotFound,
      answer: (readers) => ({ readers }),
    }),

    // The article page's count: one read counted, answered with the number, without sending the post again.
    endpoint(publicCalls.countRead, {
      invalidates: "nothing",
      from: (req) => String(req.params.id),
      run: (id) => services.blogs.countRead(id),
      notFound: blogNotFound,
      answer: (readers) => ({ readers }),
    }),

    endpoint(publicReadCalls.blog, {
      from: (req) => ({ id: String(req.params.id), countRead: req.query.noIncrement !== "true" }),
      run: ({ id, countRead }) => services.blogs.publishedPost(id, { countRead }),
      notFound: blogNotFound,
      answer: (blog) => ({ blog: wire.blog(blog) }),
    }),

    endpoint(publicCalls.comments, {
      input: commentPageQuery,
      from: (req) => req.query,
      run: (query) => services.comments.listPublished(wire.blogIdQuery(query), query),
      answer: (found) => found.items.map(wire.publicComment),
      beside: (found) => ({ total: found.total }),
    }),

    endpoint(publicCalls.comment, {
      invalidates: "nothing",
      before: [limitPublicPosts("comment"), answerHoneypot(commentThanks)],
      input: commentInput,
      run: (input) => services.comments.create(wire.newComment(input)),
      notFound: blogNotFound,
      status: 201,
      answer: wire.postAccepted,
      message: commentThanks,
      afterAnswer: notifyDoctor,
    }),

    endpoint(publicCalls.contact, {
      invalidates: "nothing",
      before: [limitPublicPosts("contact"), answerHoneypot(contactThanks)],
      input: contactInput,
      run: (input) => services.contacts.create(wire.newContact(input)),
      status: 201,
      answer: wire.postAccepted,
      message: contactThanks,
      afterAnswer: notifyDoctor,
    }),

    endpoint(publicReadCalls.practice, { run: async () => publishedPractice(await services.practice.get()) }),

    endpoint(publicReadCalls.media, {
      input: publicPageQuery,
      from: (req) => req.query,
      run: (slice) => services.media.listPublic(slice),
      answer: (found) => found.items.map(wire.media),
      beside: (found) => ({ total: found.total }),
    }),
  ]);
}

/** The path of a same-site page address (the `Referer` of an older page's call), or undefined. */
function pathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/**
 * People never see the `website` field; whatever fills it is a bot, answered as a person would be (before the rest
 * of the form is checked) and ignored.
 */
function answerHoneypot(message: string): RequestHandler {
  return (req, res, next) => {
    if (!filledHoneypot(req)) return next();
    succeed(res, 201, wire.postAccepted({ id: newId(), urgent: false }), message);
  };
}

function filledHoneypot(req: Request): boolean {
  const website = (req.body as { website?: unknown } | undefined)?.website;
  return typeof website === "string" ? website.trim() !== "" : website !== undefined && website !== null;
}
