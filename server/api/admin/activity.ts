import { activityListQuery } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoints, endpoint } from "../endpoint.ts";
import * as wire from "../wire.ts";

/** The activity log, newest first (API.md "Additions"). */
export function adminActivityEndpoints({ services }: AppDeps): Endpoints {
  return {
    "POST /activity": endpoint({
      reads: true,
      invalidates: "nothing",
      input: activityListQuery,
      run: (query) => services.activity.list(query),
      answer: wire.page("activity", wire.activityEntry),
    }),
  };
}
