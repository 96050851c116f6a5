/** A Markdown table for a bench report: the first `textColumns` columns (names) left-aligned, the figures right-aligned. */
export function markdownTable(header: readonly string[], rows: readonly string[][], textColumns: number): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (values: readonly string[]) =>
    `| ${values.map((value, column) => (column < textColumns ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}
