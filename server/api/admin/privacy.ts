import { privacyRequest } from "#app/lib/schemas.ts";
import { adminCalls } from "#app/contract/admin/index.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import * as wire from "../wire.ts";

/** A person's copy and erasure (API.md "Additions"). The log gets the counts, never the e-mail or the number asked about. */
export function adminPrivacyEndpoints({ services, logger }: AppDeps): Endpoint[] {
  return [
    endpoint(adminCalls.privacy.export, {
      reads: true,
      invalidates: "nothing",
      input: privacyRequest,
      run: (person) => services.privacy.export(person),
      answer: (found) => ({ comments: found.comments.map(wire.adminComment), contacts: found.contacts.map(wire.contact) }),
      message: (found) => `Found ${found.comments.length} comments and ${found.contacts.length} messages`,
      audit: { action: "privacy.export", target: (found) => `${found.comments.length} comments, ${found.contacts.length} messages` },
    }),

    endpoint(adminCalls.privacy.erase, {
      invalidates: "public pages",
      fresh: true,
      input: privacyRequest,
      run: (person) => services.privacy.erase(person),
      afterAnswer: (erased) => logger.info(erased, "privacy: erased a person's records"),
      message: (erased) => `Erased ${erased.comments} comments and ${erased.contacts} messages`,
      audit: { action: "privacy.erase", target: (erased) => `${erased.comments} comments, ${erased.contacts} messages` },
    }),
  ];
}
