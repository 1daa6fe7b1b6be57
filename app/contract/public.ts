// The calls of the public pages (API.md "Public calls"), made only after a page has loaded, and their beacons. Types
// only of the schemas: the zod rules load with a form when the visitor starts on it, never with a page.
import type { commentInput, commentPageQuery, contactInput, publicPageQuery, readerIdsQuery } from "#app/lib/schemas.ts";
import type { blogSearchQuery, publicBlogPageQuery } from "#app/lib/journal-schemas.ts";
import type { goalBody, pageviewBody, vitalsBody } from "#app/lib/insights.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import type { VisitorCount } from "#app/lib/domain.ts";
import type { JournalSearchResult, WireBlog, WireMedia, WirePublicComment } from "#app/contract/shapes.ts";
import { beacon, call } from "#app/contract/call.ts";

/** A comment or a message taken: its id, and whether its words suggest risk (the thank-you then gives the crisis line). */
type Accepted = { _id: string; urgent: boolean };

export const publicCalls = {
  /** Counts the first page of a visit (`path`, and `ref` its referrer) and answers the counts. */
  visit: call("GET", "/api/user/visitor").reads<{ path: string; ref: string }>().answers<VisitorCount>(),
  visitors: call("GET", "/api/user/visitor/get").answers<VisitorCount>(),
  /** One page of the published posts; `total` beside `data` says how many there are. */
  blogs: call("GET", "/api/user/blog").takes<typeof publicBlogPageQuery>().answers<WireBlog[]>(),
  /** The read counts of a page of cards (`ids=a,b,c`), counting nothing. */
  readerCounts: call("GET", "/api/user/blog/readers").takes<typeof readerIdsQuery>().answers<{ readers: Record<string, number> }>(),
  search: call("GET", "/api/user/blog/search").takes<typeof blogSearchQuery>().answers<{ results: JournalSearchResult[] }>(),
  readers: call("GET", "/api/user/blog/readers/:id").answers<{ readers: number }>(),
  /** Counts one read and answers the new count. */
  countRead: call("POST", "/api/user/blog/readers/:id").answers<{ readers: number }>(),
  /** A post by id or address; `noIncrement=true` reads it without counting. */
  blog: call("GET", "/api/user/blog/:id").reads<{ noIncrement?: "true" }>().answers<{ blog: WireBlog }>(),
  comments: call("GET", "/api/user/comment/getall").takes<typeof commentPageQuery>().answers<WirePublicComment[]>(),
  comment: call("POST", "/api/user/comment/create").takes<typeof commentInput>().answers<Accepted>(),
  contact: call("POST", "/api/user/contact/create").takes<typeof contactInput>().answers<Accepted>(),
  practice: call("GET", "/api/user/practice").answers<Practice>(),
  media: call("GET", "/api/user/media").takes<typeof publicPageQuery>().answers<WireMedia[]>(),
};

/** What the pages tell the visit insights (issue 19), with navigator.sendBeacon; each is answered 204. */
export const beaconCalls = {
  pageview: beacon("/api/user/view").takes<typeof pageviewBody>(),
  goal: beacon("/api/user/event").takes<typeof goalBody>(),
  vitals: beacon("/api/user/vitals").takes<typeof vitalsBody>(),
};
