import { adminApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";

export function listContacts(view: ListView) {
  return adminApi.contacts.list(listBody(view));
}

export function deleteContact(id: string) {
  return adminApi.contacts.delete({ _id: id });
}
