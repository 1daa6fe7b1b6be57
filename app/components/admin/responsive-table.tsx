import type { ReactNode } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's share of the wide table, e.g. "w-[12%]" (the table lays out fixed, so it never overflows). */
  width: string;
};

type ResponsiveTableProps<Row> = {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** A background for a row (and its card), e.g. to make pending ones stand out. */
  rowClassName?: (row: Row) => string;
  /** The card's heading, usually the first column's text. */
  cardTitle: (row: Row) => ReactNode;
  /** From which width the real table has room; narrower screens get labelled cards. */
  tableFrom: "lg" | "xl";
};

const breakpoints = {
  lg: { table: "hidden lg:block", cards: "lg:hidden" },
  xl: { table: "hidden xl:block", cards: "xl:hidden" },
};

/**
 * A real table where it fits; on a phone (and narrow windows) the same rows as cards with each value labelled,
 * so nothing needs sideways scrolling. Only one of the two is displayed, and so exposed, at a time.
 */
export function ResponsiveTable<Row>({ caption, rows, columns, rowKey, rowClassName, cardTitle, tableFrom }: ResponsiveTableProps<Row>) {
  const shown = breakpoints[tableFrom];
  return (
    <>
      <div className={`${shown.table} overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm`}>
        <table className="w-full table-fixed border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.header} className={column.width} />
            ))}
          </colgroup>
          <thead className="bg-sand-100">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-2 py-3 font-semibold text-ink-900">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={`border-t border-sand-200 align-top ${rowClassName?.(row) ?? ""}`}>
                {columns.map((column) => (
                  <td key={column.header} className="px-2 py-3 break-words">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={`${shown.cards} grid gap-4 md:grid-cols-2`}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={`rounded-2xl border border-sand-200 p-4 shadow-sm ${rowClassName?.(row) || "bg-white"}`}>
            <h2 className="text-lg font-semibold break-words">{cardTitle(row)}</h2>
            <dl className="mt-3 grid grid-cols-[minmax(6.5rem,auto)_1fr] gap-x-4 gap-y-2">
              {columns.slice(1).map((column) => (
                <div key={column.header} className="contents">
                  <dt className="font-medium text-ink-700">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
