import type { ReactNode } from "react";

/**
 * A section named by its own heading (`aria-labelledby`), so screen readers list it by title.
 * `as="nav"` for a table of contents.
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "mb-2 font-semibold",
  as: Tag = "section",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  as?: "section" | "nav";
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
