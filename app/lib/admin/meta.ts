import type { MetaDescriptor } from "react-router";
import { type MatchLike, practiceOf } from "#app/lib/practice-context.ts";

/** Every admin page: its own title and kept out of search engines. */
export function adminMeta(title: string, matches: readonly MatchLike[]): MetaDescriptor[] {
  return [{ title: `${title} | Admin | ${practiceOf(matches).shortName}` }, { name: "robots", content: "noindex, nofollow" }];
}
