// The calls the public pages make (API.md "Public calls"), only after a page has loaded, and their beacons. Types only
// of the schemas: the zod rules load with a form when the visitor starts on it, never with a page. Every page carries
// this file: the public calls the pages never make are in public-reads.ts.
import type { commentInput, commentPageQuery, contactInput, readerIdsQuery } from "#app/lib/schemas.ts";
import type { goalBody, pageviewBody, vitalsBody } from "#app/lib/insights.ts";
import type { VisitorCount } from "#app/lib/domain.ts";
import type { WirePublicComment } from "#app/contract/shapes.ts";
import { beacon, call } from "#app/contract/call.ts";

/** A comment or a message taken: its id, and whether its words suggest risk (the thank-you then gives the crisis line). */
type Accepted = { _id: string; urgent: boolean };

/** What the public pages call once they have loaded: the visit, a post's readers, its comments, the two forms. */
export const publicCalls = {
  /** Counts the first page of a visit (`path`, and `ref` its referrer) and answers the counts. */
  visit: call("GET", "/api/user/visitor").reads<{ path: string; ref: string }>().answers<VisitorCount>(),
  visitors: call("GET", "/api/user/visitor/get").answers<VisitorCount>(),
  /** The read counts of a page of cards (`ids=a,b,c`), counting nothing. */
  readerCounts: call("GET", "/api/user/blog/readers").takes<typeof readerIdsQuery>().answers<{ readers: Record<string, number> }>(),
  readers: call("GET", "/api/user/blog/readers/:id").answers<{ readers: number }>(),
  /** Counts one read and answers the new count. */
  countRead: call("POST", "/api/user/blog/readers/:id").answers<{ readers: number }>(),
  comments: call("GET", "/api/user/comment/getall").takes<typeof commentPageQuery>().answers<WirePublicComment[]>(),
  comment: call("POST", "/api/user/comment/create").takes<typeof commentInput>().answers<Accepted>(),
  contact: call("POST", "/api/user/contact/create").takes<typeof contactInput>().answers<Accepted>(),
};

/** What the pages tell the visit insights (issue 19), with navigator.sendBeacon; each is answered 204. */
export const beaconCalls = {
  pageview: beacon("/api/user/view").takes<typeof pageviewBody>(),
  goal: beacon("/api/user/event").takes<typeof goalBody>(),
  vitals: beacon("/api/user/vitals").takes<typeof vitalsBody>(),
};
