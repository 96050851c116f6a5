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
