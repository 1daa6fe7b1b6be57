import type { InputOf } from "#app/contract/call.ts";
import type { commentCalls } from "#app/contract/admin/comments.ts";
import type { ListView } from "#app/lib/admin/lists.ts";

/** The Comments screen's filters (`?filter=`), as its buttons name them, in their order. */
export const commentFilters = {
  pending: "Awaiting approval",
  urgent: "Urgent",
  awaiting: "Awaiting reply",
  replied: "Replied",
} as const;

export type CommentFilter = keyof typeof commentFilters;

type Narrowing = Pick<InputOf<typeof commentCalls.list>, "published" | "urgent" | "replies">;

/** What the server narrows the list by for each filter. */
const narrowings: Record<CommentFilter, Narrowing> = {
  pending: { published: false },
  urgent: { urgent: true },
  awaiting: { replies: "awaiting" },
  replied: { replies: "replied" },
};

/** The filters in the buttons' order. */
const inOrder = (names: readonly string[]) => (Object.keys(commentFilters) as CommentFilter[]).filter((filter) => names.includes(filter));

/**
 * The filters of `?filter=`: one, or several joined by commas, which all apply (the dashboard's "urgent comments
 * awaiting approval" opens `?filter=urgent,pending`). Unknown names are left out, each name counts once, in the
 * buttons' order, so one list has one address.
 */
export function commentFiltersOf(view: ListView): CommentFilter[] {
  const named = view.filter?.name === "filter" ? view.filter.value.split(",").map((name) => name.trim()) : [];
  return inOrder(named);
}

/** The list call's narrowing for these filters, all of them at once. */
export function commentQueryOf(filters: readonly CommentFilter[]): Narrowing {
  return Object.assign({}, ...filters.map((filter) => narrowings[filter])) as Narrowing;
}

/** What the list's summary counts, in the dashboard's words: "urgent comments awaiting approval". */
export function commentNounOf(filters: readonly CommentFilter[]): { one: string; other: string } {
  const before = filters.includes("urgent") ? "urgent " : "";
  const after = [
    filters.includes("pending") ? " awaiting approval" : "",
    filters.includes("awaiting") ? " awaiting your reply" : "",
    filters.includes("replied") ? " replied to" : "",
  ].join("");
  return { one: `${before}comment${after}`, other: `${before}comments${after}` };
}

/** The Comments screen's address showing these filters: what the dashboard's counts link to. */
export function commentsHref(...filters: CommentFilter[]): string {
  return filters.length > 0 ? `/admin/comments?filter=${inOrder(filters).join(",")}` : "/admin/comments";
}
