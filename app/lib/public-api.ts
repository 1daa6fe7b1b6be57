// The public pages' calls, with their client loaded on first use: a page needs none of it to show itself, and each
// call is made only after the page has loaded (a visit, a read, a comment, a message). Like every call of the
// browser, it answers a result and never throws, also when the client cannot be loaded.
import type { CallResult } from "#app/lib/api-client.ts";

type PublicApi = typeof import("#app/lib/api-client.ts")["publicApi"];

export async function withPublicApi<T>(call: (api: PublicApi) => Promise<CallResult<T>>): Promise<CallResult<T>> {
  let api: PublicApi;
  try {
    ({ publicApi: api } = await import("#app/lib/api-client.ts"));
  } catch (error) {
    console.error("The site's API client did not load", error);
    return { ok: false, status: 0, message: "" };
  }
  return call(api);
}
