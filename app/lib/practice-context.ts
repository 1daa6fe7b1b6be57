import { useRouteLoaderData } from "react-router";
import type { Practice } from "#app/lib/practice-schema.ts";

/** What the root loader hands every page: the public origin, the practice document and the moment of rendering. */
export type RootData = {
  siteUrl: string;
  practice: Practice;
  /** Epoch ms on the server when the page was rendered; the browser starts from it so hydration matches. */
  renderedAt: number;
};

export type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The practice document from the root loader, for any component under the root. */
export function usePractice(): Practice {
  return useRootData().practice;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("usePractice needs the root loader's data");
  return data;
}

/** The practice document inside a `meta` function, which receives the matches rather than hooks. */
export function practiceOf(matches: readonly MatchLike[]): Practice {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) throw new Error("practiceOf needs the root loader's data");
  return root.practice;
}
