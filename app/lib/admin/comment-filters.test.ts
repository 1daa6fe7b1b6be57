import { describe, expect, it } from "vitest";
import { listViewOf } from "#app/lib/admin/lists.ts";
import { commentFiltersOf, commentNounOf, commentQueryOf, commentsHref } from "#app/lib/admin/comment-filters.ts";

const filtersAt = (address: string) => commentFiltersOf(listViewOf(new URL(address, "http://localhost")));

describe("the Comments screen's filters", () => {
  it("reads one filter, or several joined by commas in any order, and drops unknown names and repeats", () => {
    expect(filtersAt("/admin/comments")).toEqual([]);
    expect(filtersAt("/admin/comments?filter=pending")).toEqual(["pending"]);
    expect(filtersAt("/admin/comments?filter=pending,urgent")).toEqual(["pending", "urgent"]);
    expect(filtersAt("/admin/comments?filter=urgent%2Cpending")).toEqual(["pending", "urgent"]);
    expect(filtersAt("/admin/comments?filter=urgent,someday,urgent,+awaiting")).toEqual(["urgent", "awaiting"]);
    expect(filtersAt("/admin/comments?filter=constructor")).toEqual([]);
  });

  it("asks the server for what every filter narrows to, together", () => {
    expect(commentQueryOf([])).toEqual({});
    expect(commentQueryOf(["pending"])).toEqual({ published: false });
    expect(commentQueryOf(["urgent"])).toEqual({ urgent: true });
    expect(commentQueryOf(["awaiting"])).toEqual({ replies: "awaiting" });
    expect(commentQueryOf(["replied"])).toEqual({ replies: "replied" });
    expect(commentQueryOf(["pending", "urgent"])).toEqual({ published: false, urgent: true });
    expect(commentQueryOf(["urgent", "awaiting"])).toEqual({ urgent: true, replies: "awaiting" });
  });

  it("names what the list counts in the dashboard's words", () => {
    expect(commentNounOf([])).toEqual({ one: "comment", other: "comments" });
    expect(commentNounOf(["pending"]).other).toBe("comments awaiting approval");
    expect(commentNounOf(["urgent"]).other).toBe("urgent comments");
    expect(commentNounOf(["pending", "urgent"])).toEqual({ one: "urgent comment awaiting approval", other: "urgent comments awaiting approval" });
    expect(commentNounOf(["urgent", "awaiting"]).other).toBe("urgent comments awaiting your reply");
    expect(commentNounOf(["replied"]).one).toBe("comment replied to");
  });

  it("links a list by one address whatever the order it is asked in, which reads back as the same filters", () => {
    expect(commentsHref()).toBe("/admin/comments");
    expect(commentsHref("pending")).toBe("/admin/comments?filter=pending");
    expect(commentsHref("urgent", "pending")).toBe("/admin/comments?filter=pending,urgent");
    expect(filtersAt(commentsHref("awaiting", "urgent"))).toEqual(["urgent", "awaiting"]);
  });
});
