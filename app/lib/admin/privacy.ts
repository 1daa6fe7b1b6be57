import type { WireAdminComment, WireContact } from "#app/contract/shapes.ts";
import type { PrivacyRequest } from "#app/lib/schemas.ts";
import { callApi } from "#app/lib/admin/http.ts";

export type PersonRecords = { comments: WireAdminComment[]; contacts: WireContact[] };

/** Everything kept about a person (by e-mail and/or mobile), for their copy. */
export function exportPerson(person: PrivacyRequest) {
  return callApi<PersonRecords>("POST", "/api/admin/privacy/export", person);
}

/** Deletes everything kept about a person; answers how many of each were deleted. */
export function erasePerson(person: PrivacyRequest) {
  return callApi<{ comments: number; contacts: number }>("POST", "/api/admin/privacy/erase", person);
}
