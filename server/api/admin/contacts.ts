import { contactListQuery, idBody } from "#app/lib/schemas.ts";
import { contactCalls } from "#app/contract/admin/contacts.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import * as wire from "../wire.ts";
import { target } from "./audit.ts";

export function adminContactEndpoints({ services }: AppDeps): Endpoint[] {
  return [
    endpoint(contactCalls.list, {
      reads: true,
      invalidates: "nothing",
      input: contactListQuery,
      run: (query) => services.contacts.list(query),
      answer: wire.page("contact", wire.contact),
    }),

    endpoint(contactCalls.delete, {
      invalidates: "nothing",
      input: idBody,
      run: ({ _id }) => services.contacts.remove(_id),
      notFound: "Message not found",
      answer: (_removed, { _id }) => wire.idOf(_id),
      message: "Contact deleted successfully",
      audit: { action: "contact.delete", target: (_removed, { _id }) => target("message", _id) },
    }),
  ];
}
