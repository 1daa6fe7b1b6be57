import type { contactListQuery, idBody } from "#app/lib/schemas.ts";
import type { PageOf, WireContact } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";

/** The Messages screen's calls. */
export const contactCalls = {
  list: call("POST", "/api/admin/contact").takes<typeof contactListQuery>().answers<PageOf<"contact", WireContact>>(),
  delete: call("DELETE", "/api/admin/contact/delete").takes<typeof idBody>().answers<{ _id: string }>(),
};
