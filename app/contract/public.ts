// The calls the public pages make (API.md "Public calls"), only after a page has loaded, loaded with their client
// (app/lib/public-api.ts). Types only of the schemas: the zod rules load with a form when the visitor starts on it,
// never with a page. The beacons are in beacons.ts, the public calls the pages never make in public-reads.ts.
import type { commentInput, commentPageQuery, contactInput, readerIdsQuery } from "#app/lib/schemas.ts";
import type { VisitorCount } from "#app/lib/domain.ts";
import type { WirePublicComment } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";

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
