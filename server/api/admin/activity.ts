import { activityListQuery } from "#app/lib/schemas.ts";
import { adminCalls } from "#app/contract/admin/index.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import * as wire from "../wire.ts";

/** The activity log, newest first (API.md "Additions"). */
export function adminActivityEndpoints({ services }: AppDeps): Endpoint[] {
  return [
    endpoint(adminCalls.activity.list, {
      reads: true,
      invalidates: "nothing",
      input: activityListQuery,
      run: (query) => services.activity.list(query),
      answer: wire.page("activity", wire.activityEntry),
    }),
  ];
}
