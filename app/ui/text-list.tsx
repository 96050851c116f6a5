/**
 * Lines of text as a bulleted list (or numbered, `ordered`): tips, rules, what is kept and what is
 * removed. Each line is its own key: the lines of one list are never the same.
 */
export function TextList({ lines, className, ordered = false }: { lines: readonly string[]; className: string; ordered?: boolean }) {
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag className={className}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Tag>
  );
}
