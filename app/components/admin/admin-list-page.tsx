import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CallResult } from "#app/lib/api-client.ts";
import type { ListView } from "#app/lib/admin/lists.ts";
import type { Paged } from "#app/contract/shapes.ts";
import { ListSummary, Pager, SearchBox } from "#app/components/admin/list-controls.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { EmptyState, LoadError } from "#app/components/admin/states.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { ListReload } from "#app/components/admin/use-admin-list.ts";
import { useLoadFailureToast } from "#app/components/admin/use-load-failure-toast.ts";

type AdminListPageProps<Data extends Paged, Item> = {
  /** From useAdminList or useListReload: the heading to focus, reloading, and whether it is reloading now. */
  list: ListReload;
  view: ListView;
  result: CallResult<Data>;
  /** The rows of the loaded page. */
  itemsOf: (data: Data) => Item[];
  title: string;
  /** What the summary counts: "12 blogs". */
  noun: { one: string; other: string };
  /** Continues the summary's sentence. */
  summaryNote?: string;
  actions?: ReactNode;
  searchLabel: string;
  /** One row in "No blog matches “…”." */
  matchNoun: string;
  showAllLabel: string;
  /** What the list says before anything was ever added to it. */
  empty: { title: string; text: string; action?: ReactNode };
  /** Both the toast and the in-page message when the list cannot be loaded. */
  loadFailure: string;
  children: (items: Item[]) => ReactNode;
};

/** The frame of an admin list screen: heading with summary, search, the rows or an empty state, paging, and the load error. */
export function AdminListPage<Data extends Paged, Item>({
  list,
  view,
  result,
  itemsOf,
  title,
  noun,
  summaryNote,
  actions,
  searchLabel,
  matchNoun,
  showAllLabel,
  empty,
  loadFailure,
  children,
}: AdminListPageProps<Data, Item>) {
  useLoadFailureToast(result, loadFailure);
  if (!result.ok) {
    return (
      <>
        <PageHeader title={title} headingRef={list.headingRef} actions={actions} />
        <LoadError text={loadFailure} onRetry={() => list.reload()} busy={list.refreshing} />
      </>
    );
  }

  const paged = result.data;
  const items = itemsOf(paged);
  return (
    <>
      <PageHeader
        title={title}
        headingRef={list.headingRef}
        description={
          <>
            <ListSummary view={view} paged={paged} noun={paged.total === 1 ? noun.one : noun.other} />
            {summaryNote}
          </>
        }
        actions={actions}
      />
      <div aria-busy={list.refreshing || undefined} className={list.refreshing ? "opacity-70 transition-opacity" : ""}>
        <SearchBox view={view} paged={paged} label={searchLabel} />
        {items.length > 0 ? (
          children(items)
        ) : view.search || view.filter || view.page > 1 ? (
          <EmptyState
            title="Nothing here"
            text={view.search ? `No ${matchNoun} matches “${view.search}”.` : view.filter ? `No ${matchNoun} in this view.` : "This page is empty."}
            action={
              <Link to="?" className={buttonClass("secondary")}>
                {showAllLabel}
              </Link>
            }
          />
        ) : (
          <EmptyState title={empty.title} text={empty.text} action={empty.action} />
        )}
        <Pager view={view} paged={paged} />
      </div>
    </>
  );
}
