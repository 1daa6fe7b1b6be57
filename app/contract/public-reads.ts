// The public calls of API.md that the site's own pages never make (they read the services while rendering on the
// server): the journal's list, a post, the search, the practice document and the gallery, for other clients. Apart
// from public.ts so that no page's scripts carry them.
import type { blogSearchQuery, publicBlogPageQuery } from "#app/lib/journal-schemas.ts";
import type { publicPageQuery } from "#app/lib/schemas.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import type { JournalSearchResult, WireBlog, WireMedia } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";

export const publicReadCalls = {
  /** One page of the published posts; `total` beside `data` says how many there are. */
  blogs: call("GET", "/api/user/blog").takes<typeof publicBlogPageQuery>().answers<WireBlog[]>(),
  search: call("GET", "/api/user/blog/search").takes<typeof blogSearchQuery>().answers<{ results: JournalSearchResult[] }>(),
  /** A post by id or address; `noIncrement=true` reads it without counting. */
  blog: call("GET", "/api/user/blog/:id").reads<{ noIncrement?: "true" }>().answers<{ blog: WireBlog }>(),
  practice: call("GET", "/api/user/practice").answers<Practice>(),
  media: call("GET", "/api/user/media").takes<typeof publicPageQuery>().answers<WireMedia[]>(),
};
