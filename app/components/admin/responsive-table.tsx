import type { ReactNode } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's share of the wide table, e.g. "w-[12%]" (the table lays out fixed, so it never overflows). */
  width: string;
  /**
   * Where the value goes on a card: a labelled row (the default), `lead` (unlabelled, first after the title: what the
   * row is about) or `details` (labelled, behind the card's disclosure, for what is needed now and then).
   */
  card?: "lead" | "details";
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
  tableFrom: "lg" | "xl" | "2xl";
  /** The disclosure's words on a card that has `details` columns, e.g. "E-mail, mobile, post and date". */
  detailsLabel?: string;
};

const breakpoints = {
  lg: { table: "hidden lg:block", cards: "lg:hidden" },
  xl: { table: "hidden xl:block", cards: "xl:hidden" },
  "2xl": { table: "hidden 2xl:block", cards: "2xl:hidden" },
};

/**
 * A real table where it fits; on a phone (and narrow windows) the same rows as cards with each value labelled,
 * so nothing needs sideways scrolling. Only one of the two is displayed, and so exposed, at a time.
 */
export function ResponsiveTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  rowClassName,
  cardTitle,
  tableFrom,
  detailsLabel = "Details",
}: ResponsiveTableProps<Row>) {
  const shown = breakpoints[tableFrom];
  const onCard = columns.slice(1);
  const lead = onCard.filter((column) => column.card === "lead");
  const labelled = onCard.filter((column) => column.card === undefined);
  const details = onCard.filter((column) => column.card === "details");
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
            {lead.map((column) => (
              <div key={column.header} className="mt-2 min-w-0 break-words">
                {column.cell(row)}
              </div>
            ))}
            <LabelledValues columns={labelled} row={row} />
            {details.length > 0 ? (
              <details className="group mt-2 border-t border-sand-200 pt-1">
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-medium text-accent-700 hover:text-accent-800 [&::-webkit-details-marker]:hidden">
                  <span aria-hidden="true" className="transition-transform group-open:rotate-90">
                    ▸
                  </span>
                  {detailsLabel}
                </summary>
                <LabelledValues columns={details} row={row} />
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A card's values, each beside its column's header. */
function LabelledValues<Row>({ columns, row }: { columns: readonly Column<Row>[]; row: Row }) {
  if (columns.length === 0) return null;
  return (
    <dl className="mt-3 grid grid-cols-[minmax(6.5rem,auto)_1fr] gap-x-4 gap-y-2">
      {columns.map((column) => (
        <div key={column.header} className="contents">
          <dt className="font-medium text-ink-700">{column.header}</dt>
          <dd className="min-w-0 break-words">{column.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
