import type { ReactNode } from "react";

/**
 * A table's header row from its columns' labels and classes: one `<th scope="col">` each, so a
 * table's markup says what its columns are in one line.
 */
export function TableHeadings({ className, columns }: { className: string; columns: readonly (readonly [label: string, className: string])[] }) {
  return (
    <thead>
      <tr className={className}>
        {columns.map(([label, columnClass]) => (
          <th key={label} scope="col" className={columnClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One column of a `LinesTable`, as `TableHeadings` takes its columns: the heading, the heading's and cells' classes, and what a line shows in it. */
export type LinesColumn<Line> = readonly [label: string, headClassName: string, className: string, cell: (line: Line) => ReactNode];

/** A document's table of lines: its caption, its look, its columns, and what tells its lines apart. */
export type LinesTableKind<Line> = {
  caption: string;
  className: string;
  headClassName: string;
  rowClassName: string;
  /** A test's handle on each row, where one reads the lines. */
  rowTestId?: string;
  columns: readonly LinesColumn<Line>[];
  lineKey: (line: Line, index: number) => string;
};

/**
 * The goods of an order as a table, one row a line (the order page's lines, the tax invoice's,
 * the packing slip's): each document says what kind of table it is (`LinesTableKind`); the
 * caption, headings and rows are built the same way for all.
 */
export function LinesTable<Line>({ kind, lines, foot }: { kind: LinesTableKind<Line>; lines: readonly Line[]; foot?: ReactNode }) {
  return (
    <table className={kind.className}>
      <caption className="sr-only">{kind.caption}</caption>
      <TableHeadings className={kind.headClassName} columns={kind.columns.map(([label, headClassName]) => [label, headClassName] as const)} />
      <tbody>
        {lines.map((line, index) => (
          <tr key={kind.lineKey(line, index)} className={kind.rowClassName} data-testid={kind.rowTestId}>
            {kind.columns.map(([label, , className, cell]) => (
              <td key={label} className={className}>
                {cell(line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot}
    </table>
  );
}
