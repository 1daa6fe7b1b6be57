// What the public pages tell the visit insights (issue 19), with navigator.sendBeacon; each is answered 204. Apart from
// public.ts: a beacon leaves as the page is hidden, when there is no time to load a client, so every page carries these.
import type { goalBody, pageviewBody, vitalsBody } from "#app/lib/insights.ts";
import { beacon } from "#app/contract/call.ts";

export const beaconCalls = {
  pageview: beacon("/api/user/view").takes<typeof pageviewBody>(),
  goal: beacon("/api/user/event").takes<typeof goalBody>(),
  vitals: beacon("/api/user/vitals").takes<typeof vitalsBody>(),
};
