import type { ReactNode } from "react";
import { cardClass } from "#app/components/admin/ui.ts";

const thClass = "border-b border-sand-200 py-2 pr-4 text-left font-semibold";
const cellClass = "border-b border-sand-100 py-2 pr-4 align-top";
const tdClass = `${cellClass} text-left`;
const numClass = `${cellClass} text-right tabular-nums`;

/** One part of the Insights screen: a heading, what it counts, and its figures. */
export function Section({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  const id = `insights-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={`${cardClass} p-5 sm:p-6`}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {note ? <p className="mt-1 text-ink-700">{note}</p> : null}
      {/* A wide table scrolls sideways on a phone; the keyboard reaches it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard users (WCAG 2.1.1). */}
      <fieldset className="mt-4 min-w-0 overflow-x-auto" tabIndex={0} aria-labelledby={id}>
        {children}
      </fieldset>
    </section>
  );
}

export function Empty() {
  return <p className="text-ink-700">Nothing counted in this period yet.</p>;
}

type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type FigureTableProps<Row> = {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  caption?: string;
  /**
   * Below 640 px each row becomes a card of labelled figures, for a table whose columns cannot all fit a phone's
   * width: squeezed, they break the first column's words letter by letter and push the last one out of sight.
   */
  stackOnPhones?: boolean;
};

/** A table of figures: the first column heads each row, numbers sit on the right; nothing counted says so. */
export function FigureTable<Row>({ rows, rowKey, columns, caption, stackOnPhones = false }: FigureTableProps<Row>) {
  if (rows.length === 0) return <Empty />;
  const [first, ...rest] = columns;
  return (
    <>
      <table className={`w-full ${stackOnPhones ? "max-sm:hidden" : ""}`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${thClass} ${column.numeric ? "text-right" : ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={`${tdClass} font-normal wrap-anywhere`}>
                {first?.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} className={column.numeric ? numClass : tdClass}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {stackOnPhones ? (
        <ul aria-label={caption} className="divide-y divide-sand-200 sm:hidden">
          {rows.map((row) => (
            <li key={rowKey(row)} className="py-3 first:pt-0 last:pb-0">
              <h3 className="font-semibold wrap-anywhere">{first?.cell(row)}</h3>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {rest.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-ink-700">{column.header}</dt>
                    <dd className="text-right tabular-nums">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
