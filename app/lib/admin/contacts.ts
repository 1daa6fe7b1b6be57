import type { Contact, Paged } from "../entities.ts";
import { callApi } from "./http.ts";
import { type ListView, listBody } from "./lists.ts";

export function listContacts(view: ListView) {
  return callApi<Paged & { contact: Contact[] }>("POST", "/api/admin/contact", listBody(view));
}

export function deleteContact(id: string) {
  return callApi<{ _id: string }>("DELETE", "/api/admin/contact/delete", { _id: id });
}
