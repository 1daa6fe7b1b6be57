import type { WireContact, Paged } from "#app/contract/shapes.ts";
import { callApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";

export function listContacts(view: ListView) {
  return callApi<Paged & { contact: WireContact[] }>("POST", "/api/admin/contact", listBody(view));
}

export function deleteContact(id: string) {
  return callApi<{ _id: string }>("DELETE", "/api/admin/contact/delete", { _id: id });
}
